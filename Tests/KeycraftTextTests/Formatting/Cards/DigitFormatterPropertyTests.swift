import Foundation
import PropertyBased
import Testing
@testable import KeycraftText

/// Card numbers, expiry dates and amounts under random edits anywhere: the caret stays in the text on a
/// character boundary, the text reads back the same when pasted again, and the value holds only digits
/// (and an amount's one decimal point).
@Suite struct DigitFormatterPropertyTests {
    static let pieces = SampleText.pieces + ["1", "2", "0", "5", "9", "4111", "37", ".", ",", "/", " ", "٣", "12/27"]
    static let formatters: [any TextFormatter] = [
        PaymentCardFormatter(), CardExpiryFormatter(), AmountFormatter(locale: Locale(identifier: "en_US")),
        AmountFormatter(locale: Locale(identifier: "de_DE")), AmountFormatter(locale: Locale(identifier: "fr_FR")),
    ]

    @Test func randomEditsKeepTheCaretTheTextAndTheValueSound() async {
        await propertyCheck(
            count: 500, input: Gen.int(in: 0...4), Gen.int(in: 0...1_000).array(of: 60),
            Gen.element(of: Self.pieces).map { $0 ?? "" }.array(of: 0...4).map { $0.joined() }.array(of: 20)
        ) { which, numbers, insertions in
            let formatter = Self.formatters[which]
            var field = FormattedField(formatter)
            for step in 0..<20 {
                let offsets = SampleText.boundaryOffsets(of: field.text)
                let lower = offsets[numbers[step * 3] % offsets.count]
                let uppers = offsets.filter { $0 >= lower }
                let upper = uppers[numbers[step * 3 + 1] % uppers.count]
                if numbers[step * 3 + 2] % 3 == 0 {
                    field.selection = NSRange(location: upper, length: 0)
                    field.backspace()
                } else {
                    field.replace(NSRange(location: lower, length: upper - lower), with: insertions[step], source: .paste)
                }
                let context = "\(type(of: formatter)) step \(step): \(SampleText.scalars(field.text))"
                #expect(SampleText.boundaryOffsets(of: field.text).contains(field.caret), "\(context) caret \(field.caret)")
                var again = FormattedField(formatter)
                again.paste(field.text)
                // Pasted at the end, a whole month gets its slash (`05` after a backspace reads back `05/`).
                #expect(again.text == field.text || again.text == field.text + "/", "\(context) reads back as \(again.text)")
                #expect(formatter.extractedValue(of: again.text) == formatter.extractedValue(of: field.text), "\(context)")
                #expect(formatter.extractedValue(of: field.text).allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }, "\(context)")
            }
        }
    }
}
