/// What comes before the word being typed: the previous word (for bigrams) and whether the word
/// starts a sentence (capitalised there, it is not a name).
public struct TypingContext: Equatable, Sendable {
    /// The word before the one being typed, if any (for bigrams).
    public var previousWord: String?
    /// Whether the word starts a sentence (a capital there is not a name).
    public var isSentenceStart: Bool
    /// Whether the word follows another character with no space between (other than an opening
    /// quote or bracket): part of an address (user@, http://), of a hyphenated compound, or an
    /// elision ('em, 'tis) — not a word of its own to correct.
    public var isAttachedToPrevious: Bool
    /// The two tokens before the word, for the language model (``PredictionContext``).
    public var prediction: PredictionContext

    /// A context with the given previous word and sentence position (the word before it unknown).
    public init(previousWord: String?, isSentenceStart: Bool, isAttachedToPrevious: Bool = false) {
        self.previousWord = previousWord
        self.isSentenceStart = isSentenceStart
        self.isAttachedToPrevious = isAttachedToPrevious
        prediction = isSentenceStart && previousWord == nil
            ? .sentenceStart : PredictionContext(earlier: .word(""), previous: previousWord.map { .word($0) } ?? .mark)
    }

    /// The context of a word preceded by `textBefore` (the document context before it).
    public init(textBefore: some StringProtocol) {
        let attached = textBefore.last.map { !$0.isWhitespace && !"\"(“[{«".contains($0) } ?? false
        self.init(textBefore: textBefore, attached: attached)
        prediction = PredictionContext(textBefore: textBefore)
    }

    private init(textBefore: some StringProtocol, attached: Bool) {
        let trimmed = textBefore.reversed().drop(while: \.isWhitespace)
        guard let last = trimmed.first else {
            self.init(previousWord: nil, isSentenceStart: true, isAttachedToPrevious: attached)
            return
        }
        if ".!?".contains(last) || last.isNewline {
            self.init(previousWord: nil, isSentenceStart: true, isAttachedToPrevious: attached)
            return
        }
        let word = String(trimmed.prefix(while: { $0.isLetter || $0 == "'" || $0 == "\u{2019}" }).reversed())
        self.init(previousWord: word.isEmpty ? nil : word, isSentenceStart: false, isAttachedToPrevious: attached)
    }
}
