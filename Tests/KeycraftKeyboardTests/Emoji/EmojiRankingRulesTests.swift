import Foundation
import KeycraftEmojiData
import KeycraftKeyboard
import Testing

/// The rules that order emoji beyond CLDR's keywords: the short name first, other forms of a word
/// (English plurals and verb forms, Korean particles and endings, stretched chat words, a syllable
/// still being composed), and the supplementary keywords below CLDR's.
@Suite struct EmojiRankingRulesTests {
    static let english = try! EmojiSearch.bundled(.english)
    static let korean = try! EmojiSearch.bundled(.korean)

    func top(_ search: EmojiSearch, _ query: String, _ count: Int = 3) -> [String] {
        search.search(query, limit: count).map(\.emoji)
    }

    /// A small table: 🐱 "cat face", 😿 "crying cat", 😻 (cat only among its keywords, most used),
    /// ❤️ "red heart", ♥️ "heart" (as CLDR's Korean names the card suit 하트).
    static let table = try! EmojiTable(
        parsing: """
        🐱\t0.6\t\tcat face\tcat|face|pet
        😿\t0.6\t\tcrying cat\tcat|cry|face|sad
        😻\t0.6\t\tsmiling cat with heart-eyes\tcat|eye|face|heart|love
        ❤️\t0.6\t\tred heart\theart|love
        ♥️\t0.6\t\theart\tcard|game|heart
        😂\t0.6\t\tface with tears of joy\tlaugh|tear
        🐶\t0.6\t\tdog face\tdog|pet

        """, named: "t.tsv", popularity: "😻\t400\n😿\t200\n🐱\t10\n❤\t120\n♥\t80\n😂\t1000\n",
        supplementary: "😂\tlmao|rolling on the floor\n🐶\tcat\n")

    @Test func theShortNamesSubjectComesFirstThenTheNamesHead() {
        let search = EmojiSearch(table: Self.table)
        let cat = search.search("cat", limit: 4)
        // 🐱 shows a cat; 😿 is a crying cat (the name's head); 😻 only lists "cat" among its keywords,
        // though it is the most used; 🐶's supplementary "cat" comes last.
        #expect(cat.map(\.emoji) == ["🐱", "😿", "😻", "🐶"])
        #expect(cat.map(\.tier) == [.shortNameSubject, .shortName, .exactKeyword, .supplementaryKeyword])
        // A name's head ties with a whole name, and the more used comes first.
        #expect(search.search("heart", limit: 3).map(\.emoji) == ["❤️", "♥️", "😻"])
    }

    @Test func shortNamesOnTheBundledTables() {
        #expect(top(Self.english, "cat").first == "🐱")
        #expect(top(Self.english, "dog").first == "🐶")
        #expect(top(Self.english, "milk").first == "🥛")          // glass of milk
        #expect(top(Self.english, "beach").first == "🏖️")         // beach with umbrella
        #expect(top(Self.english, "cold").contains("🥶"))         // cold face
        #expect(top(Self.korean, "고양이").first == "🐱")          // 고양이 얼굴
        #expect(top(Self.korean, "미국").first == "🇺🇸")          // 깃발: 미국, a flag's one qualifier
        #expect(top(Self.english, "japan").contains("🇯🇵"))       // flag: Japan
        // 하트 is the whole name of ♥️ and the head of ❤️ "빨간색 하트": the more used wins.
        #expect(top(Self.korean, "하트").first == "❤️")
    }

