import KeycraftEmojiData
import KeycraftKeyboard
import PropertyBased
import Testing

/// The index answers exactly what reading every keyword of every emoji answers (the reference
/// `scanningSearch`), for queries cut from real keywords and names and for random text.
@Suite struct EmojiSearchPropertyTests {
    /// Random choices: an emoji, which of its phrases, how much of it, the case, a second emoji.
    static let picks = zip(Gen.int(in: 0...1_000_000), Gen.int(in: 0...20), Gen.int(in: 1...12), Gen.bool, Gen.int(in: 0...1_000_000))

    /// A query cut from an emoji's words: a prefix of a keyword or the name, maybe with a second
    /// emoji's keyword, in random case.
    static func query(in search: EmojiSearch, _ pick: (Int, Int, Int, Bool, Int)) -> String {
        let entries = search.table.entries
        let (index, which, length, upper, other) = pick
        let entry = entries[index % entries.count]
        let phrases = [entry.name] + entry.keywords
        var query = String(phrases[which % phrases.count].prefix(length))
        if which > 15 {
            let second = entries[other % entries.count]
            query += " " + (second.keywords.first ?? second.name)
        }
        return upper ? query.uppercased() : query
    }

    @Test(arguments: [EmojiLocale.english, .korean])
    func theIndexAgreesWithAScanOnKeywordQueries(locale: EmojiLocale) async throws {
        let search = try EmojiSearch.bundled(locale)
        let entries = search.scanEntries()
        await propertyCheck(count: 100, input: Self.picks) { pick in
            let query = Self.query(in: search, pick)
            #expect(search.search(query, limit: 12) == search.scanningSearch(query, limit: 12, in: entries), "\(query)")
        }
    }

    @Test func theIndexAgreesWithAScanOnRandomText() async throws {
        let search = try EmojiSearch.bundled(.english)
        let korean = try EmojiSearch.bundled(.korean)
        let (englishEntries, koreanEntries) = (search.scanEntries(), korean.scanEntries())
        let text = Gen.element(of: Array("aeiorst +-:’하트사과ㅎ\u{301}👍")).compactMap { $0 }.array(of: 1...6).map { String($0) }
        await propertyCheck(count: 100, input: text) { query in
            #expect(search.search(query, limit: 8) == search.scanningSearch(query, limit: 8, in: englishEntries), "\(query.debugDescription)")
            #expect(korean.search(query, limit: 8) == korean.scanningSearch(query, limit: 8, in: koreanEntries), "\(query.debugDescription)")
        }
    }

    /// Whatever the query, results are distinct groups, in band order, within the version limit.
    @Test func resultsAreDistinctGroupsInBandOrder() async throws {
        let search = try EmojiSearch.bundled(.english).limited(to: EmojiVersion(major: 12, minor: 0))
        let versions = Dictionary(uniqueKeysWithValues: search.table.entries.map { ($0.emoji, $0.version) })
        await propertyCheck(count: 150, input: Self.picks) { pick in
            let results = search.search(Self.query(in: search, pick), limit: 30)
            #expect(results.map(\.tier.band) == results.map(\.tier.band).sorted())
            let groups = results.map { search.variants(of: $0.emoji).first ?? $0.emoji }
            #expect(Set(groups).count == groups.count)
            #expect(results.allSatisfy { versions[$0.emoji]! <= search.maximumVersion })
        }
    }
}
