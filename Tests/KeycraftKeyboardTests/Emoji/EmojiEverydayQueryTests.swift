import Foundation
import KeycraftEmojiData
import KeycraftKeyboard
import Testing

/// Issue #25's goal: emoji search answers at least 90% of everyday queries in its top 3, in English
/// and in Korean. Two hand-written lists (beside this file) hold it: everyday-queries.tsv, and
/// everyday-queries-second.tsv, different words written to check that a change to the matcher
/// generalises rather than fits the first. Neither was taken from CLDR's keyword lists; the `emoji`
/// benchmark prints the first list's figures.
///
/// The goal is not met on either list yet. With the query's other forms (EmojiQueryForms: plurals,
/// -ing / -ed / -y, British spellings, Korean predicate endings), regional English keywords and
/// unspaced several-word keywords, the first list hits 86% (English; 84% before) and 90% (Korean;
/// 88% before), the second 84% (83% before) and 80% (76% before). The misses are words CLDR 41
/// lacks (lol, hello, summer, 행복, 잠, 감사), a prior from 2015 tweets that prefers 😻 to 🐱 for
/// "cat", and emoji CLDR 41 does not annotate (🩶). The test holds the floor at 80% so a regression
/// fails, and prints the misses.
@Suite struct EmojiEverydayQueryTests {
    struct Query {
        let locale: EmojiLocale
        let text: String
        let wanted: Set<String>
    }

    static func queries(_ file: String) -> [Query] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(file)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let locale = EmojiLocale(rawValue: String(fields[0])) else { return nil }
            return Query(locale: locale, text: String(fields[1]), wanted: Set(fields[2].split(separator: " ").map(String.init)))
        }
    }

    static let lists = ["everyday-queries.tsv", "everyday-queries-second.tsv"]

    @Test(arguments: EmojiLocale.allCases, lists)
    func atLeastEightyPercentOfEverydayQueriesHitTheTopThree(locale: EmojiLocale, list: String) throws {
        let search = try EmojiSearch.bundled(locale)
        let queries = Self.queries(list).filter { $0.locale == locale }
        #expect(queries.count >= 90)
        let misses = queries.filter { query in !search.search(query.text, limit: 3).contains { query.wanted.contains($0.emoji) } }
        let rate = Double(queries.count - misses.count) / Double(queries.count)
        #expect(rate >= 0.8, "\(locale) \(list): \(Int(rate * 100))%, missed \(misses.map(\.text))")
    }

    /// The two lists share no query: the second one checks generalisation only if it is new words.
    @Test func theSecondListAsksForOtherWords() {
        let first = Set(Self.queries(Self.lists[0]).map { "\($0.locale.rawValue)\t\($0.text)" })
        let second = Self.queries(Self.lists[1]).map { "\($0.locale.rawValue)\t\($0.text)" }
        #expect(second.count >= 200)
        #expect(first.isDisjoint(with: second))
    }
}
