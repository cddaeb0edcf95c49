import Foundation
import KeycraftText

/// The answers a field's delegate gives to UIKit's "should" questions; all yes unless a screen says no.
/// A screen's fields without an app delegate of their own answer with these.
///
/// ```swift
/// var field = FormField(id: "code", frame: .zero)
/// field.delegateAnswers = DelegateAnswers(shouldEndEditing: false)   // keeps focus until the app allows it
/// ```
public struct DelegateAnswers: Hashable, Sendable, Codable {
    /// The answer to `textFieldShouldBeginEditing(_:)` / `textViewShouldBeginEditing(_:)`: no keeps focus away.
    public var shouldBeginEditing: Bool
    /// The answer to `textFieldShouldEndEditing(_:)` / `textViewShouldEndEditing(_:)`: no keeps the field first responder.
    public var shouldEndEditing: Bool
    /// The answer to `textFieldShouldReturn(_:)`: no makes the return key do nothing.
    public var shouldReturn: Bool
    /// The answer to `textField(_:shouldChangeCharactersIn:replacementString:)`: no refuses every edit.
    public var shouldChangeCharacters: Bool

    /// Answers, yes to every question unless said otherwise.
    public init(shouldBeginEditing: Bool = true, shouldEndEditing: Bool = true, shouldReturn: Bool = true, shouldChangeCharacters: Bool = true) {
        self.shouldBeginEditing = shouldBeginEditing
        self.shouldEndEditing = shouldEndEditing
        self.shouldReturn = shouldReturn
        self.shouldChangeCharacters = shouldChangeCharacters
    }

    /// Reads answers from a scenario's JSON; a missing key answers yes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            shouldBeginEditing: try container.decodeIfPresent(Bool.self, forKey: .shouldBeginEditing) ?? true,
            shouldEndEditing: try container.decodeIfPresent(Bool.self, forKey: .shouldEndEditing) ?? true,
            shouldReturn: try container.decodeIfPresent(Bool.self, forKey: .shouldReturn) ?? true,
            shouldChangeCharacters: try container.decodeIfPresent(Bool.self, forKey: .shouldChangeCharacters) ?? true)
    }
}

/// A field's delegate as the app provides it to a ``FormScreen``: UIKit's protocol for the field's kind.
public enum FieldDelegate {
    /// A `UITextFieldDelegate`-shaped delegate, for a text field.
    case textField(any TextFieldDelegate)
    /// A `UITextViewDelegate`-shaped delegate, for a text view.
    case textView(any TextViewDelegate)

    var kind: FieldKind {
        switch self {
        case .textField: .textField
        case .textView: .textView
        }
    }
}

/// The delegate of a field the app gave none: fixed answers to the "should" questions.
final class AnsweringDelegate: TextFieldDelegate, TextViewDelegate {
    let answers: DelegateAnswers
    init(_ answers: DelegateAnswers) { self.answers = answers }

    func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool { answers.shouldBeginEditing }
    func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        answers.shouldChangeCharacters
    }
    func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool { answers.shouldReturn }
    func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool { answers.shouldEndEditing }
    func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool { answers.shouldBeginEditing }
    func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        answers.shouldChangeCharacters
    }
    func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool { answers.shouldEndEditing }
}

/// Every delegate call of a screen, in order, as `method(fieldID)`; shared by the screen's recorders.
/// It records which method ran, never the text (privacy: transcripts may be shared). It keeps the
/// latest ``capacity`` calls, so a screen nobody drains doesn't grow without bound.
final class DelegateCallLog {
    static let capacity = 1_000
    private(set) var calls: [String] = []

    func append(_ call: String) {
        calls.append(call)
        // Dropping half at once keeps appending amortized O(1).
        if calls.count >= 2 * Self.capacity { calls.removeFirst(calls.count - Self.capacity) }
    }

    func drain() -> [String] {
        defer { calls.removeAll(keepingCapacity: true) }
        return Array(calls.suffix(Self.capacity))
    }
}

