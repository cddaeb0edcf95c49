import Foundation
import Testing
@testable import KeycraftText
import KeycraftTestSupport

/// Cut, copy, paste and undo go through the pipeline, so a formatter (and the delegate) see them.
@Suite struct CutCopyUndoTests {
    static func field(_ text: String = "") -> TextFieldSession {
        var field = TextFieldSession(text: text, formatter: GroupsOfFourFormatter())
        field.becomeFirstResponder()
        return field
    }

    @Test func cutDeletesThroughTheFormatterThenFillsThePasteboard() throws {
        let pasteboard = InMemoryPasteboard()
        var field = Self.field("1234 5678 9")
        try field.setSelectedRange(NSRange(location: 2, length: 4))  // "34 5"
        #expect(field.cut(to: pasteboard) == .applied)
        #expect(pasteboard.string == "34 5")
        #expect(field.text == "1267 89" && field.selectedRange == NSRange(location: 2, length: 0))
        #expect(field.paste(from: pasteboard) == .applied)
        #expect(field.text == "1234 5678 9" && field.selectedRange == NSRange(location: 6, length: 0))
    }

    @Test func copyLeavesTheTextAndSecureFieldsOfferNeither() throws {
        let pasteboard = InMemoryPasteboard(string: "old")
        var field = Self.field("한글 👩‍👩‍👧")
        try field.setSelectedRange(NSRange(location: 3, length: 8))
        #expect(field.copy(to: pasteboard) && pasteboard.string == SampleText.family)
        #expect(field.text == "한글 👩‍👩‍👧")
        var secret = TextFieldSession(text: "hunter2", traits: TextInputTraits(isSecureTextEntry: true))
        secret.becomeFirstResponder()
        try secret.setSelectedRange(NSRange(location: 0, length: 7))
        #expect(!secret.copy(to: pasteboard) && secret.cut(to: pasteboard) == .nothingToDo)
        #expect(pasteboard.string == SampleText.family && secret.text == "hunter2")
    }

    @Test func aVetoedCutLeavesThePasteboardAlone() throws {
        let delegate = RecordingEditingDelegate()
        let pasteboard = InMemoryPasteboard(string: "kept")
        var field = Self.field("abcd")
        field.delegate = delegate
        try field.setSelectedRange(NSRange(location: 0, length: 2))
        delegate.allowChange = false
        #expect(field.cut(to: pasteboard) == .vetoedByDelegate)
        #expect(pasteboard.string == "kept" && field.text == "abcd")
    }

    @Test func undoAndRedoStepThroughFormattedEdits() throws {
        let delegate = RecordingEditingDelegate()
        var field = Self.field()
        field.delegate = delegate
        for key in "12345" { field.insertText(String(key)) }
        #expect(field.text == "1234 5" && field.canUndo && !field.canRedo)
        delegate.calls = []
        #expect(field.undo() == .applied)
        #expect(field.text == "1234" && field.selectedRange == NSRange(location: 4, length: 0))
        #expect(delegate.calls == ["shouldChange {0, 6} \"1234\"", "didChangeSelection", "editingChanged \"1234\""])
        field.undo()
        #expect(field.text == "123" && field.canRedo)
        field.redo()
        field.redo()
        #expect(field.text == "1234 5" && field.selectedRange == NSRange(location: 6, length: 0) && !field.canRedo)
        // A new edit after an undo ends the redo history.
        field.undo()
        field.insertText("x")
        #expect(field.text == "1234 x" && !field.canRedo)
    }

    @Test func undoRestoresAPasteInTheMiddleAndTheSelectionBeforeIt() throws {
        var field = Self.field("1234 5678")
        try field.setSelectedRange(NSRange(location: 2, length: 3))  // "34 "
        field.paste("ab")
        #expect(field.text == "12ab 5678")
        field.undo()
        #expect(field.text == "1234 5678" && field.selectedRange == NSRange(location: 2, length: 3))
    }

    @Test func aCommittedCompositionIsUndoneWhole() {
        var field = TextFieldSession()
        field.becomeFirstResponder()
        var composer = HangulComposer()
        for key in "ㅎㅏㄴㄱㅡㄹ" { field.apply(composer.type(key)) }
        #expect(!field.canUndo || field.markedRange == nil)  // undo waits while text is marked
        #expect(field.undo() == .nothingToDo)
        field.apply(composer.commit())
        #expect(field.text == "한글")
        field.undo()
        #expect(field.text == "한" && field.selectedRange == NSRange(location: 1, length: 0))
        field.undo()
        #expect(field.text == "" && !field.canUndo)
        field.redo()
        #expect(field.text == "한")
    }

    @Test func theDelegateCanVetoAnUndoAndAChangeItMakesClearsTheHistory() {
        final class Resetter: TextFieldDelegate {
            var reset = false, allow = true
            func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                if reset { textField.text = "reset" }
                return allow
            }
        }
        let delegate = Resetter()
        var field = TextFieldSession()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.insertText("a")
        delegate.allow = false
        #expect(field.undo() == .vetoedByDelegate && field.text == "a" && field.canUndo)
        delegate.reset = true
        #expect(field.undo() == .vetoedByDelegate && field.text == "reset" && !field.canUndo)
    }

    @Test func theClearButtonIsUndoable() {
        var field = TextFieldSession(text: "hello")
        field.becomeFirstResponder()
        field.clear()
        #expect(field.text == "")
        field.undo()
        #expect(field.text == "hello" && field.selectedRange == NSRange(location: 5, length: 0))
    }
}
