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

    /// How people misspell the language, when the package knows (English: `MisspellingModel.english()`).
    package func misspellings() throws -> MisspellingModel? {
        switch self {
        case .english: try MisspellingModel.english()
        case .korean: nil
        }
    }

    /// A speller over `dictionary`, by default the language's dictionary product, ranking with the
    /// language's misspellings.
    ///
    /// The two are read at once, on two threads: checking the dictionary and parsing the English
    /// misspelling table are most of a command's start-up, and neither needs the other. A dictionary
    /// that can't be read is still the error reported first.
    package func speller(dictionary: CompactDictionary? = nil) throws -> Speller {
        let (loaded, table) = bothAtOnce({ Result { try dictionary ?? self.dictionary() } }, { Result { try misspellings() } })
        return Speller(dictionary: try loaded.get(), misspellings: try table.get())
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
