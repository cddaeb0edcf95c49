import Foundation
import KeycraftText

/// Per-keystroke cost of an input mask: ours formats only the edit once the mask's ellipsis has taken
/// over; the naive formatter re-applies the mask to the whole proposed text on every keystroke.
enum MaskBenchmarks {
    static func run() {
        let masks = ["[0…]", "+1 ([000]) [000]-[0…]"]
        for format in masks {
            let rows = [10, 100, 1_000, 10_000].map { typing(format: format, characters: $0) }
            printComparisonTable(title: "masks: type 1 digit at the end of a \(format) field", rows)
            let small = rows[0].ours.nanosecondsPerOperation, kilobyte = rows[2].ours.nanosecondsPerOperation
            print(String(format: "ours at 1 KB ÷ ours at 10 characters: %.2f× (bound: 3×)", kilobyte / small))
        }
        printComparisonTable(title: "masks: type 1 digit in the middle of a [0…] field", [1_000, 10_000].map(middle))
    }

    private static func field(format: String, characters: Int) -> (MaskFormatter, Mask, String) {
        let formatter = try! MaskFormatter(format: format)
        let mask = formatter.masks[0]
        let digits = String((0..<characters).map { Character(String($0 % 10)) })
        let text = mask.apply(to: digits, autocomplete: false).formattedText
        return (formatter, mask, text)
    }

    private static func typing(format: String, characters: Int) -> Comparison {
        let (formatter, mask, text) = field(format: format, characters: characters)
        let edit = try! FormattingEdit(
            currentText: text, range: NSRange(location: text.utf16.count, length: 0), replacement: "7", source: .typing)
        return compare("\(text.utf16.count) characters", formatter: formatter, mask: mask, edit: edit)
    }

    private static func middle(characters: Int) -> Comparison {
        let (formatter, mask, text) = field(format: "[0…]", characters: characters)
        let edit = try! FormattingEdit(
            currentText: text, range: NSRange(location: characters / 2, length: 0), replacement: "7", source: .typing)
        return compare("\(characters) characters", formatter: formatter, mask: mask, edit: edit)
    }

    private static func compare(_ workload: String, formatter: MaskFormatter, mask: Mask, edit: FormattingEdit) -> Comparison {
        let operations = 2_000
        let ours = measure("ours", operations: operations) {
            for _ in 0..<operations { blackHole(formatter.format(edit)) }
        }
        let naive = measure("naive", operations: operations / 10) {
            for _ in 0..<(operations / 10) {
                blackHole(mask.apply(to: edit.proposedText, caret: edit.proposedCaret))
            }
        }
        return Comparison(workload: workload, ours: ours, naive: naive)
    }
}
