import Foundation
import Testing
@testable import KeycraftText

/// Masks in a real TextFieldSession: the formatter stage runs inside the pipeline.
@Suite struct MaskedTextFieldSessionTests {
    static func field(_ format: String = "{+1} ([000]) [000]-[00]-[00]") throws -> TextFieldSession {
        var field = TextFieldSession(formatter: try MaskFormatter(format: format))
        field.becomeFirstResponder()
        return field
    }

    @Test func typingBackspaceAndEditingChanged() throws {
        let delegate = RecordingTextFieldDelegate()
        var field = try Self.field()
        field.delegate = delegate
        for key in "098" { field.insertText(String(key)) }
        #expect(field.text == "+1 (098) ")
        #expect(field.selectedRange == NSRange(location: 9, length: 0))
        #expect(delegate.calls.last == "editingChanged \"+1 (098) \"")
        field.deleteBackward()
        #expect(field.text == "+1 (09")
        #expect(field.selectedRange == NSRange(location: 6, length: 0))
        #expect(delegate.calls.last == "editingChanged \"+1 (09\"")
    }

    @Test func pastingTooMuchAndTheLiteralPrefix() throws {
        var field = try Self.field("+998 [00] [000] [00] [00]")
        field.paste("998901234567 and more 89")
        #expect(field.text == "+998 90 123 45 67")
        #expect(field.selectedRange == NSRange(location: 17, length: 0))
    }

    @Test func editingInTheMiddle() throws {
        var field = try Self.field("[00]-[00]")
        field.paste("1234")
        try field.setSelectedRange(NSRange(location: 1, length: 0))
        field.insertText("9")
        #expect(field.text == "19-23")
        #expect(field.selectedRange == NSRange(location: 3, length: 0), "after the 9 and the dash it pushed along")
    }

    @Test func koreanCompositionAndEmojiAreDroppedWhole() throws {
        var field = try Self.field("[0…]")
        field.insertText("12")
        var composer = HangulComposer()
        for key in "ㅎㅏㄴ" { field.apply(composer.type(key)) }
        field.apply(composer.commit())
        field.insertText("👩‍👩‍👧")
        field.insertText("3")
        #expect(field.text == "123")
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
        #expect(field.markedRange == nil)
    }
}
