import Foundation
import KeycraftText

/// The answers a field's delegate gives to UIKit's "should" questions; all yes unless a screen says no.
public struct DelegateAnswers: Hashable, Sendable, Codable {
    public var shouldBeginEditing: Bool
    public var shouldEndEditing: Bool
    public var shouldReturn: Bool
    public var shouldChangeCharacters: Bool

    public init(shouldBeginEditing: Bool = true, shouldEndEditing: Bool = true, shouldReturn: Bool = true, shouldChangeCharacters: Bool = true) {
        self.shouldBeginEditing = shouldBeginEditing
        self.shouldEndEditing = shouldEndEditing
        self.shouldReturn = shouldReturn
        self.shouldChangeCharacters = shouldChangeCharacters
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            shouldBeginEditing: try container.decodeIfPresent(Bool.self, forKey: .shouldBeginEditing) ?? true,
            shouldEndEditing: try container.decodeIfPresent(Bool.self, forKey: .shouldEndEditing) ?? true,
            shouldReturn: try container.decodeIfPresent(Bool.self, forKey: .shouldReturn) ?? true,
            shouldChangeCharacters: try container.decodeIfPresent(Bool.self, forKey: .shouldChangeCharacters) ?? true)
    }
}

/// Every delegate call of a screen, in order, as `method(fieldID)`; shared by the screen's delegates.
/// It records which method ran, never the text (privacy: transcripts may be shared).
final class DelegateCallLog {
    var calls: [String] = []
}

/// One field's delegate: answers from ``DelegateAnswers`` and records each call in the shared log.
final class RecordingDelegate: TextFieldDelegate, TextViewDelegate {
    let fieldID: String
    let log: DelegateCallLog
    var answers: DelegateAnswers
    /// While the screen forces editing to end, "should end" is asked but cannot refuse.
    var isForcingEnd = false

    init(fieldID: String, log: DelegateCallLog, answers: DelegateAnswers) {
        self.fieldID = fieldID
        self.log = log
        self.answers = answers
    }

    private func record(_ method: String) { log.calls.append("\(method)(\(fieldID))") }

    private func answer(_ method: String, _ value: Bool) -> Bool {
        record(method)
        return value
    }

    func textFieldShouldBeginEditing(_ textField: TextFieldSession) -> Bool { answer("textFieldShouldBeginEditing", answers.shouldBeginEditing) }
    func textFieldDidBeginEditing(_ textField: TextFieldSession) { record("textFieldDidBeginEditing") }
    func textField(_ textField: TextFieldSession, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        answer("textField:shouldChangeCharactersIn:replacementString:", answers.shouldChangeCharacters)
    }
    func textFieldDidChangeSelection(_ textField: TextFieldSession) { record("textFieldDidChangeSelection") }
    func textFieldEditingChanged(_ textField: TextFieldSession) { record("editingChanged") }
    func textFieldShouldClear(_ textField: TextFieldSession) -> Bool { answer("textFieldShouldClear", true) }
    func textFieldShouldReturn(_ textField: TextFieldSession) -> Bool { answer("textFieldShouldReturn", answers.shouldReturn) }
    func textFieldShouldEndEditing(_ textField: TextFieldSession) -> Bool {
        answer("textFieldShouldEndEditing", isForcingEnd || answers.shouldEndEditing)
    }
    func textFieldDidEndEditing(_ textField: TextFieldSession, reason: DidEndEditingReason) {
        record("textFieldDidEndEditing:reason:\(reason == .committed ? "committed" : "cancelled")")
    }

    func textViewShouldBeginEditing(_ textView: TextViewSession) -> Bool { answer("textViewShouldBeginEditing", answers.shouldBeginEditing) }
    func textViewDidBeginEditing(_ textView: TextViewSession) { record("textViewDidBeginEditing") }
    func textView(_ textView: TextViewSession, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        answer("textView:shouldChangeTextIn:replacementText:", answers.shouldChangeCharacters)
    }
    func textViewDidChangeSelection(_ textView: TextViewSession) { record("textViewDidChangeSelection") }
    func textViewDidChange(_ textView: TextViewSession) { record("textViewDidChange") }
    func textViewShouldEndEditing(_ textView: TextViewSession) -> Bool {
        answer("textViewShouldEndEditing", isForcingEnd || answers.shouldEndEditing)
    }
    func textViewDidEndEditing(_ textView: TextViewSession) { record("textViewDidEndEditing") }
}
