import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText

/// What screens built on KeycraftForms' `FormScreen` share: keys and taps sent to its first responder
/// and responder chain, its delegate calls collected, and its fields, keyboard and alert drawn.
@MainActor
struct FormScreenDriver {
    var form: FormScreen
    /// The latest delegate calls, for the side panel: at most ``delegateCallCapacity`` of them.
    private(set) var delegateCalls: [String] = []
    static let delegateCallCapacity = 200
    let labels: [String]
    var onScreenKeys = OnScreenKeyboardInput()
    /// Input clicks the button pad asked for (`UIDevice.playInputClick`), shown rather than sounded.
    var inputClicks = 0
    /// Whether the last key was an Esc the first responder refused (its end-of-editing rule failed).
    private var escapeWasRefused = false
    /// The physical keyboard and its input source (English, or Korean composing through the engine).
    var keyboardInput = HardwareKeyboardInput()
    /// The letter keyboards' suggestion bar and autocorrect, which both kinds of typing go through.
    var suggestions = KeyboardSuggestions()

    init(form: FormScreen, labels: [String]) {
        self.form = form
        self.labels = labels
        self.form.appear()
        drain()
    }

    /// The screen's text fields, in the form's order (text views are left out).
    var fields: [TextFieldSession] { textFields.map(\.field) }

    /// The text fields with their indices in `form.fields` and `form.sessions`, which count text views too.
    var textFields: [(index: Int, field: TextFieldSession)] {
        form.sessions.enumerated().compactMap { index, session in
            if case .textField(let field) = session { (index, field) } else { nil }
        }
    }

    /// Puts the log of a driver this one replaces (the same screen rebuilt) before this one's calls.
    mutating func keepEarlierCalls(_ earlier: [String]) {
        let own = delegateCalls
        delegateCalls = earlier
        record(own)
    }

    /// Adds calls to the panel's log, keeping the latest ``delegateCallCapacity``.
    mutating func record(_ calls: [String]) {
        delegateCalls += calls
        if delegateCalls.count > Self.delegateCallCapacity {
            delegateCalls.removeFirst(delegateCalls.count - Self.delegateCallCapacity)
        }
    }

    /// Handles the events every form screen treats alike; returns nil for the ones left to the screen
    /// (the return key, taps on options).
    mutating func handle(_ event: ScreenEvent) -> ScreenOutcome? {
        defer { drain() }
        let refusedBefore = escapeWasRefused
        escapeWasRefused = false
        commitComposition(before: event)
        suggestions.willHandle(event)
        switch event {
        case .key(.tab): form.focusNext()
        case .key(.backTab): form.focusPrevious()
        case .key(.escape), .tap(.outside):
            // A second Esc after a refusal leaves, as Back does: the keyboard alone can always get out.
            if event == .key(.escape), form.firstResponderIndex == nil || refusedBefore { return leave() }
            escapeWasRefused = !form.resignFirstResponder() && event == .key(.escape)
        case .tap(.back): return leave()
        case .tap(.keyboardBackground): break
        case .tap(.accessory(.previous)): form.focusPrevious()
        case .tap(.accessory(.next)): form.focusNext()
        case .tap(.accessory(.done)): form.done()
        case .tap(.pickerRow(let row)): _ = try? form.pickRow(row)
        case .tap(.inputButton(let title)): pressInputButton(title)
        case .key(.up), .key(.down):
            guard case .picker(let picker) = form.firstResponder?.inputView, let text = form.firstResponderSession?.text
            else { break }
            let selected = PickerView.selectedRow(of: picker, text: text)
            _ = try? form.pickRow(PickerView.row(after: selected, step: event == .key(.up) ? -1 : 1, in: picker))
        case .key(.character(let character)) where buttonPadTitle(for: character) != nil:
            buttonPadTitle(for: character).map { pressInputButton($0) }
        case .tap(.field(let index)): _ = try? form.focus(form.fields[index].id)
        case .tap(.text(let index, let first, let column, _)):
            guard (try? form.focus(form.fields[index].id)) == true else { break }
            editFirstTextField { TapToCaret.place(in: &$0, column: column, firstCharacter: first) }
        case .key(.enter), .tap(.keyboardKey(.returnKey)), .tap(.option): return nil
        case .tap(.keyboardKey(let key)):
            let source = keyboardInput.source
            var (keys, suggestions) = (onScreenKeys, suggestions)
            editFirstTextField { suggestions.tap(key, with: &keys, source: source, into: &$0) }
            (onScreenKeys, self.suggestions) = (keys, suggestions)
        case .tap(.suggestion(let slot)):
            let source = keyboardInput.source
            var suggestions = suggestions
            editFirstTextField { suggestions.accept(slot: slot, into: &$0, source: source) }
            self.suggestions = suggestions
        case .glide(let points):
            let source = keyboardInput.source
            var suggestions = suggestions
            editFirstTextField { suggestions.glide(points, into: &$0, source: source) }
            self.suggestions = suggestions
        case .key(let key): typeHardwareKey(key)
        }
        return .stay
    }

