/// One emoji of a table: the CLDR short name and keywords in one language, the Emoji version that
/// introduced it, and the base it groups under when it is a skin-tone or gender variant.
public struct EmojiEntry: Equatable, Sendable {
    /// The emoji, one grapheme cluster (ZWJ sequences, skin tones and VS16 included).
    public let emoji: String
    /// The Emoji version that introduced it.
    public let version: EmojiVersion
    /// The emoji it is a variant of (👍 for 👍🏽, 🏃 for 🏃‍♀️); nil for a base.
    public let base: String?
    /// CLDR's short name (`type="tts"`).
    public let name: String
    /// CLDR's keywords.
    public let keywords: [String]
    /// Everyday words for it that CLDR lacks ("omg", 댕댕이), from a supplementary source: searched
    /// as a tier below CLDR's keywords, so they add answers without reordering CLDR's.
    public let supplementaryKeywords: [String]
    /// Everyday words curated for it: what a user typing the word means by it (기념일 → 🎉, "date" →
    /// 💑), written by hand rather than taken from a keyword list, so searched with CLDR's own words.
    public let everydayKeywords: [String]

    public init(emoji: String, version: EmojiVersion, base: String?, name: String, keywords: [String],
                supplementaryKeywords: [String] = [], everydayKeywords: [String] = []) {
        self.emoji = emoji
        self.version = version
        self.base = base
        self.name = name
        self.keywords = keywords
        self.supplementaryKeywords = supplementaryKeywords
        self.everydayKeywords = everydayKeywords
    }
}
