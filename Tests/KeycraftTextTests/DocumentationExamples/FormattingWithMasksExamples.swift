import Foundation
import Testing
import KeycraftText

/// The listings of the article "Formatting with masks" (KeycraftText's catalog), run as tests. The
/// article quotes these lines verbatim; DocumentationListingTests checks that.
@Suite struct FormattingWithMasksExamples {
    @Test func aMaskedPhoneField() throws {
        let mask = try MaskFormatter(format: "{+1} ([000]) [000]-[00]-[00]")
        var phone = TextFieldSession(traits: TextInputTraits(keyboardType: .phonePad), formatter: mask)
        phone.becomeFirstResponder()
        for key in "0981234567" { phone.insertText(String(key)) }

        #expect(phone.text == "+1 (098) 123-45-67")
        #expect(mask.extractedValue(of: phone.text) == "+10981234567")
        #expect(mask.isComplete(phone.text))
    }

    @Test func applyingAMaskToText() throws {
        let mask = try Mask(format: "[00]/[00]")
        let result = mask.apply(to: "1224")

        #expect(result.formattedText == "12/24")
        #expect(result.extractedValue == "1224")
        #expect(result.isComplete)
    }

    @Test func aMistakeInTheFormatIsNamed() {
        #expect(throws: MaskFormatError.self) { try Mask(format: "[00") }
    }

    @Test func cardNumbersGroupAsTheBrandPrintsThem() {
        var card = TextFieldSession(formatter: PaymentCardFormatter())
        card.becomeFirstResponder()
        card.paste("3782 822463 10005")

        #expect(card.text == "3782 822463 10005")
        #expect(PaymentCardBrand(digits: "378282246310005") == .americanExpress)
        #expect(LuhnChecksum.isValid("378282246310005"))
    }
}
