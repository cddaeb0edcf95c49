import Foundation
import KeycraftKeyboard
import Testing

/// Issue #25's goal: emoji search answers at least 90% of everyday queries in its top 3, in English
/// and in Korean. The queries (everyday-queries.tsv beside this file) were written by hand from what
/// people type, not from CLDR's keyword lists; the `emoji` benchmark prints the same figures.
///
/// The goal is not met yet: on CLDR 41's words and the tweet-count prior the rate is about 85%
/// (English) and 88% (Korean). The misses are words CLDR lacks (lol, ㅋㅋ, 행복, 잠), inflected
/// Korean forms (더워, 아파, 무서워) and a prior from 2015 tweets that prefers 😻 to 🐱 for "cat". The
/// test holds the floor at 80% so a regression fails, and prints the misses.
@Suite struct EmojiEverydayQueryTests {
    struct Query {
        let locale: EmojiLocale
        let text: String
        let wanted: Set<String>
    }

    static let queries: [Query] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("everyday-queries.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let locale = EmojiLocale(rawValue: String(fields[0])) else { return nil }
            return Query(locale: locale, text: String(fields[1]), wanted: Set(fields[2].split(separator: " ").map(String.init)))
        }
    }()

    @Test(arguments: EmojiLocale.allCases)
    func atLeastEightyPercentOfEverydayQueriesHitTheTopThree(locale: EmojiLocale) throws {
        let search = try EmojiSearch.bundled(locale)
        let queries = Self.queries.filter { $0.locale == locale }
        #expect(queries.count >= 90)
        let misses = queries.filter { query in !search.search(query.text, limit: 3).contains { query.wanted.contains($0.emoji) } }
        let rate = Double(queries.count - misses.count) / Double(queries.count)
        #expect(rate >= 0.8, "\(locale): \(Int(rate * 100))%, missed \(misses.map(\.text))")
    }
}
