import KeycraftText

/// The edit a key makes in the first responder: the physical keyboard acts as a hardware keyboard
/// (`.hardwareKeyboard` source), a tapped on-screen key as typing. Both go through the field's real
/// editing pipeline, so its validation rules and delegate see every keystroke.
enum KeyEdit: Equatable {
    case insert(String, source: EditSource)
    case deleteBackward

    /// A physical key's edit; nil for keys that don't edit (Tab, arrows, …).
    static func hardware(_ key: Key) -> KeyEdit? {
        switch key {
        case .character(let character): .insert(String(character), source: .hardwareKeyboard)
        case .backspace: .deleteBackward
        default: nil
        }
    }

    /// A tapped on-screen key's edit; nil for keys that don't edit (shift, globe, return, …).
    static func tapped(_ key: KeyboardKey, shifted: Bool) -> KeyEdit? {
        switch key {
        case .text(let text): .insert(shifted ? text.uppercased() : text, source: .typing)
        case .space: .insert(" ", source: .typing)
        case .delete: .deleteBackward
        default: nil
        }
    }

    @discardableResult
    func apply(to field: inout TextFieldSession) -> EditResult {
        switch self {
        case .insert(let text, let source): field.insertText(text, source: source)
        case .deleteBackward: field.deleteBackward()
        }
    }
}
