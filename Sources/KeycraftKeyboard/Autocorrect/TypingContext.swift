/// What comes before the word being typed: the previous word (for bigrams) and whether the word
/// starts a sentence (capitalised there, it is not a name).
public struct TypingContext: Equatable, Sendable {
    /// The word before the one being typed, if any (for bigrams).
    public var previousWord: String?
    /// Whether the word starts a sentence (a capital there is not a name).
    public var isSentenceStart: Bool

    /// A context with the given previous word and sentence position.
    public init(previousWord: String?, isSentenceStart: Bool) {
        self.previousWord = previousWord
        self.isSentenceStart = isSentenceStart
    }

    /// The context of a word preceded by `textBefore` (the document context before it).
    public init(textBefore: some StringProtocol) {
        let trimmed = textBefore.reversed().drop(while: \.isWhitespace)
        guard let last = trimmed.first else {
            self.init(previousWord: nil, isSentenceStart: true)
            return
        }
        if ".!?".contains(last) || last.isNewline {
            self.init(previousWord: nil, isSentenceStart: true)
            return
        }
        let word = String(trimmed.prefix(while: { $0.isLetter || $0 == "'" || $0 == "\u{2019}" }).reversed())
        self.init(previousWord: word.isEmpty ? nil : word, isSentenceStart: false)
    }
}
