/// The suggestion service that corrects nothing and suggests nothing: a keyboard that wants the bar
/// empty and words left as typed (a Morse keyboard, a code editor's keys) without a dictionary.
public struct DisabledSuggestionService: SuggestionService {
    /// The service that does nothing.
    public init() {}

    /// Never a correction: every word stays as typed.
    public func correction(for word: String, context: TypingContext, lexicon: Lexicon) -> String? { nil }

    /// Always the empty bar.
    public func suggestionBar(currentWord: String, context: TypingContext, lexicon: Lexicon) -> SuggestionBar { SuggestionBar() }
}
