import Foundation
import Testing
@testable import KeycraftText
import KeycraftTestSupport

/// Masks in a real TextFieldSession: the formatter stage runs inside the pipeline.
@Suite struct MaskedTextFieldSessionTests {
    static func field(_ format: String = "{+1} ([000]) [000]-[00]-[00]") throws -> TextFieldSession {
        var field = TextFieldSession(formatter: try MaskFormatter(format: format))
        field.becomeFirstResponder()
        return field
    }

    @Test func typingBackspaceAndEditingChanged() throws {
        let delegate = RecordingEditingDelegate()
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

/// Masks in a text view, and formatters called directly with ranges outside the text.
@Suite struct MaskedTextViewAndBadRangeTests {
    @Test func aTextViewFormatsThroughAMaskToo() throws {
        var view = TextViewSession(formatter: try MaskFormatter(format: "[0000] [0000]"))
        view.becomeFirstResponder()
        view.insertText("12345")
        #expect(view.text == "1234 5")
        #expect(view.selectedRange == NSRange(location: 6, length: 0))
    }

    @Test(arguments: [NSRange(location: NSNotFound, length: 0), NSRange(location: 9, length: 0), NSRange(location: 2, length: 9), NSRange(location: -1, length: 1)])
    func aRangeOutsideTheTextIsAnsweredAsProposedNeverATrap(range: NSRange) throws {
        let formatters: [any TextFormatter] = [
            try MaskFormatter(format: "[00]-[00]"), PaymentCardFormatter(), CardExpiryFormatter(),
            AmountFormatter(locale: Locale(identifier: "en_US")),
        ]
        for formatter in formatters {
            let edit = FormattingEdit(checked: "12-3", range: range, replacement: "4", source: .typing)
            #expect(formatter.format(edit) == FormattedEdit(range: range, replacement: "4", caret: 0))
        }
    }

    @Test func theSessionRefusesABadRangeAndKeepsTheText() throws {
        var field = TextFieldSession(text: "12-3", formatter: try MaskFormatter(format: "[00]-[00]"))
        field.becomeFirstResponder()
        #expect(field.replace(NSRange(location: 7, length: 0), with: "4") != .applied)
        #expect(field.text == "12-3")
    }
}

/// Cut, copy, paste from the pasteboard and undo on a masked field: the pipeline runs each through the
/// mask, so the pasteboard gets what the user selected and undo steps back through formatted texts.
@Suite struct MaskedCutCopyUndoTests {
    static func filled() throws -> TextFieldSession {
        var field = TextFieldSession(formatter: try MaskFormatter(format: "{+1} ([000]) [000]-[00]-[00]"))
        field.becomeFirstResponder()
        field.paste("0987654321")
        return field
    }

    @Test func copyTakesTheFormattedSelection() throws {
        var field = try Self.filled()
        let pasteboard = InMemoryPasteboard()
        try field.setSelectedRange(NSRange(location: 0, length: field.text.utf16.count))
        #expect(field.copy(to: pasteboard))
        #expect(pasteboard.string == "+1 (098) 765-43-21")
        #expect(field.text == "+1 (098) 765-43-21")
    }

    @Test func cutInTheMiddleRegroupsAndPasteFromThePasteboardPutsItBack() throws {
        var field = try Self.filled()
        let pasteboard = InMemoryPasteboard()
        try field.setSelectedRange(NSRange(location: 9, length: 3))
        #expect(field.cut(to: pasteboard) == .applied)
        #expect(pasteboard.string == "765")
        #expect(field.text == "+1 (098) 432-1")
        #expect(field.selectedRange == NSRange(location: 9, length: 0))
        try field.setSelectedRange(NSRange(location: field.text.utf16.count, length: 0))
        #expect(field.paste(from: pasteboard) == .applied)
        #expect(field.text == "+1 (098) 432-17-65")
        #expect(field.selectedRange == NSRange(location: 18, length: 0))
    }

    @Test func undoStepsBackThroughFormattedTexts() throws {
        var field = try Self.filled()
        let pasteboard = InMemoryPasteboard()
        try field.setSelectedRange(NSRange(location: 9, length: 3))
        _ = field.cut(to: pasteboard)
        field.insertText("5")
        #expect(field.text == "+1 (098) 543-21")
        #expect(field.undo() == .applied)
        #expect(field.text == "+1 (098) 432-1")
        #expect(field.undo() == .applied)
        #expect(field.text == "+1 (098) 765-43-21")
        #expect(field.redo() == .applied)
        #expect(field.text == "+1 (098) 432-1")
    }
}
