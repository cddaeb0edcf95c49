import KeycraftPhoneNumbers
import Testing

@Suite("Complete numbers: parsing, E.164, international and national formats, validity")
struct PhoneNumberTests {
    let metadata: PhoneNumberMetadata

    init() throws { metadata = try PhoneNumberMetadata.bundled() }

    @Test func aKoreanMobileNumberInEveryStyle() throws {
        let number = try metadata.parse("010-1234-5678", region: "KR")
        #expect(number == PhoneNumber(countryCode: 82, nationalNumber: "1012345678"))
        #expect(metadata.format(number, as: .e164) == "+821012345678")
        #expect(metadata.format(number, as: .international) == "+82 10-1234-5678")
        #expect(metadata.format(number, as: .national) == "010-1234-5678")
        #expect(metadata.isValid(number))
        #expect(metadata.type(of: number) == .mobile)
    }

    @Test func numbersTypedWithACountryCodeBelongToThatCountry() throws {
        let number = try metadata.parse("+44 20 7946 0000", region: "KR")
        #expect(number == PhoneNumber(countryCode: 44, nationalNumber: "2079460000"))
        #expect(metadata.format(number, as: .national) == "020 7946 0000")
        #expect(metadata.region(of: number) == "GB")
        #expect(try metadata.parse("011 44 20 7946 0000", region: "US") == number)
    }

    @Test func sharedCountryCodesFindTheirRegion() throws {
        let toronto = try metadata.parse("+1 416 555 0123", region: "US")
        #expect(metadata.region(of: toronto) == "CA")
        #expect(metadata.format(toronto, as: .national) == "(416) 555-0123")
    }

    @Test func invalidNumbersAreNotValid() throws {
        #expect(!metadata.isValid(try metadata.parse("0101234", region: "KR")))
        #expect(!metadata.isValid(PhoneNumber(countryCode: 999, nationalNumber: "1234")))
        #expect(metadata.format(PhoneNumber(countryCode: 999, nationalNumber: "1234"), as: .international) == "1234")
    }

    @Test func badInputIsATypedError() throws {
        #expect(throws: PhoneNumberError.unexpectedCharacter("a", offset: 3)) { try metadata.parse("010a", region: "KR") }
        #expect(throws: PhoneNumberError.unexpectedCharacter("👋", offset: 0)) { try metadata.parse("👋010", region: "KR") }
        #expect(throws: PhoneNumberError.unknownRegion("ZZ")) { try metadata.parse("0101234", region: "ZZ") }
        #expect(throws: PhoneNumberError.invalidCountryCode) { try metadata.parse("+0101234", region: "KR") }
        #expect(throws: PhoneNumberError.tooShortAfterInternationalPrefix) { try metadata.parse("+82", region: "KR") }
        #expect(throws: PhoneNumberError.tooShort) { try metadata.parse("1", region: "KR") }
        #expect(throws: PhoneNumberError.tooLong) { try metadata.parse(String(repeating: "5", count: 19), region: "KR") }
        // With a country code the region is not needed.
        #expect(try metadata.parse("+82 10 1234 5678", region: "ZZ").countryCode == 82)
    }
}