/// A decorator around a field's delegate: records each call in the screen's log, then forwards it to
/// the app's delegate (or the field's fixed answers), whose answer it returns.
final class RecordingDelegate: TextFieldDelegate, TextViewDelegate {
    let fieldID: String
    let log: DelegateCallLog
    /// The delegate calls are forwarded to. Held strongly: the screen keeps its fields' delegates alive,
    /// as a view controller does when it is its fields' delegate.
    private let textFieldDelegate: (any TextFieldDelegate)?
    private let textViewDelegate: (any TextViewDelegate)?

    init(fieldID: String, log: DelegateCallLog, forwardingTo delegate: FieldDelegate) {
        self.fieldID = fieldID
        self.log = log
        switch delegate {
        case .textField(let delegate): (textFieldDelegate, textViewDelegate) = (delegate, nil)
        case .textView(let delegate): (textFieldDelegate, textViewDelegate) = (nil, delegate)
        }
    }

    private func record(_ method: String) { log.append("\(method)(\(fieldID))") }

    private func field<R>(_ method: String, _ call: (any TextFieldDelegate) -> R, otherwise: R) -> R {
        record(method)
        return textFieldDelegate.map(call) ?? otherwise
    }

    private func view<R>(_ method: String, _ call: (any TextViewDelegate) -> R, otherwise: R) -> R {
        record(method)
        return textViewDelegate.map(call) ?? otherwise
    }

    func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool {
        field("textFieldShouldBeginEditing", { $0.textFieldShouldBeginEditing(textField) }, otherwise: true)
    }
    func textFieldDidBeginEditing(_ textField: TextFieldHandle) {
        field("textFieldDidBeginEditing", { $0.textFieldDidBeginEditing(textField) }, otherwise: ())
    }
    func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        field("textField:shouldChangeCharactersIn:replacementString:", {
            $0.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
        }, otherwise: true)
    }
    func textFieldDidChangeSelection(_ textField: TextFieldHandle) {
        field("textFieldDidChangeSelection", { $0.textFieldDidChangeSelection(textField) }, otherwise: ())
    }
    func textFieldEditingChanged(_ textField: TextFieldHandle) {
        field("editingChanged", { $0.textFieldEditingChanged(textField) }, otherwise: ())
    }
    func textFieldShouldClear(_ textField: TextFieldHandle) -> Bool {
        field("textFieldShouldClear", { $0.textFieldShouldClear(textField) }, otherwise: true)
    }
    func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool {
        field("textFieldShouldReturn", { $0.textFieldShouldReturn(textField) }, otherwise: true)
    }
    func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool {
        field("textFieldShouldEndEditing", { $0.textFieldShouldEndEditing(textField) }, otherwise: true)
    }
    func textFieldDidEndEditing(_ textField: TextFieldHandle, reason: DidEndEditingReason) {
        field("textFieldDidEndEditing:reason:\(reason == .committed ? "committed" : "cancelled")", {
            $0.textFieldDidEndEditing(textField, reason: reason)
        }, otherwise: ())
    }

    func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool {
        view("textViewShouldBeginEditing", { $0.textViewShouldBeginEditing(textView) }, otherwise: true)
    }
    func textViewDidBeginEditing(_ textView: TextViewHandle) {
        view("textViewDidBeginEditing", { $0.textViewDidBeginEditing(textView) }, otherwise: ())
    }
    func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        view("textView:shouldChangeTextIn:replacementText:", {
            $0.textView(textView, shouldChangeTextIn: range, replacementText: text)
        }, otherwise: true)
    }
    func textViewDidChangeSelection(_ textView: TextViewHandle) {
        view("textViewDidChangeSelection", { $0.textViewDidChangeSelection(textView) }, otherwise: ())
    }
    func textViewDidChange(_ textView: TextViewHandle) {
        view("textViewDidChange", { $0.textViewDidChange(textView) }, otherwise: ())
    }
    func textView(_ textView: TextViewHandle, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool {
        view("textView:shouldInteractWith:in:interaction:", {
            $0.textView(textView, shouldInteractWith: url, in: characterRange, interaction: interaction)
        }, otherwise: true)
    }
    func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool {
        view("textViewShouldEndEditing", { $0.textViewShouldEndEditing(textView) }, otherwise: true)
    }
    func textViewDidEndEditing(_ textView: TextViewHandle) {
        view("textViewDidEndEditing", { $0.textViewDidEndEditing(textView) }, otherwise: ())
    }
}
