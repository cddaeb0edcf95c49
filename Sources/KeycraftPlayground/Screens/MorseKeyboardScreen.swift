import Foundation
import KeycraftKeyboard
import KeycraftText

/// Screen 9: the practice screen of the custom-keyboard guide, on KeycraftKeyboard's `MorseKeyboard`
/// typing into an `InMemoryTextDocument`: dot, dash, space and delete (keys `.` `-` space Backspace,
/// or clicks), the preview bar, the globe key, text replacement (omw), SOS with a fixed location when
/// full access is on (Ctrl-F), the ITU table as a cheat sheet, and Ctrl-P to hear the text as Morse.
///
/// The screen never logs the typed text: the panel lists only the controller's events.
public struct MorseKeyboardScreen {
    /// The simulated location SOS inserts: Seoul City Hall.
    public static let location = LocationCoordinate(latitude: 37.56654, longitude: 126.97797)
    /// The user's text replacements, as in Settings › General › Keyboard › Text Replacement.
    public static let lexicon = Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")])

    private let document: InMemoryTextDocument
    private var keyboard: MorseKeyboard
    private let events: EventLog
    /// What the last Ctrl-P did (played, or where the WAV went).
    public private(set) var playbackStatus: String?

    /// The controller's events, kept by reference because the controller calls back into it.
    private final class EventLog {
        var events: [KeyboardEvent] = []
    }

    public init() {
        document = InMemoryTextDocument("")
        let events = EventLog()
        self.events = events
        let controller = KeyboardInputViewController(document: document) { events.events.append($0) }
        keyboard = MorseKeyboard(controller: controller, textEntry: KeyboardTextEntry(
            lexicon: Self.lexicon, sosLocation: SOSLocationInsertion(provider: FixedLocationProvider(Self.location))))
    }

    /// The host document's text.
    public var text: String { document.text }
    public var preview: MorseKeyboardPreview { keyboard.preview }
    public var hasFullAccess: Bool { keyboard.controller.hasFullAccess }
    public var keyboardEvents: [KeyboardEvent] { events.events }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        switch event {
        case .key(.character(".")): keyboard.press(.dot)
        case .key(.character("-")): keyboard.press(.dash)
        case .key(.character(" ")): keyboard.press(.space)
        case .key(.backspace): keyboard.press(.delete)
        case .key(.control("g")): keyboard.press(.nextKeyboard(.tap))
        case .key(.control("f")): keyboard.controller.hasFullAccess.toggle()
        case .key(.control("p")): playbackStatus = MorsePlayback.play(document.text)
        case .tap(.option(let index)):
            if keyboard.keys.indices.contains(index) { keyboard.press(keyboard.keys[index]) }
        case .key(.escape), .tap(.back): return .back
        default: break
        }
        return .stay
    }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let theme = Theme.forAppearance(.default, in: style)
        PhoneChrome.draw(title: "Morse Keyboard", panel: panel(height: layout.panel.height), theme: theme,
                         layout: layout, on: &canvas)
        let docked = layout.docked(height: 4)
        let content = layout.content(dockedHeight: docked.height)
        canvas.line(" Text view (host app)", in: content, row: content.row, style: theme.secondaryText)
        let box = Rect(column: content.column + 1, row: content.row + 1, width: content.width - 2,
                       height: content.height - 2)
        canvas.grid.fill(box, style: theme.focusedField)
        let lines = PhoneChrome.wrap(document.text, width: box.width - 1)
        for (offset, line) in lines.suffix(box.height).enumerated() {
            canvas.grid.write(line, column: box.column, row: box.row + offset, style: theme.focusedField, limit: box.maxColumn)
        }
        let caretRow = box.row + max(0, min(lines.count, box.height) - 1)
        let caretColumn = box.column + min(box.width - 1, DisplayWidth.of(lines.last ?? ""))
        canvas.grid.write(" ", column: caretColumn, row: caretRow, style: theme.caret)
        drawKeyboard(in: docked, theme: theme, on: &canvas)
    }

    private func drawKeyboard(in rect: Rect, theme: Theme, on canvas: inout Canvas) {
        canvas.grid.fill(rect, style: theme.keyboard)
        canvas.addHotspot(rect, .keyboardBackground)
        let preview = keyboard.preview.description
        canvas.line(" " + (preview.isEmpty ? "…" : preview), in: rect, row: rect.row, style: theme.accessoryBar)
        let keys = keyboard.keys
        let row = rect.row + 2
        var column = rect.column
        let widths = KeyboardView.widths(of: keys.map { $0 == .space ? .space : .text("") }, in: rect.width)
        for (index, (key, width)) in zip(keys, widths).enumerated() {
            let keyRect = Rect(column: column, row: row, width: width, height: 1)
            let style = key == .dot || key == .dash ? theme.key : theme.functionKey
            canvas.grid.fill(keyRect, style: style)
            let label = Self.label(key)
            canvas.grid.write(label, column: column + max(0, (width - DisplayWidth.of(label)) / 2), row: row, style: style,
                              limit: keyRect.maxColumn)
            canvas.addHotspot(keyRect, .option(index))
            column += width + 1
        }
    }

    static func label(_ key: MorseKey) -> String {
        switch key {
        case .dot: "·"
        case .dash: "−"
        case .space: "space"
        case .delete: "⌫"
        case .nextKeyboard: "🌐"
        }
    }

    private func panel(height: Int) -> [String] {
        var lines = ["9 · Morse keyboard", ". dot  - dash  space  ⌫ delete",
                     "Ctrl-G 🌐 · Ctrl-F full access: \(hasFullAccess ? "on" : "off")",
                     "Ctrl-P play · omw → On my way!", "sos + space (full access): location"]
        if let playbackStatus { lines += playbackStatus.split(separator: "\n").map(String.init) }
        if let last = events.events.last { lines.append("Event: \(last)") }
        lines.append("")
        lines += Self.cheatSheet(columns: 3, height: max(0, height - lines.count))
        return lines
    }

    /// The ITU table's letters and figures, `A .-`, in columns.
    static func cheatSheet(columns: Int, height: Int) -> [String] {
        let cells = MorseTable.itu.entries.filter { entry in
            guard case .character(let character) = entry.symbol else { return false }
            return character.isLetter || character.isNumber
        }.map { "\($0.symbol) \($0.code)".padding(toLength: 9, withPad: " ", startingAt: 0) }
        guard height > 0 else { return [] }
        let perColumn = max(1, (cells.count + columns - 1) / columns)
        return (0..<min(perColumn, height)).map { row in
            stride(from: row, to: cells.count, by: perColumn).map { cells[$0] }.joined(separator: " ")
        }
    }
}