    /// `handle`, with the return key pressed through the form's responder chain: the whole of what a plain
    /// form screen does with an event.
    mutating func handlePressingReturn(_ event: ScreenEvent) -> ScreenOutcome {
        if let outcome = handle(event) { return outcome }
        if event == .key(.enter) || event == .tap(.keyboardKey(.returnKey)) {
            _ = form.pressReturn()
            drain()
        }
        return .stay
    }

    /// A physical key typed into the first responder through the input source.
    private mutating func typeHardwareKey(_ key: Key) {
        var (input, suggestions) = (keyboardInput, suggestions)
        editFirstTextField { suggestions.type(key, with: &input, into: &$0) }
        (keyboardInput, self.suggestions) = (input, suggestions)
    }

    /// Commits the syllable being composed before `event`, unless the event is typing (nil: now).
    mutating func commitComposition(before event: ScreenEvent? = nil) {
        guard keyboardInput.isComposing else { return }
        var input = keyboardInput
        editFirstTextField { field in
            if let event { input.commit(before: event, into: &field) } else { input.commit(into: &field) }
        }
        keyboardInput = input
    }

    /// Runs `body` on the first responder when it is a text field.
    mutating func editFirstTextField(_ body: (inout TextFieldSession) -> Void) {
        _ = try? form.editFirstResponder { session in
            guard case .textField(var field) = session else { return .notEditing }
            defer { session = .textField(field) }
            body(&field)
            return .applied
        }
    }

    /// Leaving the screen: `viewWillDisappear` ends editing whatever the field's rules say.
    private mutating func leave() -> ScreenOutcome {
        form.disappear()
        return .back
    }

    /// Collects the calls made by something the screen did to the form itself.
    mutating func drain() { record(form.drainDelegateCalls()) }

    /// A letter key presses the button pad's button of that title (the hardware keyboard standing in for a tap).
    private func buttonPadTitle(for character: Character) -> String? {
        guard case .buttonPad(let pad) = form.firstResponder?.inputView else { return nil }
        return pad.titles.first { $0.uppercased() == String(character).uppercased() }
    }

    private mutating func pressInputButton(_ title: String) {
        guard let (_, feedback) = try? form.pressInputButton(title) else { return }
        if feedback == .inputClick {
            inputClicks += 1
            record(["♪ UIDevice.playInputClick"])
        }
    }

    var appearance: KeyboardAppearance { form.firstResponderSession?.traits.keyboardAppearance ?? .default }

    /// Draws the chrome, the fields from the top of the content (from `firstRow` on), the keyboard for
    /// the first responder and the first message as an alert; returns the content area.
    @discardableResult
    func draw(title: String, panel: [String], firstRow: Int = 0, layout: PhoneLayout, style: InterfaceStyle,
              on canvas: inout Canvas) -> Rect {
        let theme = Theme.forAppearance(appearance, in: style)
        PhoneChrome.draw(title: title, panel: panel, theme: theme, layout: layout, on: &canvas)
        let content = layout.content(dockedHeight: dockedHeight)
        for (row, (index, field)) in textFields.enumerated() {
            FieldView.draw(field, label: " " + labels[index], index: index,
                           at: content.row + firstRow + row * (FieldView.height + 1), in: content, theme: theme, on: &canvas)
        }
        drawDocked(in: layout.docked(height: dockedHeight), theme: theme, on: &canvas)
        drawAlert(in: content, theme: theme, on: &canvas)
        return content
    }

