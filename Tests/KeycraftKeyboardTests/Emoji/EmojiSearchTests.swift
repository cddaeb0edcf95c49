import Foundation
import KeycraftEmojiData
import KeycraftKeyboard
import Testing

/// Emoji search on the bundled CLDR tables: the ranking a user sees, grouping, versions, graphemes.
@Suite struct EmojiSearchTests {
    static let english = try! EmojiSearch.bundled(.english)
    static let korean = try! EmojiSearch.bundled(.korean)

    func top(_ search: EmojiSearch, _ query: String, _ count: Int = 3) -> [String] {
        search.search(query, limit: count).map(\.emoji)
    }

    @Test func koreanHeartOffersTheRedHeartBeforeTheCardSuit() throws {
        let results = top(Self.korean, "하트", 10)
        let heart = try #require(results.firstIndex(of: "❤️"))
        let suit = try #require(results.firstIndex(of: "♥️"))
        #expect(heart == 0)
        #expect(heart < suit)
    }

    @Test func koreanAppleOffersTheRedApple() {
        // CLDR 46 has 사과 as a keyword of 🍎, 🍏 and 🙇 (bowing: an apology): all three name it
        // exactly. But 사과 is what the apples' names ("빨간 사과", "초록 사과") are of, and only a
        // keyword of 🙇, so the apples come first, the more used one first.
        let results = Self.korean.search("사과", limit: 3)
        #expect(results.map(\.emoji) == ["🍎", "🍏", "🙇"])
        #expect(results.map(\.tier) == [.shortName, .shortName, .exactKeyword])
    }

    @Test func exactKeywordComesBeforePrefixBeforeName() {
        let cat = Self.english.search("cat", limit: 40)
        #expect(cat.map(\.tier.band) == cat.map(\.tier.band).sorted())
        let exact = cat.filter { $0.tier.namesTheEmoji }.map(\.emoji)
        #expect(Set(["🐱", "🐈", "😻", "🐈‍⬛"]).isSubset(of: exact))
        // Keywords that only start with it ("catch") come after every emoji it names.
        let named = cat.prefix { $0.tier < .keywordPrefix }.count
        #expect(named >= exact.count)
        #expect(cat.dropFirst(named).allSatisfy { $0.tier >= .keywordPrefix })
        // Plurals find the singular's emoji.
        #expect(top(Self.english, "pizzas").first == "🍕")
        #expect(top(Self.korean, "놀람").contains("😮") || top(Self.korean, "놀람").contains("😲"))
        // "piz" only starts a keyword.
        #expect(Self.english.search("piz", limit: 1).first == EmojiMatch(emoji: "🍕", tier: .keywordPrefix))
    }

