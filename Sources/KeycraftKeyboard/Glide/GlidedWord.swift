import KeycraftText

/// A word a glide gesture put in the document, as QuickPath puts it: the likeliest word followed by a
/// space (and preceded by one when the gesture continues a word or follows punctuation), capitalised
/// as the field and the shift key ask, with the other candidates kept for the suggestion bar until
/// the next key.
///
/// It holds only what the keyboard itself inserted, in memory, for as long as a tap on the bar or a
/// backspace may still replace it (the same privacy rule as a correction that may be reverted).
///
/// ```swift
/// let glided = GlidedWord(candidates: ["hello", "jello"], textBefore: "Say", traits: TextInputTraits(), shifted: false)
/// glided?.insertedText                           // " hello "
/// glided?.suggestionBar.slots.map(\.text)        // ["jello"]
/// ```
public struct GlidedWord: Equatable, Sendable {
    /// The word inserted, as cased.
    public let word: String
    /// Whether a space was inserted before it.
    public let hasLeadingSpace: Bool
    /// The other candidates, best first, cased the same way.
    public let alternatives: [String]

    /// What a gesture whose `candidates` (best first, as the dictionary shows them) were decoded after
    /// `textBefore` inserts; nil for no candidate. The word is capitalised when `shifted`, or as the
    /// field's `autocapitalizationType` asks (a sentence's first word for `.sentences`).
    public init?(candidates: [String], textBefore: String, traits: TextInputTraits, shifted: Bool) {
        guard let best = candidates.first else { return nil }
        let context = TypingContext(textBefore: textBefore)
        let casing: CasePattern = switch traits.autocapitalizationType {
        case .allCharacters: .allCaps
        case .words: .capitalized
        case .sentences where context.isSentenceStart: .capitalized
        default: shifted ? .capitalized : .asListed
        }
        word = casing.apply(to: best)
        var seen: Set<String> = [word]
        alternatives = candidates.dropFirst().map(casing.apply(to:)).filter { seen.insert($0).inserted }
        hasLeadingSpace = Self.needsLeadingSpace(after: textBefore)
    }

    private init(word: String, hasLeadingSpace: Bool, alternatives: [String]) {
        self.word = word
        self.hasLeadingSpace = hasLeadingSpace
        self.alternatives = alternatives
    }

    /// What goes into the document: the word and a space, after a space when needed.
    public var insertedText: String { (hasLeadingSpace ? " " : "") + word + " " }

    /// The bar after a glide: the alternatives, best first (a tap puts one in place of the word).
    public var suggestionBar: SuggestionBar {
        SuggestionBar(slots: alternatives.map { Suggestion(text: $0, kind: .correction) })
    }

    /// The glided word with `alternative` in place of the word; the word becomes an alternative, so
    /// the user can go back to it.
    public func replacing(with alternative: String) -> GlidedWord {
        GlidedWord(word: alternative, hasLeadingSpace: hasLeadingSpace,
                   alternatives: [word] + alternatives.filter { $0 != alternative })
    }

    /// A glided word is separated from what comes before it unless that is nothing, white space or an
    /// opening bracket or quote ("(hello", "“hello").
    static func needsLeadingSpace(after text: String) -> Bool {
        guard let last = text.last else { return false }
        return !(last.isWhitespace || "([{<“‘\"'«¿¡".contains(last))
    }
}
