/// A language a bundled dictionary covers: what `keycraft suggest --language` names, and what a
/// keyboard's input source chooses (the Korean two-set keys spell Korean).
public enum SpellingLanguage: String, Sendable, CaseIterable {
    /// English (`en`), the default.
    case english = "en"
    /// Korean (`ko`): candidates are whole words (eojeol), compared as two-set keystrokes.
    case korean = "ko"

    /// The bundled dictionary, loaded on first use and shared.
    public func dictionary() throws -> CompactDictionary {
        switch self {
        case .english: try CompactDictionary.english()
        case .korean: try CompactDictionary.korean()
        }
    }

    /// A speller over `dictionary`, by default the bundled one.
    public func speller(dictionary: CompactDictionary? = nil) throws -> Speller {
        Speller(dictionary: try dictionary ?? self.dictionary())
    }
}
