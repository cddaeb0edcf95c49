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
        let (loaded, table) = bothAtOnce({ Self.attempt { try dictionary ?? self.dictionary() } }, { Self.attempt { try misspellings() } })
        if let error = loaded.error { throw error }
        if let error = table.error { throw error }
        return Speller(dictionary: loaded.value!, misspellings: table.value!)
    }

    /// What `body` returns, or the error it throws. Not a `Result<T, any Error>`: that type's
    /// metadata, made when first used, had the runtime look `any Error: Error` up among all the
    /// binary's conformances, twice, at every start.
    private static func attempt<T>(_ body: () throws -> T) -> (value: T?, error: (any Error)?) {
        do { return (try body(), nil) } catch { return (nil, error) }
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
