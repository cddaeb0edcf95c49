import Foundation

/// One answer of an emoji search: the emoji to offer and how well its words met the query.
public struct EmojiMatch: Equatable, Sendable {
    /// How a query met an emoji's words, best first: the order of the results before popularity.
    public enum Tier: Int, Comparable, Sendable {
        /// The query is one of the emoji's keywords or its short name ("pizza" → 🍕).
        case exactKeyword
        /// The query is a word of a keyword or of the short name ("사과" → 🍎 "빨간 사과"), or each
        /// of its words is one.
        case keywordWord
        /// The query starts a keyword or a keyword's word ("piz" → 🍕), or another form of it names
        /// the emoji ("eyes" → the keyword "eye").
        case keywordPrefix
        /// The query only starts the short name or a word of it.
        case namePrefix

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// What ranks first, before popularity: a query that names the emoji (a whole keyword, the
        /// name, or a word of them) is one band; starting a keyword the next; starting a name the last.
        public var band: Int {
            switch self {
            case .exactKeyword, .keywordWord: 0
            case .keywordPrefix: 1
            case .namePrefix: 2
            }
        }
    }

    /// The emoji: the base of its group, or the variant the query named ("woman running" → 🏃‍♀️).
    public let emoji: String
    /// How the query met it.
    public let tier: Tier

    public init(emoji: String, tier: Tier) {
        self.emoji = emoji
        self.tier = tier
    }
}

/// Where a term of the index comes from, which with exact-or-prefix decides the ``EmojiMatch/Tier``.
enum EmojiTermKind: UInt8, Sendable {
    /// A whole keyword, the whole short name.
    case keyword, name
    /// A word of a keyword or of the short name.
    case keywordWord, nameWord

    /// The tier of a match of this kind: `exact` when the query (or one of its words) equals the term,
    /// false when it only starts it. `wholeQuery` is false for one word of a several-word query,
    /// which can't equal a whole keyword.
    func tier(exact: Bool, wholeQuery: Bool) -> EmojiMatch.Tier? {
        switch (self, exact) {
        case (.keyword, true), (.name, true): wholeQuery ? .exactKeyword : nil
        case (.keyword, false): wholeQuery ? .keywordPrefix : nil
        case (.name, false): wholeQuery ? .namePrefix : nil
        case (.keywordWord, true): .keywordWord
        case (.keywordWord, false): .keywordPrefix
        case (.nameWord, true): .keywordWord
        case (.nameWord, false): .namePrefix
        }
    }
}

/// How queries and keywords are compared: NFC (a Hangul query typed as jamo sequences meets CLDR's
/// precomposed syllables), lower case, words split at anything that is not a letter or a digit.
enum EmojiText {
    static func normalized(_ text: String) -> String {
        // Text of Latin-1 and precomposed Hangul syllables is already NFC (most keywords and
        // queries): Foundation's normalization, the slow part of indexing, is skipped for it.
        let composed = text.unicodeScalars.allSatisfy { $0.value < 0x300 || (0xAC00...0xD7A3).contains($0.value) }
            ? text : text.precomposedStringWithCanonicalMapping
        return composed.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The words of normalized text ("kiss: person, person" → kiss, person, person).
    static func words(_ normalized: String) -> [Substring] {
        normalized.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }
    }

    /// The forms a query is searched in: itself, then ``EmojiQueryForms``' other forms of it.
    static func forms(of normalized: String) -> [String] { EmojiQueryForms.forms(of: normalized) }
}
