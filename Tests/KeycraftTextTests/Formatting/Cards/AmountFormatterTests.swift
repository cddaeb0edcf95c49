import Foundation
import Testing
@testable import KeycraftText

@Suite struct AmountFormatterTests {
    @Test func digitsAreGroupedAsTheyAreTyped() {
        var field = FormattedField(AmountFormatter(locale: Locale(identifier: "en_US")))
        field.type("1234567")
        #expect(field.text == "1,234,567")
        #expect(field.caret == 9)
        field.type(".5")
        #expect(field.text == "1,234,567.5")
        field.type("09")
        #expect(field.text == "1,234,567.50", "at most two fraction digits")
        #expect(AmountFormatter(locale: Locale(identifier: "en_US")).extractedValue(of: field.text) == "1234567.50")
    }

    @Test func germanSeparatorsAndAPeriodIsGrouping() {
        var field = FormattedField(AmountFormatter(locale: Locale(identifier: "de_DE")))
        field.type("1234.5")
        #expect(field.text == "12.345", "a period is German grouping, not a decimal separator")
        field.type(",75")
        #expect(field.text == "12.345,75")
        #expect(AmountFormatter(locale: Locale(identifier: "de_DE")).extractedValue(of: field.text) == "12345.75")
    }

    @Test func leadingZerosGoAndALoneSeparatorGetsAZero() {
        var field = FormattedField(AmountFormatter(locale: Locale(identifier: "en_US")))
        field.type("007")
        #expect(field.text == "7")
        var decimal = FormattedField(AmountFormatter(locale: Locale(identifier: "en_US")))
        decimal.type(".")
        #expect(decimal.text == "0.")
        #expect(decimal.caret == 2)
        decimal.type("5.")
        #expect(decimal.text == "0.5", "one decimal separator")
    }

    @Test func editingInTheMiddleKeepsTheCaretAfterTheSameDigit() {
        var field = FormattedField(AmountFormatter(locale: Locale(identifier: "en_US")), text: "1,234")
        field.selection = NSRange(location: 1, length: 0)
        field.type("9")
        #expect(field.text == "19,234")
        #expect(field.caret == 2)
        field.selection = NSRange(location: 3, length: 0)  // after the comma
        field.backspace()
        #expect(field.text == "1,234", "backspace over the separator deletes the 9 before it")
        #expect(field.caret == 1)
    }

    /// Whole amounts come out exactly as Foundation's NumberFormatter writes them, in each locale.
    @Test(arguments: ["en_US", "de_DE", "fr_FR", "de_CH", "ru_RU", "es_ES", "ja_JP", "ko_KR", "pt_BR", "sv_SE", "en_IN", "hi_IN"])
    func wholeAmountsMatchNumberFormatter(identifier: String) {
        let locale = Locale(identifier: identifier)
        let numberFormatter = NumberFormatter()
        numberFormatter.locale = locale
        numberFormatter.numberStyle = .decimal
        numberFormatter.maximumFractionDigits = 2
        let formatter = AmountFormatter(locale: locale)
        for value in [7, 1_234, 12_345, 1_234_567, 123_456_789.25] {
            var field = FormattedField(formatter)
            let typed = numberFormatter.string(from: NSNumber(value: value))!
            field.paste(typed)
            #expect(field.text == typed, "\(identifier): \(value)")
        }
    }
}
