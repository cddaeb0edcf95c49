import Foundation
import KeycraftPhoneNumbers
import KeycraftText
import Testing

/// The phone formatter as the editing pipeline runs it: rules → delegate → formatter → commit.
@Suite("A phone number field")
struct PhoneNumberFieldSessionTests {
    private func field(_ region: String = "KR", text: String = "") throws -> TextFieldSession {
        var field = TextFieldSession(
            text: text, traits: TextInputTraits(keyboardType: .phonePad), formatter: try PhoneNumberFormatter(regionCode: region))
        _ = field.becomeFirstResponder()
        return field
    }

    /// Typing digit by digit shows exactly what libphonenumber's as-you-type formatter shows, with the
    /// caret at the end, the 11th digit of a Korean mobile number regrouping it included.
    @Test func typingShowsLibphonenumbersStepsWithTheCaretAtTheEnd() throws {
        var field = try field()
        var reference = try AsYouTypePhoneNumberFormatter(regionCode: "KR")
        for digit in "01012345678".unicodeScalars {
            #expect(field.insertText(String(digit)) == .applied)
            #expect(field.text == reference.input(digit))
            #expect(field.selectedRange == NSRange(location: field.text.utf16.count, length: 0))
        }
        #expect(field.text == "010-1234-5678")
    }

    @Test func typingInTheMiddleKeepsTheCaretAfterTheDigit() throws {
        var field = try field(text: "")
        for digit in "0101234567" { field.insertText(String(digit)) }
        try field.setSelectedRange(NSRange(location: 7, length: 0))  // "010-123|-4567"
        field.insertText("9")
        #expect(field.text == "010-1239-4567")
        #expect(field.selectedRange == NSRange(location: 8, length: 0))
    }

    @Test func backspaceOverAHyphenDeletesTheDigitBeforeIt() throws {
        var field = try field()
        field.paste("01012345678")
        try field.setSelectedRange(NSRange(location: 9, length: 0))  // "010-1234-|5678"
        #expect(field.deleteBackward() == .applied)
        #expect(field.text == "010-123-5678")
        #expect(field.selectedRange == NSRange(location: 7, length: 0))
    }

    @Test func pastingKeepsDigitsAndTheCaretAfterThePaste() throws {
        var field = try field("US")
        field.paste("tel: +1 (650) 253-0000 ☎️")
        #expect(field.text == "+1 650-253-0000")
        #expect(field.selectedRange == NSRange(location: 15, length: 0))
    }

    /// Korean typed into a phone field (composed or not) and emoji leave the number as it was.
    @Test func lettersEmojiAndHangulAreDropped() throws {
        var field = try field()
        field.insertText("010")
        field.insertText("한")
        field.insertText("👩‍👩‍👧")
        field.insertText("e\u{301}")
        #expect(field.text == "010")
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
    }

    /// A Korean composition shows as marked text while it composes; when it commits the phone field
    /// keeps only its digits, so the number is back as it was, the caret after it.
    @Test func aKoreanCompositionIsDroppedWhenItCommits() throws {
        var field = try field()
        field.insertText("010")
        var composer = HangulComposer()
        for key in "ㅎㅏㄴ" { field.apply(composer.type(key)) }
        #expect(field.markedRange != nil)
        #expect(field.text.hasPrefix("010"))
        field.apply(composer.commit())
        #expect(field.markedRange == nil)
        #expect(field.text == "010")
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
        field.insertText("1")
        #expect(field.text == "0101")
    }

    /// A field limited to 13 UTF-16 units (010-1234-5678) refuses a 12th digit before formatting.
    @Test func rulesRunBeforeTheFormatter() throws {
        var field = TextFieldSession(
            validator: FieldValidator([.maxLength(13)]), formatter: try PhoneNumberFormatter(regionCode: "KR"))
        _ = field.becomeFirstResponder()
        for digit in "01012345678" { field.insertText(String(digit)) }
        #expect(field.text == "010-1234-5678")
        #expect(field.insertText("9") != .applied)
        #expect(field.text == "010-1234-5678")
    }

    @Test func theFormatterReportsTheValueAndWhetherItIsComplete() throws {
        let formatter = try PhoneNumberFormatter(regionCode: "KR")
        var field = try field()
        field.paste("010-1234-5678")
        #expect(formatter.extractedValue(of: field.text) == "01012345678")
        #expect(formatter.isComplete(field.text))
        for _ in 0..<4 { field.deleteBackward() }
        #expect(formatter.extractedValue(of: field.text) == "0101234")
        #expect(!formatter.isComplete(field.text))
    }
}

/// Cut, paste and undo go through the same pipeline, so a phone field regroups and restores as it should.
@Suite("A phone number field's cut, paste and undo")
struct PhoneNumberFieldHistoryTests {
    private func field() throws -> TextFieldSession {
        var field = TextFieldSession(formatter: try PhoneNumberFormatter(regionCode: "KR"))
        _ = field.becomeFirstResponder()
        return field
    }

    @Test func undoAndRedoRestoreEachGrouping() throws {
        var field = try field()
        for digit in "01012345678" { field.insertText(String(digit)) }
        #expect(field.text == "010-1234-5678")
        field.undo()
        #expect(field.text == "010-123-4567")
        field.undo()
        #expect(field.text == "010-1234-56")
        field.redo()
        field.redo()
        #expect(field.text == "010-1234-5678")
        #expect(field.selectedRange == NSRange(location: 13, length: 0))
    }

    @Test func cutAndPasteMoveDigitsAndRegroup() throws {
        var field = try field()
        field.paste("01012345678")
        let pasteboard = InMemoryPasteboard()
        try field.setSelectedRange(NSRange(location: 9, length: 4))  // "5678"
        field.cut(to: pasteboard)
        #expect(pasteboard.string == "5678")
        #expect(field.text == "010-1234")
        field.paste(from: pasteboard)
        #expect(field.text == "010-1234-5678")
        #expect(field.selectedRange == NSRange(location: 13, length: 0))
        field.undo()
        #expect(field.text == "010-1234")
    }
}
