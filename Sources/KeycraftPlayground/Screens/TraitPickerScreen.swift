import KeycraftText

/// A screen that picks one value of a text input trait from a list and shows a field with it applied,
/// its keyboard redrawn to match: the keyboard-type and keyboard-appearance screens.
public struct TraitPickerScreen: TypingScreen {
    public struct Option {
        public var label: String
        public var apply: (inout TextInputTraits) -> Void
    }

    public let title: String
    public let options: [Option]
    public let note: [String]
    public private(set) var selection = 0
    public private(set) var field: TextFieldSession
    private var onScreenKeys = OnScreenKeyboardInput()
    private var keyboardInput = HardwareKeyboardInput()
    private var suggestions = KeyboardSuggestions()

    var inputSource: InputSource {
        get { keyboardInput.source }
        set { keyboardInput.switchSource(to: newValue, committingInto: &field) }
    }

    init(title: String, options: [Option], note: [String]) {
        self.title = title
        self.options = options
        self.note = note
        field = TextFieldSession(placeholder: "Type here")
        select(0)
        field.becomeFirstResponder()
    }

    mutating func select(_ index: Int) {
        guard options.indices.contains(index) else { return }
        selection = index
        var traits = TextInputTraits()
        options[index].apply(&traits)
        field.traits = traits
    }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        keyboardInput.commit(before: event, into: &field)
        suggestions.willHandle(event)
        switch event {
        case .key(.up): select(selection - 1)
        case .key(.down): select(selection + 1)
        case .key(.escape), .tap(.outside):
            if !field.isEditing, event == .key(.escape) { return .back }
            field.resignFirstResponder()
        case .key(.enter), .tap(.keyboardKey(.returnKey)): field.pressReturn()
        case .key(let key): suggestions.type(key, with: &keyboardInput, into: &field)
        case .tap(.option(let index)): select(index)
        case .tap(.field): field.becomeFirstResponder()
        case .tap(.text(_, let first, let column, _)):
            if field.becomeFirstResponder() { TapToCaret.place(in: &field, column: column, firstCharacter: first) }
        case .tap(.keyboardKey(let key)): suggestions.tap(key, with: &onScreenKeys, source: keyboardInput.source, into: &field)
        case .tap(.suggestion(let slot)): suggestions.accept(slot: slot, into: &field, source: keyboardInput.source)
        case .glide(let points): suggestions.glide(points, into: &field, source: keyboardInput.source)
        case .tap(.back): return .back
        // This screen's field has no input view or accessory bar.
        case .tap(.accessory), .tap(.pickerRow), .tap(.inputButton), .tap(.keyboardBackground): break
        }
        return .stay
    }

    var appearance: KeyboardAppearance { field.traits.keyboardAppearance }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let theme = Theme.forAppearance(appearance, in: style)
        PhoneChrome.draw(title: title, panel: note, theme: theme, layout: layout, on: &canvas)
        var keyboard = KeyboardView(traits: field.traits, isReturnKeyEnabled: field.isReturnKeyEnabled)
        keyboard.isShifted = onScreenKeys.isShifted
        keyboard.suggestions = suggestions.bar(for: field, source: keyboardInput.source)
        keyboard.emojiSearchQuery = suggestions.emojiSearch?.query
        let docked = field.isEditing ? keyboard.height : 0
        let content = layout.content(dockedHeight: docked)
        for (index, option) in options.enumerated() where index < content.height - FieldView.height - 1 {
            let row = content.row + index
            let style = index == selection ? theme.selectedRow : theme.screen
            canvas.line((index == selection ? " ● " : " ○ ") + option.label, in: content, row: row, style: style)
            canvas.addHotspot(Rect(column: content.column, row: row, width: content.width, height: 1), .option(index))
        }
        FieldView.draw(field, label: " Sample field", index: 0, at: content.maxRow - FieldView.height, in: content,
                       theme: theme, on: &canvas)
        if field.isEditing { keyboard.draw(in: layout.docked(height: docked), theme: theme, on: &canvas) }
    }
}
