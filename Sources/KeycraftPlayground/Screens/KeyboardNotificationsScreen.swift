import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText

/// Screen 5: keyboard notifications — a long text view filling an iPhone 15 Pro's window, as in the
/// keyboard-management guide. KeycraftForms' `KeyboardSimulator` posts will/did show, hide and
/// change-frame notifications as the view begins and ends editing, the phone rotates (Ctrl-R) or a
/// hardware keyboard comes and goes (Ctrl-K); its `KeyboardAvoider` sets the view's bottom content and
/// indicator insets from each end frame and scrolls the caret above the keyboard while typing. The
/// panel logs every notification with its frames, and the last one's duration, curve and is-local.
///
/// The view is the scroll view: one text row per terminal row, so its line height in points is the
/// window's height over the rows that show it, and it is laid out again when the terminal resizes.
@MainActor
public struct KeyboardNotificationsScreen: TypingScreen {
    private var textView: TextViewSession
    private var scrollView: AvoidingScrollView
    /// The text view as UIKit's views see it: the scroll view avoidance insets, with the caret's line.
    private let rowsView = RowsTextView()
    /// Text columns (the window less a margin and the indicator) and the rows the window fills.
    private var viewport: (columns: Int, rows: Int)
    /// The terminal the view was last laid out for (taps in the text are placed by it).
    private var layout = PhoneLayout(width: 80, height: 24)
    /// The text's lines in the viewport's columns, as of the last event: each event re-lays out only
    /// the paragraphs it changed.
    private var textLayout = TextViewRows.layout(width: 1)
    private var rows: TextViewRows { TextViewRows(layout: textLayout, text: textView.text) }
    /// The caret's column kept across ↑ and ↓, as a text view keeps it across short lines.
    private var preferredColumn: Int?
    private var onScreenKeys = OnScreenKeyboardInput()
    private var keyboardInput = HardwareKeyboardInput()
    private var suggestions = KeyboardSuggestions()

    var inputSource: InputSource {
        get { keyboardInput.source }
        set { keyboardInput.switchSource(to: newValue, committingInto: &textView) }
    }

    public init() {
        textView = TextViewSession(text: Self.sampleText)
        // The caret starts at the top, so the screen opens on the text's beginning (Ctrl-E: the end).
        try? textView.setSelectedRange(NSRange(location: 0, length: 0))
        scrollView = AvoidingScrollView(device: .iPhone15Pro, scrollView: rowsView)
        viewport = Self.viewport(in: PhoneLayout(width: 80, height: 24))
        textView.becomeFirstResponder()
        update(focusChanged: true)
    }

    /// The text the view starts with: long enough to scroll, with Hangul, emoji sequences and a
    /// combining mark so the caret's steps and the rows' widths are seen working.
    public static let sampleText = """
        Keyboard notifications

        When this text view becomes first responder, UIKit posts keyboardWillShow, then keyboardDidShow. \
        Each carries the keyboard's begin and end frames in screen coordinates, the animation's duration \
        and curve, and whether this app caused it.

        The view's bottom content inset and scroll indicator inset follow the keyboard's end frame, so \
        the last lines can still scroll above it.

        키보드가 나타나면 텍스트 뷰의 아래쪽 여백이 키보드 높이만큼 늘어나고, 입력하는 동안 커서는 늘 보입니다.

        Rotate the phone (Ctrl-R): the keyboard changes frame and the notifications say so. Attach a \
        hardware keyboard (Ctrl-K): the on-screen keyboard hides, and the insets go back.

        One caret step each: 👩‍👩‍👧 🇰🇷 e\u{301} 한.

        Type at the end of the text and keep going: the view scrolls so the caret stays above the keyboard.
        """

    public var text: String { textView.text }
    public var selectedRange: NSRange { textView.selectedRange }
    public var isEditing: Bool { textView.isEditing }
    public var notifications: [KeyboardNotification] { scrollView.notifications }
    public var scrollState: ScrollViewState { scrollView.state }
    public var orientation: InterfaceOrientation { scrollView.orientation }
    public var hardwareKeyboardAttached: Bool { scrollView.hardwareKeyboardAttached }

