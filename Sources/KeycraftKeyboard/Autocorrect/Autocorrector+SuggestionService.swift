/// The standard suggestion service: dictionary corrections and suggestions that learn from the user.
extension Autocorrector: SuggestionService {
    /// The words of ``vocabulary``.
    public var learnedWords: [String] { vocabulary.words }

    /// Whether the dictionary, the lexicon or the learned words have `word`.
    public func isKnown(_ word: String, lexicon: Lexicon) -> Bool {
        isKnown(word, userWords: userWords(lexicon: lexicon))
    }
}
