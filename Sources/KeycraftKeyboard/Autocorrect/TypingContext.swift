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
    /// The token after the word — a word, or a mark inside the sentence — when the whole text is
    /// known (``init(textBefore:textAfter:)``, as `keycraft correct` reads a file); nil as a keyboard
    /// types (what follows is not typed yet), and before the sentence's end.
    public var following: PredictionContext.Token?

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
        let attached = textBefore.last.map { !$0.isWhitespace && $0 != "\"" && !Self.opening.contains($0) } ?? false
        self.init(textBefore: textBefore, attached: attached)
        prediction = PredictionContext(textBefore: textBefore)
    }

    /// The context of a word between `textBefore` and `textAfter`, when the whole text is known (a
    /// keyboard knows only what is before the cursor: it uses ``init(textBefore:)``).
    public init(textBefore: some StringProtocol, textAfter: some StringProtocol) {
        self.init(textBefore: textBefore)
        following = Self.firstToken(of: textAfter)
    }

    /// The language model's first token in `text`: a word (after spaces, quotes or a hyphen), a mark
    /// inside the sentence (`,` `;` `:` a dash), or nil at the sentence's end or a line break.
    static func firstToken(of text: some StringProtocol) -> PredictionContext.Token? {
        var rest = Substring(text)
        while let c = rest.first, (c.isWhitespace && !c.isNewline) || "\"“”'’-".contains(c) {
            if c == "-", rest.dropFirst().first == "-" { return .mark }
            rest = rest.dropFirst()
        }
        guard let first = rest.first else { return nil }
        if ",;:—–".contains(first) { return .mark }
        let word = rest.prefix(while: { $0.isLetter || $0 == "'" || $0 == "\u{2019}" })
        let trimmed = word.reversed().drop(while: { !$0.isLetter }).reversed()
        return trimmed.isEmpty ? nil : .word(String(trimmed))
    }

    private init(textBefore: some StringProtocol, attached: Bool) {
        guard !Self.startsSentence(after: textBefore) else {
            self.init(previousWord: nil, isSentenceStart: true, isAttachedToPrevious: attached)
            return
        }
        let trimmed = textBefore.reversed().drop(while: \.isWhitespace)
        let word = String(trimmed.prefix(while: { $0.isLetter || $0 == "'" || $0 == "\u{2019}" }).reversed())
        self.init(previousWord: word.isEmpty ? nil : word, isSentenceStart: false, isAttachedToPrevious: attached)
    }

    /// Whether a word after `textBefore` starts a sentence: at the start of the text, after `.` `!` `?`
    /// or a line break — past spaces and the quotes and brackets that open a sentence (“Helo, «Helo,
    /// 「안녕, ("Helo), as the language model reads the text (``PredictionContext``). A straight quote
    /// opens at the start or after a space or another opening mark, with the word right after it
    /// ("Stop!" he said, and Why? " cried he: it closes, or can't be told).
    static func startsSentence(after textBefore: some StringProtocol) -> Bool {
        var end = textBefore.endIndex
        while end > textBefore.startIndex {
            let i = textBefore.index(before: end)
            let c = textBefore[i]
            if c.isNewline || ".!?".contains(c) { return true }
            let before = i > textBefore.startIndex ? textBefore[textBefore.index(before: i)] : nil
            let straight = "\"'".contains(c)
            // A straight quote with spaces on both sides opens or closes (? " cried he): past the text's
            // start, it starts nothing (at the start it opens more often than it closes the sentence before:
            // on development books, 8 more slips were fixed so).
            if straight, end < textBefore.endIndex, textBefore[end].isWhitespace,
               textBefore[..<i].contains(where: { !$0.isWhitespace }) { return false }
            guard c.isWhitespace || opening.contains(c)
                    || (straight && before.map { $0.isWhitespace || opening.contains($0) } ?? true) else { return false }
            end = i
        }
        return true
    }

    /// The quotes and brackets that open a quotation or an aside (English, French, German, CJK).
    static let opening: Set<Character> = ["“", "‘", "„", "‚", "«", "‹", "「", "『", "(", "[", "{", "（", "［", "｛", "〈", "《", "【", "〔"]
}
