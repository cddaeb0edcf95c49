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

    /// How people misspell the language, when the package knows (English: ``MisspellingModel/english()``).
    public func misspellings() throws -> MisspellingModel? {
        switch self {
        case .english: try MisspellingModel.english()
        case .korean: nil
        }
    }

    /// A speller over `dictionary`, by default the bundled one, ranking with the language's misspellings.
    public func speller(dictionary: CompactDictionary? = nil) throws -> Speller {
        Speller(dictionary: try dictionary ?? self.dictionary(), misspellings: try misspellings())
    }
}