    @Test func theSupplementaryTierRanksBelowCLDRAndNeverSuggests() throws {
        let search = EmojiSearch(table: Self.table)
        #expect(search.search("lmao", limit: 3) == [EmojiMatch(emoji: "😂", tier: .supplementaryKeyword)])
        // Several words of a supplementary keyword, spaced or not.
        #expect(search.search("rolling on the floor", limit: 1).first?.emoji == "😂")
        #expect(search.search("rollingonthefloor", limit: 1).first?.emoji == "😂")
        #expect(search.suggestion(forWord: "lmao") == nil)
        #expect(search.suggestion(forWord: "cat") == "🐱")
        // On the bundled tables: words CLDR lacks find their emoji, and every CLDR match of the
        // query ranks before every supplementary one.
        #expect(top(Self.english, "namaste").contains("🙏"))
        #expect(top(Self.korean, "댕댕이").contains("🐶"))
        // Korean terms derived from the emoji's English words through CLDR's own English–Korean
        // pairing (scripts/generate-emoji-tables.py): ✈️'s Korean annotation lacks 날다, its English
        // "fly" pairs with 날다 on other emoji.
        let airplane = try #require(Self.korean.table.entries.first { $0.emoji == "✈️" })
        #expect(airplane.supplementaryKeywords.contains("날다") && !airplane.keywords.contains("날다"))
        #expect(top(Self.korean, "날다", 10).contains("✈️"))
        #expect(top(Self.korean, "ㅠㅠ").contains("😭"))
        for (search, query) in [(Self.english, "happy"), (Self.english, "omg"), (Self.korean, "대박"), (Self.korean, "ㅋㅋ")] {
            let bands = search.search(query, limit: 30).map(\.tier.band)
            #expect(bands == bands.sorted(), "\(query)")
        }
    }

