import KeycraftText

/// Sends keys to a text field the way an attached keyboard and the on-screen keyboard do: through the
/// field's real editing pipeline, so its validation rules and delegate see every keystroke.
enum HardwareKeyboard {
    /// Types a physical key (`.hardwareKeyboard` source); true when the key was an editing key.
    static func send(_ key: Key, to field: inout TextFieldSession) -> Bool {
        switch key {
        case .character(let character): field.insertText(String(character), source: .hardwareKeyboard)
        case .backspace: field.deleteBackward()
        default: return false
        }
        return true
    }

    /// Types a tapped on-screen key (`.typing` source); true when the key edits text.
    static func tap(_ key: KeyboardKey, on field: inout TextFieldSession, shifted: Bool) -> Bool {
        switch key {
        case .text(let text): field.insertText(shifted ? text.uppercased() : text, source: .typing)
        case .space: field.insertText(" ", source: .typing)
        case .delete: field.deleteBackward()
        default: return false
        }
        return true
    }
}
