import Foundation
import KeycraftText

/// Typing one character at a time at the end of a document with a max-length and an allowed-characters
/// rule, against the guides' approach: `NSString.replacingCharacters(in:with:)` and counting the whole
/// result on every keystroke.
enum TextBenchmarks {
    static func run() {
        let letters = CharacterSet.letters.union(.whitespaces)
        var rows: [Comparison] = []
        var oursPerKey: [Double] = []
        for (label, size, keys) in [("100 characters", 100, 2_000), ("10 KB", 10_000, 2_000), ("1 MB", 1_000_000, 300)] {
            let document = String(repeating: "Keycraft 한글 ", count: size / 12 + 1).prefix(size)
            let limit = size + keys + 10
            let rules = FieldValidator([.maxLength(limit), .allowedCharacters(letters)])
            let ours = measure("ours", operations: keys, setUp: {
                var field = TextFieldSession(text: String(document), validator: rules)
                field.becomeFirstResponder()
                return field
            }) { field in
                for _ in 0..<keys { field.insertText("a") }
            }
            let naive = measure("naive", operations: keys, setUp: { String(document) as NSString }) { text in
                for _ in 0..<keys {
                    let range = NSRange(location: text.length, length: 0)
                    let proposed = text.replacingCharacters(in: range, with: "a")
                    let allowed = "a".rangeOfCharacter(from: letters.inverted) == nil
                    if allowed && proposed.count <= limit { text = proposed as NSString }
                }
            }
            oursPerKey.append(ours.nanosecondsPerOperation)
            rows.append(Comparison(workload: "type at end of \(label)", ours: ours, naive: naive))
        }
        printComparisonTable(title: "Typing with a max-length and an allowed-characters rule (per keystroke)", rows)
        let growth = oursPerKey.last! / oursPerKey.first!
        print(String(format: "ours at 1 MB ÷ ours at 100 characters: %.2f× (must stay within 3×)", growth))
    }
}
