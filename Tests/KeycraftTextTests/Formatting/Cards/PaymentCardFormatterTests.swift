import Foundation
import Testing
@testable import KeycraftText

@Suite struct PaymentCardFormatterTests {
    @Test(arguments: [
        ("4111111111111111", PaymentCardBrand.visa), ("5555555555554444", .mastercard), ("2221000000000009", .mastercard),
        ("2720990000000007", .mastercard), ("378282246310005", .americanExpress), ("341111111111111", .americanExpress),
        ("6011111111111117", .discover), ("6221260000000000", .discover), ("6200000000000005", .unionPay),
        ("30569309025904", .dinersClub), ("3530111333300000", .jcb), ("2200000000000004", .mir),
        ("6759649826438453", .maestro), ("9999", .unknown), ("", .unknown), ("2721", .unknown),
    ])
    func theBrandComesFromTheIINRanges(number: String, brand: PaymentCardBrand) {
        #expect(PaymentCardBrand(digits: number) == brand)
    }

    @Test func digitsAreGroupedAsTheBrandPrintsThem() {
        var visa = FormattedField(PaymentCardFormatter())
        visa.type("4111111111111111")
        #expect(visa.text == "4111 1111 1111 1111")
        #expect(visa.caret == 19)
        var amex = FormattedField(PaymentCardFormatter())
        amex.type("378282246310005")
        #expect(amex.text == "3782 822463 10005")
        amex.type("9")
        #expect(amex.text == "3782 822463 10005", "American Express numbers have 15 digits")
        var diners = FormattedField(PaymentCardFormatter())
        diners.paste("3056-9309-0259-04")
        #expect(diners.text == "3056 930902 5904")
    }

    @Test func theCaretStaysAfterTheDigitJustTypedAndBackspaceSkipsSpaces() {
        var field = FormattedField(PaymentCardFormatter())
        field.type("4111")
        #expect(field.text == "4111")
        field.type("2")
        #expect(field.text == "4111 2")
        #expect(field.caret == 6)
        field.selection = NSRange(location: 5, length: 0)  // after the space
        field.backspace()
        #expect(field.text == "4112")
        #expect(field.caret == 3)
        field.selection = NSRange(location: 1, length: 0)
        field.type("9")
        #expect(field.text == "4911 2")
        #expect(field.caret == 2)
    }

    @Test func lettersHangulAndEmojiAreDroppedAndOtherScriptsDigitsBecomeASCII() {
        var field = FormattedField(PaymentCardFormatter())
        field.paste("4한1👩‍👩‍👧1e\u{301}1 ٤")
        #expect(field.text == "4111 4")
        #expect(PaymentCardFormatter().extractedValue(of: field.text) == "41114")
    }

    @Test func luhnRunsWhenEditingEnds() {
        #expect(LuhnChecksum.isValid("4111111111111111"))
        #expect(!LuhnChecksum.isValid("4111111111111112"))
        #expect(LuhnChecksum.isValid("378282246310005"))
        #expect(!LuhnChecksum.isValid("0"))
        let formatter = PaymentCardFormatter()
        #expect(formatter.isComplete("4111 1111 1111 1111"))
        #expect(!formatter.isComplete("4111 1111 1111 1112"))
        #expect(!formatter.isComplete("4111 1111"))
        let validator = FieldValidator([.paymentCardNumber])
        #expect(validator.validateEndOfEditing("4111 1111 1111 1111").isEmpty)
        #expect(validator.validateEndOfEditing("4111 1111 1111 1112").map(\.message.defaultValue) == ["Enter a valid card number."])
        #expect(validator.validateEndOfEditing("").isEmpty)
    }
}

@Suite struct CardExpiryFormatterTests {
    @Test func theMonthStaysWithin01To12WhileTyping() {
        var field = FormattedField(CardExpiryFormatter())
        field.type("1")
        #expect(field.text == "1")
        field.type("3")
        #expect(field.text == "1", "13 is no month")
        field.type("2")
        #expect(field.text == "12/")
        #expect(field.caret == 3)
        field.type("27")
        #expect(field.text == "12/27")
        #expect(CardExpiryFormatter().isComplete(field.text))
        #expect(CardExpiryFormatter().extractedValue(of: field.text) == "1227")
        field.type("9")
        #expect(field.text == "12/27")
    }

    @Test func aFirstDigitAboveOneIsAMonthOnItsOwn() {
        var field = FormattedField(CardExpiryFormatter())
        field.type("4")
        #expect(field.text == "04/")
        #expect(field.caret == 3)
        var zero = FormattedField(CardExpiryFormatter())
        zero.type("00")
        #expect(zero.text == "0")
        zero.type("9")
        #expect(zero.text == "09/")
    }

    @Test func backspaceOverTheSlashDeletesTheMonthsLastDigit() {
        var field = FormattedField(CardExpiryFormatter())
        field.type("12")
        field.backspace()
        #expect(field.text == "1")
        #expect(field.caret == 1)
        field.type("1")
        field.type("25")
        field.backspace()
        #expect(field.text == "11/2")
        field.backspace()
        field.backspace()
        #expect(field.text == "1")
    }

    @Test func pastedDatesAreLaidOut() {
        var field = FormattedField(CardExpiryFormatter())
        field.paste("12/2030")
        #expect(field.text == "12/20")
        #expect(!CardExpiryFormatter().isComplete("13/20"))
    }
}
