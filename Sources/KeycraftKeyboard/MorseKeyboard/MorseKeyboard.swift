/// The Morse code keyboard of the custom-keyboard guide, as an engine driven through the document proxy.
///
/// Dot and dash build the letter in progress. The document shows the character it stands for so far —
/// the tentative character — replaced (delete backward + insert) as signals are added or removed; a code
/// that stands for nothing shows nothing. Space ends the letter, or types a space when no letter is in
/// progress, so a letter followed by two spaces leaves one space; a code that stands for nothing is
/// discarded. Everything typed goes through ``KeyboardTextEntry``, so text replacement and the SOS
/// location work here as on any keyboard.
///
/// ```swift
/// var keyboard = MorseKeyboard(controller: KeyboardInputViewController(document: document))
/// keyboard.press([.dot, .dot, .dot, .space])   // "S"
/// ```
public struct MorseKeyboard {
    /// The input view controller whose document proxy the keyboard types into.
    public let controller: KeyboardInputViewController
    /// The code table; the ITU table by default.
    public let table: MorseTable
    /// The typing pipeline: text replacement, autocorrect and the SOS location.
    public var textEntry: KeyboardTextEntry
    /// The letter in progress; empty between letters.
    public private(set) var code: MorseCode = .empty
    /// The host change count when the document last showed our tentative character.
    private var hostChangeCountAtLastKey: Int

    /// A Morse keyboard typing through `controller`, with no letter in progress.
    public init(controller: KeyboardInputViewController, table: MorseTable = .itu, textEntry: KeyboardTextEntry = KeyboardTextEntry()) {
        self.controller = controller
        self.table = table
        self.textEntry = textEntry
        self.hostChangeCountAtLastKey = controller.hostChangeCount
    }

    /// The preview of the letter in progress.
    public var preview: MorseKeyboardPreview {
        MorseKeyboardPreview(code: code, symbol: table.symbol(for: code))
    }

    /// The keys the view shows, the globe key only when the controller needs it.
    public var keys: [MorseKey] {
        [.dot, .dash, .space, .delete] + (controller.needsInputModeSwitchKey ? [.nextKeyboard(.tap)] : [])
    }

    /// The colours to draw with, following the host field's appearance.
    public var colorScheme: KeyboardColorScheme { controller.colorScheme }

    /// Presses one key. When the host moved the caret or changed the text since the last key, the letter
    /// in progress is over first, and its character stays as it is.
    public mutating func press(_ key: MorseKey) {
        if controller.hostChangeCount != hostChangeCountAtLastKey {
            // The host moved the caret or changed the text: our tentative character may not be before
            // the caret any more, so it stays as it is and the letter is over.
            code = .empty
            textEntry.reset()
            hostChangeCountAtLastKey = controller.hostChangeCount
        }
        switch key {
        case .dot: add(.dot)
        case .dash: add(.dash)
        case .space: pressSpace()
        case .delete: pressDelete()
        case .nextKeyboard(let gesture): controller.handleInputModeSwitchKey(gesture)
        }
    }

    /// Presses each key in turn.
    public mutating func press(_ keys: some Sequence<MorseKey>) {
        for key in keys { press(key) }
    }

    private mutating func add(_ element: MorseElement) {
        guard let longer = code.appending(element) else { return }
        textEntry.otherKeyPressed()
        show(longer)
    }

    private mutating func pressSpace() {
        guard !code.isEmpty else {
            textEntry.insertText(" ", in: controller)
            return
        }
        let finished = tentativeText(for: code)
        code = .empty
        // Punctuation ending a word goes through text replacement like a typed terminator.
        if let finished, WordTerminator.endsWord(finished) {
            controller.textDocumentProxy.deleteBackward(characters: finished.count)
            textEntry.insertText(finished, in: controller)
        }
    }

    private mutating func pressDelete() {
        guard !code.isEmpty else {
            textEntry.deleteBackward(in: controller)
            return
        }
        show(MorseCode(code.elements.dropLast()) ?? .empty)
    }

    /// Makes `newCode` the letter in progress and the document show its character.
    private mutating func show(_ newCode: MorseCode) {
        let old = tentativeText(for: code)
        let new = tentativeText(for: newCode)
        code = newCode
        guard old != new else { return }
        let proxy = controller.textDocumentProxy
        if let old { proxy.deleteBackward(characters: old.count) }
        if let new { proxy.insertText(new) }
    }

    /// The text the document shows for a code: its character, a signal in angle brackets, or nothing.
    private func tentativeText(for code: MorseCode) -> String? {
        code.isEmpty ? nil : table.symbol(for: code)?.description
    }
}