    /// Lays the view out for a terminal: wraps the text to the phone's width and re-plans.
    public mutating func layOut(_ layout: PhoneLayout) {
        self.layout = layout
        let fresh = Self.viewport(in: layout)
        guard fresh != viewport else { return }
        viewport = fresh
        update(focusChanged: false)
    }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        let wasEditing = isEditing
        var keepsColumn = false
        keyboardInput.commit(before: event, into: &textView)
        suggestions.willHandle(event)
        switch event {
        case .key(.escape), .tap(.outside):
            if !isEditing, event == .key(.escape) { return .back }
            textView.resignFirstResponder()
        case .tap(.back): return .back
        case .key(.tab), .tap(.field): textView.becomeFirstResponder()
        case .tap(.text(_, _, let column, let row)):
            if textView.becomeFirstResponder() { placeCaret(column: column, row: row) }
        case .key(.control("r")): try? scrollView.rotate(firstResponder: firstResponderView, revealing: caretRect)
        case .key(.control("e")):
            if isEditing { try? textView.setSelectedRange(NSRange(location: textView.text.utf16.count, length: 0)) }
        case .key(.control("k")):
            let input: KeyboardSimulatorInput = hardwareKeyboardAttached ? .detachHardwareKeyboard : .attachHardwareKeyboard
            try? scrollView.send(input, firstResponder: firstResponderView, revealing: caretRect)
        case .key(.enter), .tap(.keyboardKey(.returnKey)): textView.pressReturn()
        case .key(.up), .key(.down):
            keepsColumn = true
            moveCaretVertically(by: event == .key(.up) ? -1 : 1)
        case .tap(.keyboardKey(let key)): suggestions.tap(key, with: &onScreenKeys, source: keyboardInput.source, into: &textView)
        case .tap(.suggestion(let slot)): suggestions.accept(slot: slot, into: &textView, source: keyboardInput.source)
        case .glide(let points): suggestions.glide(points, into: &textView, source: keyboardInput.source)
        case .key(let key): suggestions.type(key, with: &keyboardInput, into: &textView)
        case .tap(.option), .tap(.accessory), .tap(.pickerRow), .tap(.inputButton), .tap(.keyboardBackground): break
        }
        if !keepsColumn { preferredColumn = nil }
        update(focusChanged: isEditing != wasEditing)
        return .stay
    }

    // MARK: Layout

    private static func viewport(in layout: PhoneLayout) -> (columns: Int, rows: Int) {
        let window = layout.content(dockedHeight: 0)
        return (max(1, window.width - 2), max(1, window.height))
    }

    /// Points per text row: the window's height spread over the terminal rows that show it.
    private var lineHeight: CGFloat { scrollView.geometry.frameInWindow.height / CGFloat(viewport.rows) }

    /// The caret's rectangle in the view's content coordinates; nil while not editing (nothing to reveal).
    private var caretRect: CGRect? {
        guard isEditing else { return nil }
        let row = rows.caret(at: NSMaxRange(textView.selectedRange)).row
        return CGRect(x: 0, y: CGFloat(row) * lineHeight, width: scrollView.geometry.frameInWindow.width, height: lineHeight)
    }

    /// Feeds the simulator a focus change, or re-plans for the text and caret as they are now.
    private mutating func update(focusChanged: Bool) {
        if textLayout.viewWidth != CGFloat(viewport.columns) { textLayout = TextViewRows.layout(width: viewport.columns) }
        textLayout.update(to: textView.content)
        rowsView.caretLine = caretRect
        scrollView.setContentHeight(CGFloat(textLayout.lineCount) * lineHeight, firstResponder: firstResponderView, revealing: caretRect)
        if focusChanged {
            try? scrollView.focus(firstResponderView, request: isEditing ? KeyboardRequest() : nil, revealing: caretRect)
        }
    }

    /// The text view while it is editing.
    private var firstResponderView: VirtualView? { isEditing ? rowsView : nil }

    /// A tap at a cell of the text area: past a row's end the caret goes to that end, on a word to
    /// its nearer end, below the text to the text's end.
    private mutating func placeCaret(column: Int, row: Int) {
        let frame = frameRows(in: layout)
        let textRow = frame.text.row + row - frame.firstRow
        var caret = textView.text.utf16.count
        if (0..<rows.count).contains(textRow) {
            let tapped = rows.offset(row: textRow, column: column)
            caret = tapped >= rows.row(textRow).end ? tapped : TapToCaret.caretOffset(tappingCharacterAt: tapped, in: textView.text)
        }
        try? textView.setSelectedRange(NSRange(location: caret, length: 0))
    }

    private mutating func moveCaretVertically(by step: Int) {
        guard isEditing else { return }
        let caret = rows.caret(at: NSMaxRange(textView.selectedRange))
        let column = preferredColumn ?? caret.column
        preferredColumn = column
        let target = caret.row + step
        let offset = target < 0 ? 0 : target >= rows.count ? textView.text.utf16.count : rows.offset(row: target, column: column)
        try? textView.setSelectedRange(NSRange(location: offset, length: 0))
    }

    // MARK: Drawing

    /// Where the caret is drawn in a terminal; nil while not editing.
    public func caretCell(in layout: PhoneLayout) -> (column: Int, row: Int)? { caretCell(in: frameRows(in: layout)) }

    private func caretCell(in frame: TextFrame) -> (column: Int, row: Int)? {
        guard isEditing else { return nil }
        let caret = rows.caret(at: NSMaxRange(textView.selectedRange))
        return (frame.text.column + min(caret.column, frame.text.width - 1), frame.firstRow + caret.row)
    }

    /// The rows of text that show: above the keyboard, below the navigation bar.
    public func textArea(in layout: PhoneLayout) -> Rect { frameRows(in: layout).text }

    /// Where the view's parts fall in a terminal: the window under the navigation bar and its scale in
    /// points, the text area above the keyboard, the row text row 0 falls on, the keyboard's rows.
    private struct TextFrame {
        var window: Rect
        var scale: PointScale
        var text: Rect
        var firstRow: Int
        var keyboardRows: Int
    }

    private func frameRows(in layout: PhoneLayout) -> TextFrame {
        let window = layout.content(dockedHeight: 0)
        let scale = PointScale(rows: window.height, points: scrollView.geometry.frameInWindow.height)
        let keyboardRows = scrollView.overlap > 0 ? max(keyboardView.height, scale.rows(scrollView.overlap)) : 0
        let content = layout.content(dockedHeight: keyboardRows)
        let text = Rect(column: content.column + 1, row: content.row, width: max(1, content.width - 2), height: content.height)
        return TextFrame(window: window, scale: scale, text: text, firstRow: window.row + scale.rows(-scrollView.state.contentOffset.y),
                         keyboardRows: keyboardRows)
    }

    private var keyboardView: KeyboardView {
        var keyboard = KeyboardView(traits: textView.traits, isReturnKeyEnabled: true)
        keyboard.isShifted = onScreenKeys.isShifted
        keyboard.suggestions = suggestions.bar(for: textView, source: keyboardInput.source)
        keyboard.emojiSearchQuery = suggestions.emojiSearch?.query
        return keyboard
    }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let theme = Theme.forAppearance(.default, in: style)
        PhoneChrome.draw(title: "Notes", panel: panel(width: layout.panel.width, height: layout.panel.height), theme: theme, layout: layout, on: &canvas)
        let frame = frameRows(in: layout)
        let area = frame.text
        let textStyle = isEditing ? theme.focusedField : theme.field
        canvas.grid.fill(Rect(column: area.column - 1, row: area.row, width: area.width + 1, height: area.height), style: textStyle)
        canvas.addHotspot(Rect(column: area.column - 1, row: area.row, width: area.width + 1, height: area.height), .field(0))
        canvas.addHotspot(area, .text(field: 0, firstCharacter: 0, column: 0, row: 0))
        let rows = self.rows
        let shown = max(0, area.rows.lowerBound - frame.firstRow)..<max(0, min(rows.count, area.rows.upperBound - frame.firstRow))
        for index in shown {
            canvas.grid.write(rows.row(index).text, column: area.column, row: frame.firstRow + index, style: textStyle, limit: area.maxColumn)
        }
        for piece in rows.pieces(of: textView.content.markedRange ?? NSRange(location: 0, length: 0))
        where area.rows.contains(frame.firstRow + piece.row) {
            canvas.grid.write(piece.text, column: area.column + piece.column, row: frame.firstRow + piece.row,
                              style: theme.markedText, limit: area.maxColumn)
        }
        if let caret = caretCell(in: frame), area.rows.contains(caret.row) {
            canvas.drawCaret(column: caret.column, row: caret.row, style: theme.caret, limit: area.maxColumn)
        }
        ScrollIndicatorView.draw(scrollView.geometry, scale: frame.scale, column: area.maxColumn, top: frame.window.row,
                                 theme: theme, on: &canvas)
        if frame.keyboardRows > 0 {
            let docked = layout.docked(height: frame.keyboardRows)
            canvas.grid.fill(docked, style: theme.keyboard)
            canvas.addHotspot(docked, .keyboardBackground)
            keyboardView.draw(in: Rect(column: docked.column, row: docked.maxRow - keyboardView.height, width: docked.width,
                                       height: keyboardView.height), theme: theme, on: &canvas)
        }
    }

    private func panel(width: Int, height: Int) -> [String] {
        let state = scrollView.state
        var lines = ["5 · Keyboard notifications", "Type · ←→↑↓ move · Ctrl-E: the end", "Esc hides · Tab / click shows",
                     "Ctrl-R rotate · Ctrl-K hw keyboard",
                     "\(orientation.isPortrait ? "portrait" : "landscape") · "
                         + (hardwareKeyboardAttached ? "hardware keyboard" : "on-screen keyboard"),
                     "offset y \(Int(state.contentOffset.y))",
                     "bottom inset \(Int(state.contentInset.bottom)) · indicator \(Int(state.verticalScrollIndicatorInsets.bottom))"]
        if let last = notifications.last?.userInfo {
            lines.append("last: \(String(format: "%.2f", last.animationDuration)) s · curve \(last.animationCurve.rawValue)"
                         + " · \(last.isLocal ? "local" : "not local")")
        }
        lines.append("Notifications (begin → end):")
        return lines + KeyboardNotificationLog.lines(notifications, width: width, height: height - lines.count)
    }
}
