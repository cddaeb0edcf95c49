/// The two tokens before the word being typed, as the language model reads text: words, a mark
/// inside the sentence (`,` `;` `:` a dash — or `--` — or a bracket, all one token), and the sentence's start
/// (after `.` `!` `?` or a line break, or at the start of the text).
///
/// Other characters — quotes, digits, emoji, Korean — are skipped. Only the last 256 characters
/// are read, so a long document costs no more than a short one.
public struct PredictionContext: Equatable, Sendable {
    /// One token of the context.
    public enum Token: Equatable, Sendable {
        case sentenceStart
        case mark
        case word(String)
    }

    /// The token two before the word, and the one just before it.
    public var earlier: Token, previous: Token

    /// The context at the start of a sentence.
    public static let sentenceStart = PredictionContext(earlier: .sentenceStart, previous: .sentenceStart)

    /// A context of two tokens.
    public init(earlier: Token, previous: Token) {
        self.earlier = earlier
        self.previous = previous
    }

    /// The context of the word after `textBefore` (which must not hold the word's own letters).
    public init(textBefore: some StringProtocol) {
        var tokens: [Token] = [.sentenceStart, .sentenceStart]
        var word = ""
        func endWord() {
            // An apostrophe opening or closing a word is a quote, not part of it.
            let trimmed = word.drop(while: Self.isApostrophe).reversed().drop(while: Self.isApostrophe).reversed()
            if !trimmed.isEmpty { tokens.append(.word(String(trimmed))) }
            word = ""
        }
        var last: Character = " "
        for character in textBefore.suffix(256) {
            defer { last = character }
            if character.isLetter || (Self.isApostrophe(character) && !word.isEmpty) {
                word.append(character)
                continue
            }
            if Self.isApostrophe(character) { continue }
            endWord()
            if ".!?".contains(character) || character.isNewline {
                tokens = [.sentenceStart, .sentenceStart]
            } else if ",;:()[]—–".contains(character) || (character == "-" && last == "-") {
                if tokens.last != .mark, tokens.last != .sentenceStart { tokens.append(.mark) }
            }
        }
        endWord()
        self.init(earlier: tokens[tokens.count - 2], previous: tokens[tokens.count - 1])
    }

    private static func isApostrophe(_ c: Character) -> Bool { c == "'" || c == "\u{2019}" }

    /// Whether the word starts a sentence.
    public var isSentenceStart: Bool { previous == .sentenceStart }
}

extension PredictionContext {
    /// The word just before, if the previous token is one (for the dictionary's bigrams).
    public var previousWord: String? {
        if case .word(let word) = previous { word } else { nil }
    }
}