    /// The first responder's keyboard, or its input view, as the on-screen keyboard view draws it.
    private var keyboard: KeyboardView? {
        guard let focused = form.firstResponderIndex, form.fields[focused].inputView == nil else { return nil }
        let session = form.sessions[focused]
        let isReturnKeyEnabled = if case .textField(let field) = session { field.isReturnKeyEnabled } else { true }
        var keyboard = KeyboardView(traits: session.traits, isReturnKeyEnabled: isReturnKeyEnabled)
        keyboard.isShifted = onScreenKeys.isShifted
        if case .textField(let field) = session { keyboard.suggestions = suggestions.bar(for: field, source: keyboardInput.source) }
        keyboard.emojiSearchQuery = suggestions.emojiSearch?.query
        return keyboard
    }

    /// Rows the accessory bar and the keyboard or input view take at least (none with no first responder).
    var dockedHeight: Int {
        let input: Int = switch form.firstResponder?.inputView {
        case .picker: PickerView.height
        case .buttonPad: ButtonPadView.height
        case nil: keyboard?.height ?? 0
        }
        return input + (form.accessoryBar == nil ? 0 : AccessoryBarView.height)
    }

    /// Draws the accessory bar at the top of `rect` and the keyboard or input view at its bottom; rows
    /// between them (a keyboard taller than its keys) are the keyboard's background.
    func drawDocked(in rect: Rect, theme: Theme, on canvas: inout Canvas) {
        guard rect.height > 0, form.firstResponderIndex != nil else { return }
        canvas.grid.fill(rect, style: theme.keyboard)
        canvas.addHotspot(rect, .keyboardBackground)
        let barHeight = form.accessoryBar == nil ? 0 : AccessoryBarView.height
        if let bar = form.accessoryBar {
            AccessoryBarView.draw(bar, in: Rect(column: rect.column, row: rect.row, width: rect.width, height: 1),
                                  theme: theme, on: &canvas)
        }
        let inputHeight = dockedHeight - barHeight
        let input = Rect(column: rect.column, row: rect.maxRow - inputHeight, width: rect.width, height: inputHeight)
        switch form.firstResponder?.inputView {
        case .picker(let picker):
            let selected = PickerView.selectedRow(of: picker, text: form.firstResponderSession?.text ?? "") ?? 0
            PickerView.draw(picker, selected: selected, in: input, theme: theme, on: &canvas)
        case .buttonPad(let pad): ButtonPadView.draw(pad, in: input, theme: theme, on: &canvas)
        case nil: keyboard?.draw(in: input, theme: theme, on: &canvas)
        }
    }

    /// The first message (the first responder's first) as an alert at the bottom of `content`.
    func drawAlert(in content: Rect, theme: Theme, on canvas: inout Canvas) {
        let sessions = form.sessions
        let order = (form.firstResponderIndex.map { [$0] } ?? []) + Array(sessions.indices)
        if let message = order.lazy.compactMap({ sessions[$0].messages.first }).first {
            PhoneChrome.drawAlert(message.message.defaultValue, in: content, theme: theme, on: &canvas)
        }
    }

    /// `method(Field)` as `Field · method`, so a narrow panel cuts the long method names, not the field.
    static func fieldFirst(_ call: String) -> String {
        guard call.hasSuffix(")"), let open = call.lastIndex(of: "(") else { return call }
        return "\(call[call.index(after: open)..<call.index(before: call.endIndex)]) · \(call[..<open])"
    }

    /// The panel: a header, then as many of the latest delegate calls as fit.
    func panel(_ header: [String], height: Int) -> [String] {
        header + delegateCalls.suffix(max(0, height - header.count)).map(Self.fieldFirst)
    }

    /// A field frame in a column of fields: frames only set the reading order (top to bottom).
    static func frame(row: Int) -> CGRect { CGRect(x: 16, y: 100 + 60 * CGFloat(row), width: 300, height: 34) }
}
