import Foundation
import Testing
@testable import KeycraftText
import KeycraftTestSupport

@Suite struct TextViewSessionTests {
    @Test func typingAndReturnFollowUITextViewOrder() {
        let delegate = RecordingEditingDelegate()
        var view = TextViewSession(text: "")
        view.delegate = delegate
        view.becomeFirstResponder()
        view.insertText("한")
        view.pressReturn()
        view.resignFirstResponder()
        #expect(delegate.calls == [
            "shouldBegin", "didBegin",
            "shouldChange {0, 0} \"한\"", "didChangeSelection", "didChange \"한\"",
            "shouldChange {1, 0} \"\n\"", "didChangeSelection", "didChange \"한\n\"",
            "shouldEnd", "didEnd",
        ])
    }

    @Test func aVetoedChangeKeepsTheText() {
        let delegate = RecordingEditingDelegate()
        delegate.allowChange = false
        var view = TextViewSession(text: "abc")
        view.delegate = delegate
        view.becomeFirstResponder()
        let result = view.paste("xyz")
        #expect(result == .vetoedByDelegate)
        #expect(view.text == "abc")
    }

    @Test func linksRespondOnlyWhenSelectableAndNotEditable() throws {
        let delegate = RecordingEditingDelegate()
        let url = try #require(URL(string: "https://www.apple.com"))
        var view = TextViewSession(text: "Visit Apple 🍎 now")
        view.delegate = delegate
        view.links = [.init(range: NSRange(location: 6, length: 5), url: url)]
        #expect(view.interactWithLink(at: 7) == nil, "an editable text view doesn't follow taps on links")
        view.isEditable = false
        #expect(view.interactWithLink(at: 7) == url)
        #expect(delegate.calls == ["shouldInteract https://www.apple.com {6, 5} invokeDefaultAction"])
        #expect(view.interactWithLink(at: 2) == nil)
        delegate.allowInteraction = false
        #expect(view.interactWithLink(at: 7, interaction: .presentActions) == nil)
        view.isSelectable = false
        #expect(view.link(at: 7) == nil)
    }

    @Test func aNonEditableViewNeverBeginsEditing() {
        var view = TextViewSession(text: "read only")
        view.isEditable = false
        let began = view.becomeFirstResponder()
        let typed = view.insertText("x")
        #expect(!began && typed == .notEditing)
    }
}
