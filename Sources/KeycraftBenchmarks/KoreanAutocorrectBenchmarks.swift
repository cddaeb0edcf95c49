import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftKoreanDictionary
import KeycraftPlayground
import KeycraftText

/// Korean correction over two-set keystrokes on the shipped Korean dictionary: its load time, time
/// per lookup (against a scan of every word) and accuracy on one keystroke slip — a neighbouring key
/// in the row, a key dropped, doubled or two swapped — of each of the 10,000 commonest words, made
/// from a fixed seed. `scripts/benchmark-autocorrect.sh` measures the same through the command beside
/// a keystroke-level symspellpy, on slips from its own generator (`scripts/korean_typos.py`).
enum KoreanAutocorrectBenchmarks {
    static func run() {
        let clock = ContinuousClock()
        var dictionary: CompactDictionary!
        let load = clock.measure { dictionary = try! CompactDictionary.korean() }
        let speller = try! SpellingLanguage.korean.speller()
        let cases = slips(dictionary)
        let typos = cases.map(\.typo)
        let lookup = measure("delete index", operations: typos.count, rounds: 3) {
            for typo in typos { blackHole(speller.candidates(for: typo, limit: 3)) }
        }
        let all = (0..<dictionary.wordCount).map { dictionary.word(at: $0) }
        let sample = Array(typos.prefix(50))
        let scan = measure("scan every word", operations: sample.count, rounds: 1) {
            for typo in sample { blackHole(all.filter { Speller.editDistance(typo, $0, limit: 2) != nil }.count) }
        }
        var top1 = 0, top3 = 0
        for (typo, intended) in cases {
            let words = speller.candidates(for: typo, limit: 3).map(\.word)
            if words.first == intended { top1 += 1 }
            if words.contains(intended) { top3 += 1 }
        }
        printComparisonTable(
            title: "autocorrect: Korean, candidates within 2 keystrokes (\(dictionary.wordCount) eojeol, \(cases.count) slips)",
            [Comparison(workload: "suggest (top 3)", ours: lookup, naive: scan)])
        printTable(title: "autocorrect: Korean dictionary", header: ["measure", "value"], rows: [
            ["first load (file mapped, checksum and structure checked)", String(format: "%.1f ms", AutocorrectBenchmarks.seconds(load) * 1000)],
            ["dictionary file", "\(dictionary.byteCount / 1024) KiB"],
            ["accuracy, top 1 / top 3", String(format: "%.1f%% / %.1f%%", 100 * Double(top1) / Double(cases.count), 100 * Double(top3) / Double(cases.count))],
        ])
    }

    /// One slip of each of the 10,000 commonest all-Hangul words, unless it spells a word.
    private static func slips(_ dictionary: CompactDictionary) -> [(typo: String, intended: String)] {
        var generator = PlaygroundRandomness.seeded(state: 26)
        let rows = LetterKeyRows.qwerty.map { $0.compactMap { HangulTwoSetLayout.jamo(for: $0) } }
        let common = (0..<dictionary.wordCount).sorted { dictionary.frequency(at: $0) > dictionary.frequency(at: $1) }
            .prefix(10_000).map { dictionary.word(at: $0) }
            .filter { $0.unicodeScalars.allSatisfy { (0xAC00...0xD7A3).contains($0.value) } }
        var result: [(String, String)] = []
        for word in common {
            var keys = word.unicodeScalars.flatMap { HangulKeystrokes.keys(for: $0) ?? [] }
            let at = Int(generator.next() % UInt64(keys.count))
            switch generator.next() % 4 {
            case 0:
                guard let row = rows.first(where: { $0.contains(keys[at]) }), let column = row.firstIndex(of: keys[at]) else { continue }
                keys[at] = column + 1 < row.count && (column == 0 || generator.next() % 2 == 0) ? row[column + 1] : row[column - 1]
            case 1 where keys.count > 1: keys.remove(at: at)
            case 2: keys.insert(keys[at], at: at)
            default:
                guard at + 1 < keys.count, keys[at] != keys[at + 1] else { continue }
                keys.swapAt(at, at + 1)
            }
            let typo = HangulKeystrokes.text(typing: keys)
            if dictionary.index(of: typo) == nil { result.append((typo, word)) }
        }
        return result
    }
}
