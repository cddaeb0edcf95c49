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
        #expect(top(Self.english, "kisses").contains("😘"))        // -es plural
        #expect(top(Self.english, "crying").contains("😢"))        // cry + ing
        #expect(top(Self.english, "worried").contains("😟"))       // worry + ed
        #expect(top(Self.english, "sleepy").contains("😴"))        // sleep + y
        #expect(top(Self.english, "pizzas") == ["🍕"])
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
        #expect(top(Self.korean, "놀람").contains("😲"))          // 놀람 → 놀란
    }

    @Test func severalWordsWithoutASpaceMeetTheKeyword() {
        #expect(top(Self.english, "thumbsup", 1) == ["👍"])
        #expect(top(Self.korean, "엉엉우는", 1) == ["😭"])
    }

    /// Other forms meet whole keywords only and rank after what the query itself names, so they add
    /// answers without reordering them.
    @Test func otherFormsNeverOutrankTheQuerysOwnMatches() {
        #expect(top(Self.korean, "하트").first == "❤️")
        #expect(top(Self.korean, "사과") == ["🍎", "🍏", "🙇‍♂️"])
        let smiling = Self.english.search("smiling", limit: 30)
        #expect(smiling.map(\.tier.band) == smiling.map(\.tier.band).sorted())
        #expect(top(Self.english, "zzzqqqing").isEmpty)
    }
}
