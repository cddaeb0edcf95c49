/// What corrects words and fills the suggestion bar: the seam where an app plugs in its own
/// corrector. ``Autocorrector`` is the standard service (a ``Speller`` over a dictionary, learning
/// from what the user keeps); ``DisabledSuggestionService`` corrects nothing and suggests nothing.
/// The typing pipelines (``KeyboardTextEntry``, the keyboard-extension controller, the playground's
/// fields) call it only where the field allows autocorrect (``Autocorrector/isEnabled(for:)``).
///
/// ```swift
/// struct ShoutingCorrector: SuggestionService {
///     func correction(for word: String, context: TypingContext, lexicon: Lexicon) -> String? { word.uppercased() }
///     func suggestionBar(currentWord: String, context: TypingContext, lexicon: Lexicon) -> SuggestionBar { SuggestionBar() }
/// }
/// let keyboard = KeyboardExtensionController(proxy: proxy, host: host, suggestionService: { _, _ in ShoutingCorrector() })
/// ```
public protocol SuggestionService {
    /// The word to put in place of `word`, which the user just ended, or nil to leave it.
    func correction(for word: String, context: TypingContext, lexicon: Lexicon) -> String?
    /// The bar for the word being typed (`currentWord`, empty after a space) after `context`.
    func suggestionBar(currentWord: String, context: TypingContext, lexicon: Lexicon) -> SuggestionBar
    /// `word` was ended and left as typed (no correction, or none the service offered).
    mutating func kept(_ word: String, lexicon: Lexicon)
    /// `word` (as typed or corrected) ended after `context`.
    mutating func ended(_ word: String, context: TypingContext)
    /// The user undid `correction` with a backspace, back to `typed`.
    mutating func reverted(typed: String, correction: String)
    /// The user tapped the typed word in the bar: keep it.
    mutating func learn(_ word: String)
    /// The words learned so far (what the containing app shows the user to edit).
    var learnedWords: [String] { get }
    /// Whether `word` is a word the service knows as it stands, so the keyboard leaves it whole: a
    /// hyphenated compound it knows ("well-being") is not corrected part by part.
    func isKnown(_ word: String, lexicon: Lexicon) -> Bool
}

/// A service that does not learn needs only ``SuggestionService/correction(for:context:lexicon:)`` and
/// ``SuggestionService/suggestionBar(currentWord:context:lexicon:)``.
extension SuggestionService {
    /// Ignored by a service that does not learn.
    public mutating func kept(_ word: String, lexicon: Lexicon) {}
    /// Ignored by a service that does not learn.
    public mutating func ended(_ word: String, context: TypingContext) {}
    /// Ignored by a service that does not learn.
    public mutating func reverted(typed: String, correction: String) {}
    /// Ignored by a service that does not learn.
    public mutating func learn(_ word: String) {}
    /// None, for a service that does not learn.
    public var learnedWords: [String] { [] }
    /// No word, for a service without a word list: each part of a compound gets its own correction.
    public func isKnown(_ word: String, lexicon: Lexicon) -> Bool { false }
}
