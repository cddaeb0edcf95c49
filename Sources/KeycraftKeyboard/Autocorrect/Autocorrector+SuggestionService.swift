/// The standard suggestion service: dictionary corrections and suggestions that learn from the user.
extension Autocorrector: SuggestionService {
    /// The words of ``vocabulary``.
    public var learnedWords: [String] { vocabulary.words }
}
