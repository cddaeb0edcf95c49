import Foundation
import KeycraftEmojiData
import KeycraftKeyboard

/// Emoji search on the bundled CLDR tables: time per query with the index against a scan of every
/// emoji's keywords (the same answers; the tests check it), the memory a table adds when first used,
/// and the top-1 / top-3 hit rates on each of the everyday query lists written for the tests
/// (Tests/KeycraftKeyboardTests/Emoji/everyday-queries*.tsv).
enum EmojiBenchmarks {
    static func run() {
        if let locale = ProcessInfo.processInfo.environment[memoryProbe].flatMap(EmojiLocale.init(rawValue:)) {
            print(String(format: "%.3f", addedMemory(locale)))
            return
        }
        let lists = everydayQueryLists.map { (name: $0, queries: everydayQueries($0)) }
        let queries = lists.flatMap(\.queries)
        for locale in EmojiLocale.allCases {
            var search: EmojiSearch!
            let load = ContinuousClock().measure { search = try! EmojiSearch.bundled(locale) }
            let added = freshProcessMemory(locale)
            // The two halves of a first use, timed again on their own: reading the table, indexing it.
            var table: EmojiTable!
            let parse = ContinuousClock().measure { table = try! EmojiTable.bundled(locale) }
            let index = ContinuousClock().measure { blackHole(EmojiSearch(table: table)) }

            let mine = queries.filter { $0.locale == locale }
            // What a user types: every prefix of every query, as the results update per key.
            let typed = mine.flatMap { query in (1...query.text.count).map { String(query.text.prefix($0)) } }
            let indexed = measure("index", operations: typed.count, rounds: 5) {
                for query in typed { blackHole(search.search(query, limit: 3)) }
            }
            let entries = search.scanEntries()
            let scanned = measure("scan every emoji's keywords", operations: typed.count, rounds: 1) {
                for query in typed { blackHole(search.scanningSearch(query, limit: 3, in: entries)) }
            }
            printComparisonTable(
                title: "emoji (\(locale.rawValue)): search, top 3 (\(search.table.entries.count) emoji, \(typed.count) queries: every prefix of the \(mine.count) everyday queries)",
                [Comparison(workload: "search per query", ours: indexed, naive: scanned)])
            printTable(title: "emoji (\(locale.rawValue)): load, memory and everyday queries", header: ["measure", "value"], rows: [
                ["first use (read, parse, index)", String(format: "%.1f ms (again: read and parse %.1f ms, index %.1f ms)",
                                                          AutocorrectBenchmarks.seconds(load) * 1000, AutocorrectBenchmarks.seconds(parse) * 1000,
                                                          AutocorrectBenchmarks.seconds(index) * 1000)],
                ["resident memory added by the first use (in a fresh process)", added.map { String(format: "%.1f MB", $0) } ?? "not measured"],
            ] + lists.flatMap { list in hitRows(list.name, list.queries.filter { $0.locale == locale }, search) })
        }
    }

    /// The environment variable that makes the suite only measure one table's first use and print it.
    static let memoryProbe = "KEYCRAFT_EMOJI_MEMORY_PROBE"

    /// The resident memory (MB) the first use of `locale`'s search adds to this process.
    static func addedMemory(_ locale: EmojiLocale) -> Double {
        let before = AutocorrectBenchmarks.memoryStatus("VmRSS")
        let search = try! EmojiSearch.bundled(locale)
        let added = Double(AutocorrectBenchmarks.memoryStatus("VmRSS") - before) / 1024
        blackHole(search)
        return added
    }

    /// ``addedMemory(_:)`` measured in a fresh process of this benchmark: in this one the other
    /// table's build, and the benchmark's own copies, leave freed heap the second table reuses.
    static func freshProcessMemory(_ locale: EmojiLocale) -> Double? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["emoji"]
        process.environment = ProcessInfo.processInfo.environment.merging([memoryProbe: locale.rawValue]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    struct Query {
        let locale: EmojiLocale
        let text: String
        let wanted: Set<String>
    }

    /// The lists held out from tuning: their rates are printed, their misses only when
    /// `KEYCRAFT_SHOW_HELD_OUT_MISSES=1`, so that running the benchmark doesn't spend them.
    static let heldOutLists: Set<String> = ["everyday-queries-fourth.tsv", "everyday-queries-fifth.tsv", "everyday-queries-sixth.tsv"]

    /// The top-1 / top-3 hit rates of `queries` and the top-3 misses, as two rows (one for a held-out list).
    static func hitRows(_ list: String, _ queries: [Query], _ search: EmojiSearch) -> [[String]] {
        let hits = queries.filter { query in search.search(query.text, limit: 3).contains { query.wanted.contains($0.emoji) } }
        let first = queries.filter { query in search.search(query.text, limit: 1).contains { query.wanted.contains($0.emoji) } }
        let percent = { (count: Int) in 100 * Double(count) / Double(max(queries.count, 1)) }
        let rates = ["\(list), top 1 / top 3", String(format: "%d/%d (%.1f%%) / %d/%d (%.1f%%)", first.count, queries.count, percent(first.count),
                                                       hits.count, queries.count, percent(hits.count))]
        let showMisses = !heldOutLists.contains(list) || ProcessInfo.processInfo.environment["KEYCRAFT_SHOW_HELD_OUT_MISSES"] == "1"
        guard showMisses else { return [rates] }
        return [rates, ["\(list), missed in the top 3", queries.filter { q in !hits.contains { $0.text == q.text } }.map(\.text).joined(separator: ", ")]]
    }

    /// The hand-written everyday query lists the tests use (EmojiEverydayQueryTests).
    static let everydayQueryLists = ["everyday-queries.tsv", "everyday-queries-second.tsv", "everyday-queries-third.tsv", "everyday-queries-fourth.tsv", "everyday-queries-fifth.tsv",
                                     "everyday-queries-sixth.tsv"]

    /// The queries of one list (`locale⇥query⇥wanted emoji`).
    static func everydayQueries(_ list: String) -> [Query] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tests/KeycraftKeyboardTests/Emoji/\(list)").standardized
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            print("emoji: \(url.path) is missing; run from a checkout")
            return []
        }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let locale = EmojiLocale(rawValue: String(fields[0])) else { return nil }
            return Query(locale: locale, text: String(fields[1]), wanted: Set(fields[2].split(separator: " ").map(String.init)))
        }
    }
}
