import KeycraftText

/// The keyboard's input source, switched with Ctrl-Space as on a Mac or an iPad with a keyboard.
public enum InputSource: Sendable, Equatable {
    case english
    /// Korean two-set: letter keys type jamo that KeycraftText's `HangulComposer` composes.
    case korean
}

/// The physical keyboard as the phone's hardware keyboard, through its input source: in Korean, the
/// letter keys become jamo (`HangulTwoSetLayout`) and compose as marked text through the field's
/// real pipeline (so a length limit applies when the syllable commits); Backspace takes back a
/// keystroke while composing; any other key commits first. Secure fields always take English, as
/// iOS switches a secure field to an ASCII-capable keyboard.
struct HardwareKeyboardInput: Equatable {
    var source: InputSource = .english
    private var composer = HangulComposer()

    var isComposing: Bool { composer.isComposing }

    /// Types `key` into `field`; false when the key doesn't type (Tab, ↑, …), which leaves it to
    /// the screen, with any composition committed.
    @discardableResult
    mutating func type(_ key: Key, into field: inout some KeyEditable) -> Bool {
        let korean = source == .korean && !field.traits.isSecureTextEntry
        switch key {
        case .character(let character) where korean && (HangulTwoSetLayout.jamo(for: character) != nil || isComposing):
            _ = field.apply(composer.type(HangulTwoSetLayout.jamo(for: character) ?? character), source: .hardwareKeyboard)
            return true
        case .backspace where isComposing:
            _ = field.apply(composer.deleteBackward(), source: .hardwareKeyboard)
            return true
        default:
            commit(into: &field)
            guard let edit = KeyEdit.hardware(key) else { return false }
            edit.apply(to: &field)
            return true
        }
    }

    /// Commits the syllable being composed: before focus moves, return, a tap, or a switch of source.
    mutating func commit(into field: inout some KeyEditable) {
        let operations = composer.commit()
        if !operations.isEmpty { _ = field.apply(operations, source: .hardwareKeyboard) }
    }

    /// Switches the input source, committing what the old one was composing.
    mutating func switchSource(to source: InputSource, committingInto field: inout some KeyEditable) {
        commit(into: &field)
        self.source = source
    }

    /// Commits the composition before `event` unless the event is typing, which goes on with it.
    mutating func commit(before event: ScreenEvent, into field: inout some KeyEditable) {
        switch event {
        case .key(.character), .key(.backspace): break
        default: commit(into: &field)
        }
    }
}
