import Foundation
import Testing
@testable import KeycraftText
import KeycraftTestSupport

@Suite struct TextFieldSessionTests {
    @Test func typingFollowsUIKitsDelegateOrder() {
        let delegate = RecordingEditingDelegate()
        var field = TextFieldSession()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.insertText("a")
        field.insertText("👩‍👩‍👧")
        field.deleteBackward()
        #expect(delegate.calls == [
            "shouldBegin", "didBegin",
            "shouldChange {0, 0} \"a\"", "didChangeSelection", "editingChanged \"a\"",
            "shouldChange {1, 0} \"👩‍👩‍👧\"", "didChangeSelection", "editingChanged \"a👩‍👩‍👧\"",
            "shouldChange {1, 8} \"\"", "didChangeSelection", "editingChanged \"a\"",
        ])
    }

    @Test func pastingReplacesTheSelection() throws {
        let delegate = RecordingEditingDelegate()
        var field = TextFieldSession(text: "hello world")
        field.delegate = delegate
        field.becomeFirstResponder()
        try field.setSelectedRange(NSRange(location: 6, length: 5))
        delegate.calls = []
        let result = field.paste("세계")
        #expect(result == .applied)
        #expect(field.text == "hello 세계")
        #expect(delegate.calls == ["shouldChange {6, 5} \"세계\"", "didChangeSelection", "editingChanged \"hello 세계\""])
    }

    @Test func replacingAWordAsksTheDelegate() {
        let delegate = RecordingEditingDelegate()
        var field = TextFieldSession(text: "teh cat")
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.calls = []
        let result = field.replace(NSRange(location: 0, length: 3), with: "the")
        #expect(result == .applied)
        #expect(field.text == "the cat")
        #expect(delegate.calls.first == "shouldChange {0, 3} \"the\"")
    }

    @Test func aVetoLeavesTextAndSelectionAlone() {
        let delegate = RecordingEditingDelegate()
        var field = TextFieldSession(text: "ab")
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowChange = false
        let before = field.content
        let typed = field.insertText("c"), deleted = field.deleteBackward()
        #expect(typed == .vetoedByDelegate && deleted == .vetoedByDelegate)
        #expect(field.content == before)
        #expect(!delegate.calls.contains { $0.hasPrefix("editingChanged") })
    }

    @Test func beginVetoKeepsTheFieldFromEditing() {
        let delegate = RecordingEditingDelegate()
        delegate.allowBegin = false
        var field = TextFieldSession()
        field.delegate = delegate
        let began = field.becomeFirstResponder()
        let typed = field.insertText("x")
        #expect(!began && typed == .notEditing)
        #expect(delegate.calls == ["shouldBegin"])
    }

    @Test func clearingAsksThenEmpties() {
        let delegate = RecordingEditingDelegate()
        var field = TextFieldSession(text: "abc")
        field.clearButtonMode = .whileEditing
        field.delegate = delegate
        field.becomeFirstResponder()
        #expect(field.isClearButtonVisible)
        let cleared = field.clear()
        #expect(cleared && field.text.isEmpty && !field.isClearButtonVisible)
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldClear", "didChangeSelection", "editingChanged \"\""])
        delegate.allowClear = false
        field.insertText("x")
        let clearedAgain = field.clear()
        #expect(!clearedAgain && field.text == "x")
    }

    @Test func clearButtonBeginsEditingWhenTappedOutsideEditing() {
        let delegate = RecordingEditingDelegate()
        var field = TextFieldSession(text: "abc")
        field.clearButtonMode = .always
        field.delegate = delegate
        let cleared = field.clear()
        #expect(cleared && field.isEditing && field.text.isEmpty)
        #expect(delegate.calls.prefix(3) == ["shouldBegin", "didBegin", "shouldClear"])
    }

    @Test func returningAndEnding() {
        let delegate = RecordingEditingDelegate()
        var field = TextFieldSession(text: "x")
        field.delegate = delegate
        field.becomeFirstResponder()
        let returned = field.pressReturn(), resigned = field.resignFirstResponder()
        #expect(returned && resigned)
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldReturn", "shouldEnd", "didEnd committed"])
    }

    @Test func endVetoKeepsEditing() {
        let delegate = RecordingEditingDelegate()
        delegate.allowEnd = false
        var field = TextFieldSession()
        field.delegate = delegate
        field.becomeFirstResponder()
        let resigned = field.resignFirstResponder()
        #expect(!resigned && field.isEditing)
        field.forceEndEditing()
        #expect(!field.isEditing)
        #expect(delegate.calls.suffix(3) == ["shouldEnd", "shouldEnd", "didEnd cancelled"])
    }

    @Test func returnKeyIsDisabledWhileEmptyWhenAutoEnabled() {
        var field = TextFieldSession(traits: TextInputTraits(enablesReturnKeyAutomatically: true))
        field.becomeFirstResponder()
        let returnedWhileEmpty = field.pressReturn()
        #expect(!field.isReturnKeyEnabled && !returnedWhileEmpty)
        field.insertText("한")
        let returned = field.pressReturn()
        #expect(field.isReturnKeyEnabled && returned)
    }

    @Test func becomingFirstResponderPutsTheCaretAtTheEnd() throws {
        var field = TextFieldSession(text: "안녕")
        field.becomeFirstResponder()
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func clearsOnBeginEditing() {
        var field = TextFieldSession(text: "old")
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        #expect(field.text.isEmpty)
    }

    @Test func badRangesAreReportedAndChangeNothing() {
        var field = TextFieldSession(text: "e\u{301}")
        field.becomeFirstResponder()
        let inside = field.replace(NSRange(location: 1, length: 0), with: "x")
        let outside = field.replace(NSRange(location: 9, length: 0), with: "x")
        #expect(inside == .invalidRange(.insideGraphemeCluster(.lower, offset: 1, cluster: NSRange(location: 0, length: 2))))
        #expect(outside == .invalidRange(.outOfBounds(.lower, offset: 9, textLength: 2)))
        #expect(field.text == "e\u{301}")
    }
}

/// The session's overlay and clear-button visibility; the sixteen combinations are checked against
/// UIKit's documented table in TextFieldViewModeTableTests.
@Suite struct TextFieldViewModeTests {
    @Test func sessionReportsOverlayVisibility() {
        var field = TextFieldSession(text: "")
        field.leftViewMode = .unlessEditing
        field.rightViewMode = .whileEditing
        field.clearButtonMode = .always
        #expect(field.isLeftViewVisible && !field.isRightViewVisible && !field.isClearButtonVisible)
        field.becomeFirstResponder()
        field.insertText("a")
        #expect(!field.isLeftViewVisible && field.isRightViewVisible && field.isClearButtonVisible)
    }
}
