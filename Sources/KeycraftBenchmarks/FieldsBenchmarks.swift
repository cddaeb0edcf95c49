import Foundation
import KeycraftForms
import KeycraftText

/// Per-keystroke cost of a text view's delegate controller, for each of UIKit's three calls a keystroke
/// makes (should change, did change selection, did change). Ours keeps a session in step with the view
/// (comparing texts, then the pipeline on the edit alone); the naive adapter rebuilds a session from the
/// view's text and selection on every keystroke, recounting the whole text's characters.
enum FieldsBenchmarks {
    static func run() {
        printComparisonTable(
            title: "fields: type 1 character at the end of a text view (its controller as the delegate, a length rule)",
            [1_000, 10_000, 100_000].map(typing))
    }

    /// A text view as UIKit behaves for typing at the end: the edit is applied when the delegate allows it.
    private final class View: FieldTextInput {
        var fieldText: String
        var fieldSelectedRange: NSRange
        var fieldMarkedRange: NSRange? { nil }
        var length: Int

        init(_ text: String) {
            fieldText = text
            length = text.utf16.count
            fieldSelectedRange = NSRange(location: length, length: 0)
        }

        func setFieldText(_ text: String) {
            fieldText = text
            length = text.utf16.count
            fieldSelectedRange = NSRange(location: length, length: 0)
        }

        func setFieldSelectedRange(_ range: NSRange) { fieldSelectedRange = range }

        func typeAtEnd(_ character: String) {
            fieldText += character
            length += character.utf16.count
            fieldSelectedRange = NSRange(location: length, length: 0)
        }
    }

    private static func typing(characters: Int) -> Comparison {
        let text = String(String(repeating: "안녕하세요 hello 👩‍👩‍👧 ", count: characters / 15 + 1).prefix(characters))
        let validator = FieldValidator([.maxLength(characters * 2)])
        let operations = 200
        let ours = measure(
            "ours", operations: operations,
            setUp: { () -> (View, TextViewController<View, FieldMessageHandler>) in
                let view = View(text)
                let controller = TextViewController(input: view, messages: FieldMessageHandler { _ in }, validator: validator)
                controller.textViewDidBeginEditing()
                return (view, controller)
            },
            { state in
                let (view, controller) = state
                for _ in 0..<operations {
                    if controller.textView(shouldChangeTextIn: view.fieldSelectedRange, replacementText: "a") { view.typeAtEnd("a") }
                    controller.textViewDidChangeSelection()
                    controller.textViewDidChange()
                }
            })
        let naive = measure("naive", operations: operations / 10, setUp: { View(text) }) { view in
            for _ in 0..<(operations / 10) {
                var session = TextViewSession(text: view.fieldText, validator: validator)
                session.becomeFirstResponder()
                try? session.setSelectedRange(view.fieldSelectedRange)
                if session.replace(view.fieldSelectedRange, with: "a", source: .typing).wasApplied { view.typeAtEnd("a") }
            }
        }
        return Comparison(workload: "\(characters) characters", ours: ours, naive: naive)
    }
}
