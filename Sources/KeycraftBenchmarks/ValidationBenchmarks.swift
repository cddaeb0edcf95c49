import Foundation
import KeycraftText

/// Per-keystroke validation cost: ours reads the resulting length the editing session maintains;
/// the naive validator rebuilds the resulting text and recounts it on every keystroke.
enum ValidationBenchmarks {
    static func run() {
        printComparisonTable(title: "validation: one keystroke under maxLength", [1_000, 10_000, 100_000].map(typing))
        printComparisonTable(title: "validation: composition commit truncated to fit", [1_000, 10_000].map(commit))
    }

    /// A document of `clusters` grapheme clusters mixing ASCII, Hangul, ZWJ emoji, flags, combining marks.
    private static func document(clusters: Int) -> String {
        let pieces = ["a", "한", "👩‍👩‍👧", "🇰🇷", "e\u{301}", " ", "z", "글"]
        return (0..<clusters).map { pieces[$0 % pieces.count] }.joined()
    }

    private static func typing(clusters: Int) -> Comparison {
        let text = document(clusters: clusters)
        let length = TextLength(of: text)
        let validator = FieldValidator([.maxLength(clusters + 10)])
        let operations = 2_000
        // The range is valid by construction.
        let edit = try! ProposedEdit(
            in: EditableText(text), range: NSRange(location: length.utf16, length: 0), replacement: "x", source: .typing)
        let ours = measure("ours", operations: operations) {
            for _ in 0..<operations { blackHole(validator.evaluate(edit)) }
        }
        let naive = measure("naive", operations: operations / 20) {
            for _ in 0..<(operations / 20) {
                blackHole(edit.resultingText.count <= clusters + 10)
            }
        }
        return Comparison(workload: "type 1 char, \(clusters) clusters", ours: ours, naive: naive)
    }

    /// Commits a 20-syllable composition into a field with room for 10 more characters.
    private static func commit(clusters: Int) -> Comparison {
        let text = document(clusters: clusters)
        let syllables = String(repeating: "안녕", count: 10)
        let limit = clusters + 10
        let marked = text + syllables
        let edit = try! ProposedEdit(
            in: EditableText(marked), range: NSRange(location: text.utf16.count, length: syllables.utf16.count),
            replacement: syllables, source: .compositionCommit)
        let validator = FieldValidator([.maxLength(limit)])
        let operations = 200
        let ours = measure("ours", operations: operations) {
            for _ in 0..<operations { blackHole(validator.evaluate(edit)) }
        }
        // Naive: try ever shorter prefixes of the commit, recounting the whole text each time.
        let naive = measure("naive", operations: 2) {
            for _ in 0..<2 {
                var kept = Substring(syllables)
                while (text + kept).count > limit { kept = kept.dropLast() }
                blackHole(kept)
            }
        }
        return Comparison(workload: "commit 20 syllables, \(clusters) clusters", ours: ours, naive: naive)
    }
}
