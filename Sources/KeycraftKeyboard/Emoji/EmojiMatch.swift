import Foundation

/// One answer of an emoji search: the emoji to offer and how well its words met the query.
public struct EmojiMatch: Equatable, Sendable {
    /// How a query met an emoji's words, best first: the order of the results before popularity.
    public enum Tier: Int, Comparable, Sendable {
        /// The query is what the emoji's short name shows, the name without a trailing "face" ("cat"
        /// → 🐱 "cat face"): the thing itself, before emoji whose name only ends in it (😿 "crying
        /// cat") or has it before "with" (😹 "cat with tears of joy").
        case shortNameSubject
        /// The query is the emoji's short name, the name before "with" ("beach" → 🏖️ "beach with
        /// umbrella") or its last word, the head noun ("milk" → 🥛 "glass of milk", 하트 → ❤️ "빨간색
        /// 하트" and ♥️ "하트", the more used first). It ranks before emoji that only list the word
        /// among their keywords (😻, 🐮).
        case shortName
        /// The query is one of the emoji's curated everyday words (기념일 → 🎉): what a user typing
        /// it means, ranked with CLDR's own words.
        case everydayWord
        /// The query is one of the emoji's keywords or its short name ("pizza" → 🍕).
        case exactKeyword
        /// The query is a word of a keyword or of the short name ("사과" → 🍎 "빨간 사과"), or each
        /// of its words is one.
        case keywordWord
        /// The query is one of the emoji's supplementary keywords ("omg", 댕댕이): words CLDR lacks, from
        /// a lower-ranked source.
        case supplementaryKeyword
        /// The query starts a keyword or a keyword's word ("piz" → 🍕), or another form of it names
        /// the emoji ("eyes" → the keyword "eye").
        case keywordPrefix
        /// The query only starts the short name or a word of it.
        case namePrefix

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// What ranks first, before popularity: the query naming what the emoji shows (its short name
        /// less a face or an accessory); then what it is (its short name or the name's head) or what a
        /// curated everyday word means by it; then naming it in CLDR's words (a whole keyword, the name,
        /// or a word of them); then a supplementary keyword; then starting a keyword; starting a name
        /// the last.
        public var band: Int {
            switch self {
            case .shortNameSubject: 0
            case .shortName: 1
            case .everydayWord: 1
            case .exactKeyword, .keywordWord: 2
            case .supplementaryKeyword: 3
            case .keywordPrefix: 4
            case .namePrefix: 5
            }
        }

        /// Whether the query is the emoji's short name (or what it shows or ends in) or one of its
        /// CLDR keywords, whole: what a suggestion needs.
        public var namesTheEmoji: Bool { self <= .exactKeyword }
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
    /// What the short name shows or is (``EmojiText/shortNames(of:)``); matched whole only.
    case shortNameSubject, shortName
    /// A supplementary keyword; matched whole only.
    case supplementary
    /// A curated everyday word; matched whole only.
    case everyday

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
        case (.shortNameSubject, true): wholeQuery ? .shortNameSubject : nil
        case (.shortName, true): wholeQuery ? .shortName : nil
        case (.supplementary, true): wholeQuery ? .supplementaryKeyword : nil
        case (.everyday, true): wholeQuery ? .everydayWord : nil
        case (.shortNameSubject, false), (.shortName, false), (.supplementary, false), (.everyday, false): nil
        }
    }
}
