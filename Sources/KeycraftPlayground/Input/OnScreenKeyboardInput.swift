/// Taps on the on-screen keyboard: shift for the next letter, and each key's edit through the
/// field's pipeline (typed as `.typing`, where the physical keyboard is a hardware keyboard).
struct OnScreenKeyboardInput: Equatable {
    /// Whether the next letter is upper case: shift was tapped and no letter since.
    var isShifted = false

    /// A tapped key: shift toggles; a key that edits edits `field` and releases shift; the rest
    /// (globe, plane switch) do nothing here.
    mutating func tap(_ key: KeyboardKey, into field: inout some KeyEditable) {
        if key == .shift {
            isShifted.toggle()
            return
        }
        guard let edit = KeyEdit.tapped(key, shifted: isShifted) else { return }
        edit.apply(to: &field)
        isShifted = false
    }
}
