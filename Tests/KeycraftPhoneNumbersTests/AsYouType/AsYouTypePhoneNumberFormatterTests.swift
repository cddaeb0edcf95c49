import KeycraftPhoneNumbers
import Testing

@Suite("As-you-type phone formatting (libphonenumber's AsYouTypeFormatter)")
struct AsYouTypePhoneNumberFormatterTests {
    private func steps(_ region: String, _ input: String) throws -> [String] {
        var formatter = try AsYouTypePhoneNumberFormatter(regionCode: region)
        return input.unicodeScalars.map { formatter.input($0) }
    }

    /// A Korean mobile number is 010-XXX-XXXX until its 11th digit makes it 010-XXXX-XXXX.
    @Test func aKoreanMobileNumberRegroupsAtItsEleventhDigit() throws {
        #expect(try steps("KR", "01012345678") == [
            "0", "01", "010", "0101", "010-12", "010-123", "010-1234", "010-1234-5", "010-1234-56", "010-123-4567",
            "010-1234-5678",
        ])
    }

    @Test func theCaretFollowsTheDigitJustTypedThroughRegrouping() throws {
        var formatter = try AsYouTypePhoneNumberFormatter(regionCode: "KR")
        for scalar in "0101234567".unicodeScalars { formatter.input(scalar) }
        #expect(formatter.formattedNumber == "010-123-4567")
        formatter.input("8", rememberingPosition: true)
        #expect(formatter.formattedNumber == "010-1234-5678")
        #expect(formatter.rememberedPosition == 13)

        var early = try AsYouTypePhoneNumberFormatter(regionCode: "KR")
        for (index, scalar) in "01012345678".unicodeScalars.enumerated() { early.input(scalar, rememberingPosition: index == 6) }
        // The 4 (7th digit) sat at the end of "010-1234"; after regrouping it is still just before "-5678".
        #expect(early.rememberedPosition == 8)
    }

    @Test func internationalInputSwitchesToTheDialledCountry() throws {
        #expect(try steps("US", "+821012345678").last == "+82 10-1234-5678")
        #expect(try steps("US", "011821012345678").last == "011 82 10-1234-5678")
        #expect(try steps("KR", "+16502530000").last == "+1 650-253-0000")
        #expect(try steps("GB", "+442079460000").last == "+44 20 7946 0000")
    }

    @Test func nationalPrefixesAndTheirRules() throws {
        #expect(try steps("US", "16502530000").last == "1 (650) 253-0000")
        #expect(try steps("US", "6502530000").last == "(650) 253-0000")
        #expect(try steps("GB", "02079460000").last == "020 7946 0000")
        #expect(try steps("DE", "030123456").last == "030 123456")
    }

    /// A character other than a digit (or a leading `+`) stops grouping: the input shows as typed.
    @Test func nonDigitsStopFormatting() throws {
        #expect(try steps("US", "650-253").last == "650-253")
        #expect(try steps("US", "650a").last == "650a")
        #expect(try steps("KR", "010+1").last == "010+1")
    }

    /// Too many digits for any format: libphonenumber shows them unformatted.
    @Test func tooManyDigitsFallBackToTheDigits() throws {
        #expect(try steps("US", "65025300001").last == "65025300001")
        #expect(try steps("KR", "01012345678901234567890").last == "01012345678901234567890")
    }

    @Test func digitsOfOtherScriptsAreDigits() throws {
        // Arabic-Indic and full-width digits are typed as their values.
        #expect(try steps("US", "٦٥٠٢٥٣٠٠٠٠").last == "(650) 253-0000")
        #expect(try steps("KR", "０１０１２３４５６７８").last == "010-1234-5678")
    }

    @Test func clearStartsAnewInTheDefaultRegion() throws {
        var formatter = try AsYouTypePhoneNumberFormatter(regionCode: "US")
        formatter.input("+821012345678")
        formatter.clear()
        #expect(formatter.formattedNumber == "")
        #expect(formatter.input("6502530000") == "(650) 253-0000")
    }

    @Test(arguments: ["ZZ", "UK", "", "001", "K"])
    func unknownRegionsAreTypedErrors(region: String) {
        #expect(throws: PhoneNumberError.unknownRegion(region)) { try AsYouTypePhoneNumberFormatter(regionCode: region) }
    }

    @Test func regionCodesAreCaseInsensitive() throws {
        #expect(try steps("kr", "0212345678").last == "02-1234-5678")
    }
}
