import Foundation
import KeycraftForms
import KeycraftText

/// A SwiftUI `TextEditor` bound to a `String`: typing at the end of a long note, one binding update per
/// key, with a length limit and a forbidden character.
///
/// Ours runs each update through `TextBindingReconciler`: the edit is found by comparing UTF-16 code
/// units in place, and the rules judge only the edit (the session maintains the text's length). The naive
/// approach is the usual `.onChange` handler: count the whole text's characters (grapheme breaking) to
/// enforce the limit, and scan all of it for the forbidden character, on every keystroke.
enum BindingsBenchmarks {
    static let limit = 200_000
    static let forbidden = CharacterSet(charactersIn: "\t")

    static func run() {
        let keys = Array("Hello 안녕하세요 👩‍👩‍👧 e\u{301} ".map(String.init).prefix(20))
        let validator = FieldValidator([.maxLength(limit), .forbiddenCharacters(forbidden)])
        var comparisons: [Comparison] = []
        for length in [1_000, 10_000, 100_000] {
            let start = String(String(repeating: "note 메모 😀 ", count: length / 10 + 1).prefix(length))
            // Both must end with the same text, or the comparison means nothing.
            var check = TextBindingReconciler(text: start, validator: validator)
            var naiveText = start
            for key in keys {
                _ = check.reconcile(check.text + key)
                naiveText = naive(naiveText + key)
            }
            guard check.text == naiveText else {
                print("bindings: the reconciler and the naive handler disagree at \(length) characters")
                return
            }
            let ours = measure("ours", operations: keys.count, setUp: { TextBindingReconciler(text: start, validator: validator) }) { reconciler in
                for key in keys { blackHole(reconciler.reconcile(reconciler.text + key)) }
            }
            let naiveRun = measure("naive", operations: keys.count, setUp: { start }) { text in
                for key in keys { text = naive(text + key) }
            }
            comparisons.append(Comparison(workload: "type at the end of \(length) characters", ours: ours, naive: naiveRun))
        }
        printComparisonTable(title: "SwiftUI binding: one keystroke through the rules", comparisons)
    }

    /// The common `.onChange` handler: cut to the limit by counting characters, drop forbidden ones.
    static func naive(_ text: String) -> String {
        var text = text
        if text.count > limit { text = String(text.prefix(limit)) }
        if text.unicodeScalars.contains(where: forbidden.contains) {
            text = String(String.UnicodeScalarView(text.unicodeScalars.filter { !forbidden.contains($0) }))
        }
        return text
    }
}
