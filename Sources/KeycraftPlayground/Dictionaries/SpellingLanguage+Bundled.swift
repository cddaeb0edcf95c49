import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftKoreanDictionary

// The playground, the command and the benchmarks link both dictionary products; a keyboard extension
// links the ones it types (KeycraftKeyboard itself carries none).

extension SpellingLanguage {
    /// The language's dictionary product, loaded on first use and shared.
    package func dictionary() throws -> CompactDictionary {
        switch self {
        case .english: try CompactDictionary.english()
        case .korean: try CompactDictionary.korean()
        }
    }

    /// A speller over `dictionary`, by default the language's dictionary product.
    package func speller(dictionary: CompactDictionary? = nil) throws -> Speller {
        Speller(dictionary: try dictionary ?? self.dictionary())
    }

    /// The language's bundled model (English; none for Korean yet), or nil when it can't be read —
    /// then predictions fall back to the dictionary's bigrams.
    package func languageModel() -> LanguageModel? {
        switch self {
        case .english: try? LanguageModel.english()
        case .korean: nil
        }
    }
}
