import Foundation
import Testing
@testable import KeycraftText
import KeycraftTestSupport

/// Each delegate call a session makes reaches its delegate under UIKit's name for the kind of view, with
/// the delegate's answer, or reaches a package forwarder in its place; edit news a controller withholds
/// reaches no one.
@Suite struct EditingEventDeliveryTests {
    static let link = URL(string: "https://example.com/gildong")!

    /// Every event, in the order `EditingEvent` declares them.
    static let events: [EditingEvent] = [
        .shouldBeginEditing, .didBeginEditing, .shouldChange(range: NSRange(location: 1, length: 0), replacement: "가"),
        .didChangeSelection, .didChange, .shouldClear, .shouldReturn, .shouldEndEditing, .didEndEditing(reason: .cancelled),
        .shouldInteract(url: link, range: NSRange(location: 0, length: 1), interaction: .preview),
    ]

    @Test func aTextFieldHearsEveryEventAsUITextFieldDelegate() {
        let delegate = RecordingEditingDelegate()
        var field = TextFieldSession(text: "a")
        field.delegate = delegate
        for event in Self.events { field.tell(event) }
        // A text field has no links: nothing is asked about them.
        #expect(delegate.calls == [
            "shouldBegin", "didBegin", "shouldChange {1, 0} \"가\"", "didChangeSelection", "editingChanged \"a\"", "shouldClear",
            "shouldReturn", "shouldEnd", "didEnd cancelled",
        ])
    }

    @Test func aTextViewHearsEveryEventAsUITextViewDelegate() {
        let delegate = RecordingEditingDelegate()
        var view = TextViewSession(text: "a")
        view.delegate = delegate
        for event in Self.events { view.tell(event) }
        // No clear button, and return types a line break: neither is asked. No reason on did end.
        #expect(delegate.calls == [
            "shouldBegin", "didBegin", "shouldChange {1, 0} \"가\"", "didChangeSelection", "didChange \"a\"", "shouldEnd", "didEnd",
            "shouldInteract https://example.com/gildong {0, 1} preview",
        ])
    }

    @Test func theDelegatesRefusalsAreTheAnswers() {
        let fieldDelegate = RecordingEditingDelegate()
        fieldDelegate.allowBegin = false
        fieldDelegate.allowClear = false
        fieldDelegate.allowReturn = false
        fieldDelegate.allowEnd = false
        fieldDelegate.allowChange = false
        var field = TextFieldSession(text: "a")
        field.delegate = fieldDelegate
        let fieldAnswers = Self.events.map { field.ask($0) }
        #expect(fieldAnswers == [false, true, false, true, true, false, false, false, true, true])

        let viewDelegate = RecordingEditingDelegate()
        viewDelegate.allowChange = false
        viewDelegate.allowInteraction = false
        var view = TextViewSession(text: "a")
        view.delegate = viewDelegate
        let viewAnswers = Self.events.map { view.ask($0) }
        #expect(viewAnswers == [true, true, false, true, true, true, true, true, true, false])
    }

    @Test func withheldEditNewsReachesNoOne() {
        let delegate = RecordingEditingDelegate()
        var field = TextFieldSession(text: "a")
        field.delegate = delegate
        field.withholdsEditNews = true
        for event in Self.events { field.tell(event) }
        #expect(!delegate.calls.contains("didChangeSelection"))
        #expect(!delegate.calls.contains { $0.hasPrefix("editingChanged") })
        #expect(delegate.calls.count == 7)
    }

    final class Forwarder: EditingEventReceiver {
        var heard: [String] = []
        func receive(_ event: EditingEvent) -> Bool {
            heard.append("\(event)")
            return false
        }
    }

    @Test func aReceiverHearsInPlaceOfTheDelegate() {
        let delegate = RecordingEditingDelegate()
        let forwarder = Forwarder()
        var view = TextViewSession(text: "a")
        view.delegate = delegate
        view.receiver = forwarder
        let refused = view.becomeFirstResponder()
        #expect(refused == false, "the forwarder's refusal")
        view.receiver = nil
        let began = view.becomeFirstResponder()
        #expect(began)
        #expect(forwarder.heard == ["shouldBeginEditing"])
        #expect(delegate.calls == ["shouldBegin", "didBegin"])
    }

    /// The receiver is held weakly, as a delegate is: once it is gone the delegate hears the calls again.
    @Test func aReceiverThatIsGoneLeavesTheCallsToTheDelegate() {
        let delegate = RecordingEditingDelegate()
        var view = TextViewSession(text: "a")
        view.delegate = delegate
        do {
            let forwarder = Forwarder()
            view.receiver = forwarder
            let began = view.becomeFirstResponder()
            #expect(!began, "the forwarder's refusal")
        }
        #expect(view.receiver == nil)
        let began = view.becomeFirstResponder()
        #expect(began)
        #expect(delegate.calls == ["shouldBegin", "didBegin"])
    }
}
