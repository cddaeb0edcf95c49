import Foundation
import KeycraftPhoneNumbers
import KeycraftText
import PropertyBased
import Testing

@Suite("The phone number formatter stage")
struct PhoneNumberFormatterTests {
    let korea: PhoneNumberFormatter

    init() throws { korea = try PhoneNumberFormatter(regionCode: "KR") }

    /// Applies `edit` as the pipeline does: returns the text and caret after the formatter's answer.
    private func apply(_ formatter: PhoneNumberFormatter, _ text: String, _ range: NSRange, _ replacement: String)
        throws -> (text: String, caret: Int)
    {
        let edit = try FormattingEdit(currentText: text, range: range, replacement: replacement, source: .typing)
        let result = formatter.format(edit)
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: result.range.location)
        let end = utf16.index(start, offsetBy: result.range.length)
        return (String(text[..<start]) + result.replacement + String(text[end...]), result.caret)
    }

    private func type(_ formatter: PhoneNumberFormatter, _ digits: String) throws -> (text: String, caret: Int) {
        var state = (text: "", caret: 0)
        for character in digits {
            state = try apply(formatter, state.text, NSRange(location: state.caret, length: 0), String(character))
        }
        return state
    }

    @Test func typingAtTheEndGroupsAndKeepsTheCaretAtTheEnd() throws {
        #expect(try type(korea, "0101234567") == ("010-123-4567", 12))
        // The 11th digit regroups the number; the caret stays right after the 8.
        #expect(try type(korea, "01012345678") == ("010-1234-5678", 13))
    }

    @Test func typingInTheMiddleKeepsTheCaretAfterTheDigitTyped() throws {
        // "010-12|34-5678": a 9 typed there makes 12 digits, more than any Korean format takes, so
        // libphonenumber shows them ungrouped; the caret stays right after the 9.
        #expect(try apply(korea, "010-1234-5678", NSRange(location: 6, length: 0), "9") == ("010129345678", 6))
        // "010-123|4-567": a 9 there makes a full mobile number, regrouped; the caret is after the 9.
        #expect(try apply(korea, "010-1234-567", NSRange(location: 7, length: 0), "9") == ("010-1239-4567", 8))
    }

    @Test func backspaceOverAHyphenDeletesTheDigitBeforeIt() throws {
        // "010-1234-5678", caret after the second hyphen; backspace removes the hyphen → the 4 goes.
        let result = try apply(korea, "010-1234-5678", NSRange(location: 8, length: 1), "")
        #expect(result.text == "010-123-5678")
        #expect(result.caret == 7)
    }

    @Test func deletingADigitRegroupsAndKeepsTheCaretInPlace() throws {
        let result = try apply(korea, "010-1234-5678", NSRange(location: 11, length: 1), "")
        #expect(result == ("010-123-4568", 11))
    }

    @Test func pastingFormattedTextKeepsItsDigitsOnly() throws {
        let result = try apply(korea, "", NSRange(location: 0, length: 0), "Tel: (010) 1234·5678 👋🏽")
        #expect(result == ("010-1234-5678", 13))
        #expect(korea.extractedValue(of: result.text) == "01012345678")
        #expect(korea.isComplete(result.text))
        #expect(!korea.isComplete("010-1234"))
    }

    @Test func aLeadingPlusIsKeptAndSwitchesCountry() throws {
        let result = try type(korea, "+16502530000")
        #expect(result == ("+1 650-253-0000", 15))
        #expect(korea.extractedValue(of: result.text) == "+16502530000")
    }

    @Test func hugePastesAreAppendedUnformattedWithoutQuadraticCost() throws {
        let digits = String(repeating: "1234567890", count: 10_000)
        let result = try apply(korea, "", NSRange(location: 0, length: 0), digits)
        #expect(result.text == digits)
        #expect(result.caret == digits.utf16.count)
    }

    /// `randomEditsKeepTheDigitsAndTheCaret`'s counterexample: "12" typed into "08505 82-221-1015".
    /// The 16 digits first take a long national prefix ("08505"), then fail to fit it; libphonenumber's
    /// algorithm put back only the short one ("0") and dropped the 5, so the field lost a typed digit and
    /// retyping what it showed gave a different grouping.
    @Test func aSecondFailedLongNationalPrefixKeepsEveryDigit() throws {
        let typed = try type(korea, "08505822211015")
        #expect(typed.text == "08505 82-221-1015")
        let result = try apply(korea, typed.text, NSRange(location: 7, length: 0), "12")
        #expect(korea.extractedValue(of: result.text) == "0850581222211015")
        #expect(korea.formatted(Array(korea.extractedValue(of: result.text).unicodeScalars)) == result.text)
        var fresh = try AsYouTypePhoneNumberFormatter(regionCode: "KR")
        #expect(fresh.input("0850581222211015") == result.text)
        #expect(result == ("0850581222211015", 8))
    }

    /// Any edit at any range of a formatted number: the result is the formatted form of the edited
    /// digits, and the caret sits right after as many digits as preceded it in the edited text.
    @Test func randomEditsKeepTheDigitsAndTheCaret() async throws {
        let formatter = korea
        let pieces = ["0", "1", "5", "9", "", "-", "12", "👋", "한", "e\u{301}", "5\u{301}", "+", "٣"]
        await propertyCheck(
            count: 300, input: Gen.element(of: ["0", "1", "2", "5", "8"]).array(of: 0...14), Gen.int(in: 0...20),
            Gen.int(in: 0...4), Gen.element(of: pieces)
        ) { digits, start, length, replacement in
            let typed = try type(formatter, digits.compactMap { $0 }.joined()).text
            let characters = Array(typed)
            let lower = min(start, characters.count), upper = min(lower + length, characters.count)
            let location = String(characters[..<lower]).utf16.count
            let range = NSRange(location: location, length: String(characters[lower..<upper]).utf16.count)
            let edit = try FormattingEdit(currentText: typed, range: range, replacement: replacement ?? "", source: .paste)
            let result = try apply(formatter, typed, range, replacement ?? "")
            // The formatted text is what retyping its digits gives.
            var dialled: [Unicode.Scalar] = []
            for scalar in result.text.unicodeScalars
            where scalar.properties.numericType == .decimal || (scalar == "+" && dialled.isEmpty) {
                dialled.append(scalar)
            }
            #expect(formatter.formatted(dialled) == result.text)
            // …and what libphonenumber's algorithm shows for them typed afresh (no state kept between edits).
            var reference = try AsYouTypePhoneNumberFormatter(regionCode: "KR")
            for scalar in dialled { reference.input(scalar) }
            #expect(reference.formattedNumber == result.text)
            // The caret never lands inside the text's UTF-16 bounds wrongly.
            #expect(result.caret >= 0 && result.caret <= result.text.utf16.count)
            if !edit.isDeletion {
                let proposedDigits = formatter.extractedValue(of: String(edit.proposedText.utf16.prefix(edit.proposedCaret))!)
                let caretDigits = formatter.extractedValue(of: String(result.text.utf16.prefix(result.caret))!)
                #expect(caretDigits.count == proposedDigits.count)
            }
        }
    }

    @Test func unknownRegionsAreTypedErrors() throws {
        #expect(throws: PhoneNumberError.unknownRegion("XX")) { try PhoneNumberFormatter(regionCode: "XX") }
    }
}
