/// A language a dictionary product covers (KeycraftEnglishDictionary, KeycraftKoreanDictionary): what `keycraft suggest --language` names, and what a
/// keyboard's input source chooses (the Korean two-set keys spell Korean).
public enum SpellingLanguage: String, Sendable, CaseIterable {
    /// English (`en`), the default.
    case english = "en"
    /// Korean (`ko`): candidates are whole words (eojeol), compared as two-set keystrokes.
    case korean = "ko"
}
