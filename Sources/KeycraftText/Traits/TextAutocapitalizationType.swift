/// When the Shift key is pressed automatically, mirroring `UITextAutocapitalizationType` with UIKit's
/// raw values (Apple: UIKit › UITextAutocapitalizationType — none 0, words 1, sentences 2, allCharacters 3).
///
/// UIKit ignores it for the number pad, phone pad and name-phone pad keyboards; see
/// ``EffectiveTextInputTraits/autocapitalizationType``.
///
/// ```swift
/// let name = TextInputTraits(autocapitalizationType: .words)
/// let code = TextInputTraits(keyboardType: .numberPad, autocapitalizationType: .words)
/// code.effective.autocapitalizationType        // .none: a number pad has no letters
/// ```
public enum TextAutocapitalizationType: Int, CaseIterable, Sendable, Codable {
    /// Never capitalize automatically.
    case none = 0
    /// Capitalize the first letter of each word.
    case words = 1
    /// Capitalize the first letter of each sentence.
    case sentences = 2
    /// Capitalize every letter.
    case allCharacters = 3
}
