import Foundation
import KeycraftPhoneNumbers
import KeycraftText
import Testing

/// The listings of the article "Formatting phone numbers as the user types" (KeycraftPhoneNumbers'
/// catalog), run as tests. The article quotes these lines verbatim; DocumentationListingTests checks that.
@Suite struct FormattingPhoneNumbersAsTheUserTypesExamples {
    @Test func aPhoneField() throws {
        let traits = TextInputTraits(keyboardType: .phonePad, textContentType: .telephoneNumber)
        var phone = TextFieldSession(traits: traits, formatter: try PhoneNumberFormatter(regionCode: "KR"))
        phone.becomeFirstResponder()
        for digit in "01012345678" { phone.insertText(String(digit)) }

        #expect(phone.text == "010-1234-5678")
        phone.deleteBackward()
        #expect(phone.text == "010-123-4567")
    }

    @Test func digitByDigit() throws {
        var formatter = try AsYouTypePhoneNumberFormatter(regionCode: "US")
        var shown: [String] = []
        for digit in "6502530000" { shown.append(formatter.input(String(digit))) }

        #expect(shown.last == "(650) 253-0000")
        #expect(shown[2] == "650")
    }

    @Test func aCompleteNumber() throws {
        let metadata = try PhoneNumberMetadata.bundled()
        let number = try metadata.parse("010-1234-5678", region: "KR")

        #expect(number == PhoneNumber(countryCode: 82, nationalNumber: "1012345678"))
        #expect(metadata.format(number, as: .international) == "+82 10-1234-5678")
        #expect(metadata.format(number, as: .e164) == "+821012345678")
        #expect(metadata.region(of: number) == "KR")
    }

    @Test func badInputIsATypedError() throws {
        let metadata = try PhoneNumberMetadata.bundled()
        #expect(throws: PhoneNumberError.tooShort) { try metadata.parse("0", region: "KR") }
        #expect(throws: PhoneNumberError.unknownRegion("XX")) { try PhoneNumberFormatter(regionCode: "XX") }
    }
}
