import Foundation
import KeycraftText
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// A field's formatter reaches its session, so a screen's typing and pasting are formatted.
@Suite @MainActor struct FieldFormatterTests {
    /// Digits only, in groups of four (a card number).
    struct CardNumber: TextFormatter {
        func format(_ edit: FormattingEdit) -> FormattedEdit {
            let proposed = edit.proposedText
            let caret = String.Index(utf16Offset: edit.proposedCaret, in: proposed)
            let digitsBeforeCaret = proposed[..<caret].filter(\.isNumber).count
            let digits = proposed.filter(\.isNumber)
            func grouped(_ digits: some StringProtocol) -> String {
                var result = ""
                for (index, digit) in digits.enumerated() {
                    if index > 0 && index % 4 == 0 { result.append(" ") }
                    result.append(digit)
                }
                return result
            }
            return FormattedEdit(
                replacingAllOf: edit.currentText, with: grouped(digits), caret: grouped(digits.prefix(digitsBeforeCaret)).utf16.count)
        }
    }

    @Test func aFieldsFormatterFormatsWhatTheScreenTypes() throws {
        for kind in [FieldKind.textField, .textView] {
            var screen = try FormScreen(fields: [
                FormScreenFixtures.field("card", y: 100) {
                    $0.kind = kind
                    $0.formatter = CardNumber()
                },
            ])
            try screen.focus("card")
            _ = try screen.type("12345")
            #expect(try screen.session("card").text == "1234 5")
            _ = try screen.editFirstResponder { $0.paste("6-7-8-9") }
            #expect(try screen.session("card").text == "1234 5678 9")
            #expect(try screen.session("card").selectedRange == NSRange(location: 11, length: 0))
        }
    }
}
