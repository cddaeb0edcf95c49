/// When the Shift key is pressed automatically, mirroring `UITextAutocapitalizationType` with UIKit's
/// raw values (Apple: UIKit › UITextAutocapitalizationType — none 0, words 1, sentences 2, allCharacters 3).
///
/// UIKit ignores it for the number pad, phone pad and name-phone pad keyboards; see
/// ``EffectiveTextInputTraits/autocapitalizationType``.
public enum TextAutocapitalizationType: Int, CaseIterable, Sendable, Codable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}