    @Test func aSupplementaryLineForAnEmojiNotInTheTableIsNamed() {
        #expect(throws: EmojiTableError.malformedLine(table: "s.tsv", line: 2, reason: "🍕 is not in t.tsv")) {
            try EmojiTable(parsing: "👍\t0.6\t\tthumbs up\t+1\n", named: "t.tsv", supplementary: "👍\tlike\n🍕\tslice\n",
                           supplementaryNamed: "s.tsv")
        }
        let expected = "expected emoji⇥keyword|keyword…[⇥everyday|everyday…]"
        #expect(throws: EmojiTableError.malformedLine(table: "s.tsv", line: 1, reason: expected)) {
            try EmojiTable(parsing: "👍\t0.6\t\tthumbs up\t+1\n", named: "t.tsv", supplementary: "👍\n", supplementaryNamed: "s.tsv")
        }
        #expect(throws: EmojiTableError.malformedLine(table: "s.tsv", line: 2, reason: expected)) {
            try EmojiTable(parsing: "👍\t0.6\t\tthumbs up\t+1\n", named: "t.tsv", supplementary: "# c\n👍\tlike\tgood\tgreat\n",
                           supplementaryNamed: "s.tsv")
        }
    }

    /// The hand-written everyday words (scripts/data/emoji-everyday-words-{en,ko}.tsv, the third field
    /// of a supplementary line) say what a user typing the word means: they rank with the short names,
    /// before an emoji that only lists the word among CLDR's keywords, and never make the bar suggest.
    @Test func everydayWordsRankBeforeOtherEmojisKeywords() throws {
        let table = try EmojiTable(parsing: """
            🎉\t0.6\t\tparty popper\tcelebration|party
            💕\t0.6\t\ttwo hearts\tlove|anniversary
            😂\t0.6\t\tface with tears of joy\tlaugh|tear

            """, named: "t.tsv", popularity: "💕\t900\n🎉\t100\n😂\t5000\n",
            supplementary: "🎉\t\tanniversary|big day\n😂\tanniversary\n", supplementaryNamed: "s.tsv")
        #expect(table.entries[0].everydayKeywords == ["anniversary", "big day"] && table.entries[0].supplementaryKeywords.isEmpty)
        #expect(table.entries[2].everydayKeywords.isEmpty)
        let search = EmojiSearch(table: table)
        #expect(search.search("anniversary", limit: 3) == [
            EmojiMatch(emoji: "🎉", tier: .everydayWord), EmojiMatch(emoji: "💕", tier: .exactKeyword),
            EmojiMatch(emoji: "😂", tier: .supplementaryKeyword),
        ])
        #expect(search.search("bigday", limit: 1).first?.emoji == "🎉")      // spaced or not
        #expect(search.search("anniv", limit: 3).map(\.emoji) == ["💕"])      // matched whole only
        #expect(search.suggestion(forWord: "anniversary") == "💕")
        for query in ["anniversary", "big day", "bigday", "anniv"] {
            #expect(search.scanningSearch(query, limit: 3, in: search.scanEntries()) == search.search(query, limit: 3))
        }
        // On the bundled tables.
        #expect(Self.korean.search("기념일", limit: 1).first?.tier == .everydayWord)
        #expect(top(Self.korean, "배추", 1) == ["🥬"])
        #expect(top(Self.english, "takeoff").contains("🛫"))
    }

    /// Chat puts a predicate in the past, the plain present, before an exclamation or inside "don't" and
    /// "want to"; the forms read the stem back and search its adnominal, nominal, dictionary and
    /// informal forms, as CLDR and the tables spell them.
    @Test func koreanPastAndPlainEndingsFindTheStem() throws {
        let table = try EmojiTable(parsing: """
            😩\t0.6\t\t지친 얼굴\t지친|피곤
            🥳\t0.6\t\t파티 얼굴\t신난|파티
            😋\t0.6\t\t맛있는 얼굴\t먹는|맛있는
            😍\t0.6\t\t하트 눈\t반함|사랑
            😱\t0.6\t\t겁먹은 얼굴\t무서운
            👍\t0.6\t\t좋아요\t좋은
            😭\t0.6\t\t우는 얼굴\t우는|눈물
            😴\t0.6\t\t잠자는 얼굴\t잠|졸림
            💓\t0.6\t\t뛰는 하트\t설렘
            🎉\t0.6\t\t파티 폭죽\t축하
            🙅\t0.6\t\t안 돼\t싫어
            😢\t0.6\t\t눈물 흘리는 얼굴\t슬퍼

            """, named: "t.tsv")
        let search = EmojiSearch(table: table)
        let expected = ["지쳤어": "😩", "지쳤다": "😩", "지쳤어요": "😩", "신났어": "🥳", "신난다": "🥳", "먹었어": "😋", "먹는다": "😋",
                        "반했어": "😍", "무서웠어": "😱", "좋네": "👍", "좋네요": "👍", "좋지": "👍", "좋구나": "👍",
                        // "don't" and "want to" around a stem; honorifics after a noun; an informal ㅔ stem;
                        // a dictionary form meeting the informal form a table spells.
                        "울지 마": "😭", "울지마요": "😭", "자고 싶어": "😴", "자고싶다": "😴", "축하드립니다": "🎉", "축하드려요": "🎉",
                        "설레요": "💓", "설렌다": "💓", "싫다": "🙅", "슬프다": "😢"]
        for (query, emoji) in expected {
            #expect(search.search(query, limit: 1).first?.emoji == emoji, "\(query)")
            #expect(search.scanningSearch(query, limit: 3, in: search.scanEntries()) == search.search(query, limit: 3), "\(query)")
        }
        // A form is only searched, never made up: what no keyword spells finds nothing.
        #expect(search.search("갔어", limit: 3).isEmpty)
        #expect(top(Self.korean, "신난다").contains { ["🥳", "🎉", "😆"].contains($0) })
    }

    /// A Korean compound typed as one word that nothing names whole falls back on its longest ending
    /// that finds something (Korean compounds end in their kind), ranked as a prefix.
    @Test func aKoreanCompoundNothingNamesFallsBackOnItsHead() throws {
        let table = try EmojiTable(parsing: """
            🐶\t0.6\t\t강아지 얼굴\t강아지|동물
            🌳\t0.6\t\t나무\t나무|숲

            """, named: "t.tsv")
        let search = EmojiSearch(table: table)
        #expect(search.search("야생동물", limit: 3) == [EmojiMatch(emoji: "🐶", tier: .keywordPrefix)])
        #expect(search.search("동물", limit: 1).first?.tier == .exactKeyword)
        #expect(search.search("큰나무", limit: 3).map(\.emoji) == ["🌳"])
        #expect(search.search("쀍뛟쀍", limit: 3).isEmpty)
        #expect(search.search("동물ㅇ", limit: 3).map(\.emoji) == ["🐶"])       // a jamo being typed: the prefix
        for query in ["야생동물", "큰나무", "쀍뛟쀍"] {
            #expect(search.scanningSearch(query, limit: 3, in: search.scanEntries()) == search.search(query, limit: 3))
        }
        #expect(top(Self.korean, "아기고양이").contains("🐱"))
    }

    @Test func englishPluralsAndVerbFormsFindTheBase() {
        // The query itself names few emoji, so its base form's matches rank as its own would.
        #expect(top(Self.english, "kittens").first == "🐱")
        #expect(top(Self.english, "puppies").first == "🐶")
        #expect(top(Self.english, "dogs").first == "🐶")
        #expect(top(Self.english, "bananas").first == "🍌")
        #expect(Self.english.search("kittens", limit: 1).first?.tier.namesTheEmoji == true)
        #expect(top(Self.english, "apples").contains("🍎"))
        #expect(top(Self.english, "raining").contains { ["🌧️", "☔"].contains($0) })
        // Stretched chat words.
        #expect(top(Self.english, "pizzzza").contains("🍕"))
    }

    @Test func koreanParticlesAndEndingsAreStripped() {
        #expect(top(Self.korean, "고양이가").first == "🐱")
        #expect(top(Self.korean, "강아지랑").contains("🐶"))
        #expect(top(Self.korean, "고양이들이").first == "🐱")       // plural and a particle
        #expect(top(Self.korean, "곰이").contains("🐻"))             // 이 after a final consonant
        #expect(top(Self.korean, "슬프다").contains("😢") || top(Self.korean, "슬프다").contains("😭"))
        // A syllable that only looks like a particle stays: 사과 is not 사 + 과 (과 follows a consonant).
        #expect(top(Self.korean, "사과").first == "🍎")
        #expect(top(Self.korean, "ㅋㅋㅋㅋㅋ").contains("😂") || top(Self.korean, "ㅋㅋㅋㅋㅋ").contains("🤣"))
    }

    @Test func aKoreanQueryStillBeingComposedFindsItsWord() {
        // While 고양이 is typed, the IME shows 고양ㅇ (the ㅇ not yet in a syllable), and 고양이ㄱ on the
        // way to 고양이가: the bare jamo is left out and the rest searched as a prefix.
        let composing = Self.korean.search("고양ㅇ", limit: 5)
        #expect(composing == Self.korean.search("고양", limit: 5))
        #expect(composing.contains { $0.emoji == "😻" } && composing.allSatisfy { $0.tier.band >= EmojiMatch.Tier.keywordPrefix.band })
        #expect(top(Self.korean, "고양이ㄱ").first == "🐱")     // a whole word before the jamo ranks as itself
        #expect(Self.korean.search("하ㅌ", limit: 10).contains { $0.emoji == "❤️" && $0.tier == .keywordPrefix })
        // Decomposed (NFD) jamo typed as one syllable compose first.
        #expect(top(Self.korean, "고양이".decomposedStringWithCanonicalMapping).first == "🐱")
    }

    @Test func zwjSequencesAndSkinTonesStayGroupedUnderTheNewRules() {
        // 🧑‍🍳 "cook" is a ZWJ sequence; its gender and skin-tone variants group under it.
        let cook = Self.english.search("cook", limit: 10)
        #expect(cook.first?.emoji == "🧑‍🍳")
        #expect(!cook.contains { $0.emoji.unicodeScalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) } })
        #expect(Self.english.variants(of: "🧑‍🍳").contains("👩🏽‍🍳"))
        // A plural finds the ZWJ sequence's base, not a variant.
        #expect(top(Self.english, "cooks").first == "🧑‍🍳")
        // A couple of two skin tones groups under the emoji its name qualifies (its reduced sequence
        // 👩‍🤝‍👩 is no emoji): "women holding hands: light skin tone, medium-light skin tone" under 👭.
        #expect(Self.english.variants(of: "👭").contains("👩🏻‍🤝‍👩🏼"))
        #expect(Self.english.variants(of: "🤝").contains("🫱🏻‍🫲🏼"))
        #expect(Self.english.variants(of: "💏").contains("🧑🏻‍❤️‍💋‍🧑🏼"))
        let toned = { (emoji: String) in emoji.unicodeScalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) } }
        #expect(!Self.korean.search("여자친구", limit: 10).contains { toned($0.emoji) })
        #expect(!Self.english.search("handshake", limit: 10).contains { toned($0.emoji) })
        // A supplementary keyword given to a variant's base offers the base.
        #expect(!top(Self.english, "thumbsup", 5).contains { $0 != "👍" && $0.hasPrefix("👍") })
    }

    @Test func aGroupShowsItsBaseUnlessTheQuerySaysTheVariant() throws {
        // CLDR's Korean lists 몰라 for 🤷‍♂️ only: the group ranks by that match and shows its base.
        let table = try EmojiTable(parsing: """
            🤷\t3.0\t\tperson shrugging\tshrug|doubt
            🤷‍♂️\t4.0\t🤷\tman shrugging\tshrug|man|dunno
            🤷🏽‍♀️\t4.0\t🤷\twoman shrugging: medium skin tone\tshrug|woman|medium skin tone
            🙂\t1.0\t\tslightly smiling face\tsmile|dunno

            """, named: "t.tsv", popularity: "🤷\t5\n")
        let search = EmojiSearch(table: table)
        #expect(search.search("dunno", limit: 3).map(\.emoji) == ["🤷", "🙂"])
        #expect(search.search("dunno", limit: 1).first?.tier == .exactKeyword)
        // Saying what sets a variant apart (its gender, its skin tone) offers the variant.
        #expect(search.search("man shrugging", limit: 1).first?.emoji == "🤷‍♂️")
        #expect(search.search("woman", limit: 1).first?.emoji == "🤷🏽‍♀️")
        #expect(search.search("shrug medium", limit: 1).first?.emoji == "🤷🏽‍♀️")
        #expect(search.search("shrug wom", limit: 1).first?.emoji == "🤷🏽‍♀️")   // the word being typed
        #expect(search.search("shrug", limit: 3).map(\.emoji) == ["🤷"])
        // The same answers by a scan.
        for query in ["dunno", "man shrugging", "woman", "shrug wom", "shrug"] {
            #expect(search.scanningSearch(query, limit: 3, in: search.scanEntries()) == search.search(query, limit: 3))
        }
        // On the bundled tables: 몰라 offers 🤷, not 🤷‍♂️; "woman running" still 🏃‍♀️.
        #expect(top(Self.korean, "몰라", 5).contains("🤷") && !top(Self.korean, "몰라", 5).contains("🤷‍♂️"))
        #expect(top(Self.english, "woman running", 1) == ["🏃‍♀️"])
        // A whole word of the base's own name is not the start of a qualifier: "call me" is not
        // 🤙🏼 "call me hand: medium-light skin tone".
        #expect(top(Self.english, "call me", 3).contains("🤙") && !top(Self.english, "call me", 10).contains("🤙🏼"))
    }

    @Test func theNounOfSeveralKindsOffersItsPlainMember() throws {
        // "car" heads three names (kinds of car); 🚗 is named "automobile" with "car" as a keyword,
        // and ranks with the kinds by use, not below them.
        let table = try EmojiTable(parsing: """
            🚓\t0.6\t\tpolice car\tcar|police
            🚋\t1.0\t\ttram car\tcar|tram
            🏎️\t1.0\t\tracing car\tcar|racing
            🚗\t0.6\t\tautomobile\tcar
            ⭐\t0.6\t\tstar\tstar
            🌟\t0.6\t\tglowing star\tstar|glow
            🌠\t0.6\t\tshooting star\tstar
            🔯\t0.6\t\tdotted six-pointed star\tstar
            ✨\t0.6\t\tsparkles\tstar

            """, named: "t.tsv", popularity: "🚗\t60\n🚓\t8\n🚋\t12\n✨\t900\n⭐\t100\n")
        let search = EmojiSearch(table: table)
        #expect(search.search("car", limit: 1).first?.emoji == "🚗")
        #expect(search.search("car", limit: 1).first?.tier == .shortName)
        // A noun that is an emoji's own name keeps that emoji first (⭐ "star"; ✨ only lists it).
        #expect(search.search("star", limit: 1).first?.emoji == "⭐")
        for query in ["car", "star"] {
            #expect(search.scanningSearch(query, limit: 5, in: search.scanEntries()) == search.search(query, limit: 5))
        }
        #expect(top(Self.english, "car", 1) == ["🚗"])
    }
}
