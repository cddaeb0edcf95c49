import Foundation
import Testing
@testable import KeycraftText

/// What adapters use to keep a session beside a UIKit view: its state taken as shown, and the delegate
/// asked one question at a time.
@Suite struct SessionMirroringTests {
    final class Renaming: TextFieldDelegate, TextViewDelegate {
        var calls: [String] = []
        func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool {
            calls.append("shouldReturn \(textField.text)")
            textField.text = "renamed"
            return false
        }
        func textViewDidBeginEditing(_ textView: TextViewHandle) {
            calls.append("didBegin \(textView.text)")
            try? textView.setSelectedRange(NSRange(location: 0, length: 1))
        }
    }

    @Test func aViewsStateIsCheckedLikeEveryRange() throws {
        let shown = try EditableText("abc한", selectedRange: NSRange(location: 4, length: 0), markedRange: NSRange(location: 3, length: 1))
        #expect(shown.markedText == "한")
        #expect(throws: TextRangeError.outOfBounds(.upper, offset: 6, textLength: 4)) {
            try EditableText("abc한", selectedRange: NSRange(location: 0, length: 0), markedRange: NSRange(location: 3, length: 3))
        }
        #expect(throws: TextRangeError.insideSurrogatePair(.lower, offset: 1)) {
            try EditableText("😀", selectedRange: NSRange(location: 0, length: 0), markedRange: NSRange(location: 1, length: 1))
        }
        #expect(try EditableText("a", selectedRange: NSRange(location: 1, length: 0), markedRange: NSRange(location: 1, length: 0)).markedRange == nil)
    }

    @Test func aMirroredCompositionCommitsThroughTheRules() throws {
        var field = TextFieldSession(validator: FieldValidator([.maxLength(5)]))
        field.mirror(try EditableText("abcdにほん", selectedRange: NSRange(location: 7, length: 0), markedRange: NSRange(location: 4, length: 3)), isEditing: true)
        #expect(field.isEditing && field.markedRange == NSRange(location: 4, length: 3))
        #expect(field.unmarkText() == .appliedSanitized("に"))
        #expect(field.text == "abcdに" && field.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func theSameCompositionKeepsWhatItReplaced() throws {
        var field = TextFieldSession(text: "xyz", validator: FieldValidator([.maxLength(3)]))
        field.becomeFirstResponder()
        try field.setSelectedRange(NSRange(location: 0, length: 3))
        field.setMarkedText("가")
        // The view shows the same composition, its caret moved: it still replaced "xyz".
        field.mirror(try EditableText("가", selectedRange: NSRange(location: 0, length: 0), markedRange: NSRange(location: 0, length: 1)), isEditing: true)
        #expect(field.unmarkText() == .applied)
        #expect(field.text == "가")
        // The commit replaced "xyz" (one undoable change); the mirroring itself left no history.
        #expect(field.undo() == .applied)
        #expect(field.text == "xyz")
        #expect(field.undo() == .nothingToDo)
    }

    @Test func askingAndTellingTakeWhatTheDelegateSet() {
        let delegate = Renaming()
        var field = TextFieldSession(text: "name")
        field.delegate = delegate
        let returns = field.ask(.shouldReturn)
        #expect(returns == false)
        #expect(field.text == "renamed")
        var view = TextViewSession(text: "bio")
        view.delegate = delegate
        view.tell(.didBeginEditing)
        #expect(view.selectedRange == NSRange(location: 0, length: 1))
        #expect(delegate.calls == ["shouldReturn name", "didBegin bio"])
        var alone = TextFieldSession()
        let aloneReturns = alone.ask(.shouldReturn)
        #expect(aloneReturns)
    }
}