    @Test func queriesAreCaseInsensitiveAndHangulIsNormalized() {
        #expect(top(Self.english, "PIZZA") == top(Self.english, "pizza"))
        #expect(top(Self.english, "  Pizza ") == top(Self.english, "pizza"))
        #expect(top(Self.english, "  Pizza ").first == "🍕")
        // 하트 typed as conjoining jamo (NFD) finds what the precomposed syllables find.
        let decomposed = "하트".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count == 4)
        #expect(top(Self.korean, decomposed) == top(Self.korean, "하트"))
    }

    @Test func severalWordsMustAllMeetTheEmoji() {
        #expect(top(Self.english, "red heart", 1) == ["❤️"])
        #expect(top(Self.english, "heart broken", 1) == ["💔"])
        #expect(top(Self.english, "thumbs up", 1) == ["👍"])
        // No emoji has both: the last word answers alone, ranked no better than a prefix.
        #expect(top(Self.english, "zebra pizza").first == "🍕")
        #expect(Self.english.search("zebra pizza").allSatisfy { $0.tier >= .keywordPrefix })
        #expect(top(Self.english, "zebra qqqz").isEmpty)
    }

    @Test func skinToneAndGenderVariantsComeGroupedUnderTheirBase() {
        let thumbs = top(Self.english, "thumb", 20)
        #expect(thumbs.contains("👍"))
        #expect(!thumbs.contains { $0.unicodeScalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) } })
        #expect(Self.english.variants(of: "👍") == ["👍", "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"])
        #expect(Self.english.variants(of: "👍🏽") == Self.english.variants(of: "👍"))
        let running = Self.english.variants(of: "🏃")
        #expect(running.contains("🏃‍♀️") && running.contains("🏃🏽‍♂️"))
        #expect(Self.english.variants(of: "👩‍⚕️").first == "🧑‍⚕️")
        // A query that names the variant gets it.
        #expect(top(Self.english, "woman running", 1) == ["🏃‍♀️"])
        #expect(Self.english.variants(of: "no such emoji").isEmpty)
    }

    @Test func everyEntryIsOneGraphemeClusterAndSequencesSurvive() {
        for search in [Self.english, Self.korean] {
            #expect(search.table.entries.count == 3773)
            #expect(search.table.entries.allSatisfy { $0.emoji.count == 1 })
        }
        let emoji = Set(Self.english.table.entries.map(\.emoji))
        // A ZWJ sequence with VS16, a flag, a keycap, a two-person skin-tone sequence.
        for sequence in ["❤️‍🔥", "🇰🇷", "1️⃣", "#️⃣", "🧑🏻‍🤝‍🧑🏿", "🏳️‍🌈"] { #expect(emoji.contains(sequence), "\(sequence)") }
        #expect(top(Self.english, "heart on fire", 1) == ["❤️‍🔥"])
        #expect(top(Self.korean, "대한민국", 1) == ["🇰🇷"])
        // The keycap #️⃣ by its key's names: its hand-written terms were missing from symbols.tsv.
        #expect(top(Self.english, "number sign", 1) == ["#️⃣"])
        #expect(top(Self.korean, "우물 정", 1) == ["#️⃣"])
    }

    @Test func onlyEmojiTheTargetiOSDrawsAreOffered() {
        #expect(top(Self.english, "melting face", 1) == ["🫠"])  // Emoji 14.0
        let iOS15 = Self.english.limited(to: .supported(byiOS: 15, 0))
        #expect(iOS15.maximumVersion == EmojiVersion(major: 13, minor: 1))
        #expect(!top(iOS15, "melting face", 50).contains("🫠"))
        #expect(top(Self.english.limited(to: .supported(byiOS: 15, 4)), "melting face", 1) == ["🫠"])
        #expect(!iOS15.variants(of: "🫱").contains("🫱🏽"))
        #expect(iOS15.search("pizza", limit: 1).first?.emoji == "🍕")
    }

    @Test func theiOSToEmojiVersionMappingFollowsApplesReleases() {
        #expect(EmojiVersion.supported(byiOS: 17) == EmojiVersion(major: 15, minor: 0))
        #expect(EmojiVersion.supported(byiOS: 17, 4) == EmojiVersion(major: 15, minor: 1))
        #expect(EmojiVersion.supported(byiOS: 18, 4) == EmojiVersion(major: 16, minor: 0))
        #expect(EmojiVersion.supported(byiOS: 16, 3) == EmojiVersion(major: 14, minor: 0))
        #expect(EmojiVersion.supported(byiOS: 9) == EmojiVersion(major: 5, minor: 0))
    }

    @Test func aSuggestionNeedsTheWholeWordAsAKeyword() {
        #expect(Self.english.suggestion(forWord: "pizza") == "🍕")
        #expect(Self.english.suggestion(forWord: "Pizza") == "🍕")
        #expect(Self.english.suggestion(forWord: "piz") == nil)
        #expect(Self.english.suggestion(forWord: "the") == nil)
        #expect(Self.korean.suggestion(forWord: "피자") == "🍕")
    }

    @Test func emptyAndSymbolOnlyQueriesFindNothing() {
        for query in ["", "   ", "\n", "!!!", "\u{200D}"] { #expect(top(Self.english, query).isEmpty, "\(query.debugDescription)") }
        #expect(Self.english.search("pizza", limit: 0).isEmpty)
    }
}
