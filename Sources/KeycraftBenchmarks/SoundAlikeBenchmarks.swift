import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard

/// The sound-alike factor (``Speller/soundAlikeFactor``, Double Metaphone keys): top-1 / top-3 on
/// the misspellings in `KEYCRAFT_MISSPELLINGS` (lines `typo<TAB>intended`; the codespell development
/// split fits it) for each factor of a grid, 1 being sound ignored, and what the keys cost per lookup.
enum SoundAlikeBenchmarks {
    static func run() {
        guard let path = ProcessInfo.processInfo.environment["KEYCRAFT_MISSPELLINGS"],
              let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            print("sound-alike: set KEYCRAFT_MISSPELLINGS to a file of typo<TAB>intended lines")
            return
        }
        let cases = text.split(separator: "\n").compactMap { line -> (String, String)? in
            let fields = line.split(separator: "\t")
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
        let base = Speller(dictionary: try! CompactDictionary.english(), misspellings: try! MisspellingModel.english())
        var rows: [[String]] = []
        for factor in [1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.6, 0.5] {
            var speller = base
            speller.soundAlikeFactor = factor
            var top1 = 0, top3 = 0
            for (typo, intended) in cases {
                let words = speller.candidates(for: typo, limit: 3).map { $0.word.lowercased() }
                if words.first == intended { top1 += 1 }
                if words.contains(intended) { top3 += 1 }
            }
            rows.append([String(factor), String(format: "%.1f", 100 * Double(top1) / Double(cases.count)),
                         String(format: "%.1f", 100 * Double(top3) / Double(cases.count))])
        }
        printTable(title: "sound-alike factor: \(cases.count) misspellings", header: ["factor", "top 1 (%)", "top 3 (%)"], rows: rows)
        var without = base
        without.soundAlikeFactor = 1
        let typos = cases.map(\.0)
        let ours = measure("with sound-alike keys", operations: typos.count, rounds: 3) {
            for typo in typos { blackHole(base.candidates(for: typo, limit: 3)) }
        }
        let plain = measure("without", operations: typos.count, rounds: 3) {
            for typo in typos { blackHole(without.candidates(for: typo, limit: 3)) }
        }
        printComparisonTable(title: "sound-alike keys: time per lookup (top 3)", [Comparison(workload: "suggest", ours: ours, naive: plain)])
    }
}
