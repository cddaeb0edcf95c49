import Foundation
import KeycraftText

/// A text field's or text view's delegate that records every call, in order, and answers the "should"
/// questions as configured: the tests' one recorder of editing sessions.
///
/// Each delegate method only names its ``EditingEvent`` (the one type the package's kinds, forwarders and
/// bridges switch over); what is recorded and answered is decided once, in a `switch` over every event,
/// so an event added to the package is a compile error here too.
///
/// ```swift
/// let delegate = RecordingEditingDelegate()
/// var field = TextFieldSession(text: "a")
/// field.delegate = delegate
/// field.becomeFirstResponder()    // delegate.calls == ["shouldBegin", "didBegin"]
/// ```
public final class RecordingEditingDelegate: TextFieldDelegate, TextViewDelegate {
    /// Every call so far, oldest first: `shouldBegin`, `shouldChange {1, 0} "가"`, `editingChanged "a"`
    /// (a text field) or `didChange "a"` (a text view), `didEnd committed` (a text field) or `didEnd`, …
    public var calls: [String] = []
    /// The answers to the "should" questions; all yes unless a test says no.
    public var allowBegin = true, allowChange = true, allowClear = true, allowReturn = true, allowEnd = true
    public var allowInteraction = true

    /// A recorder that answers yes to everything.
    public init() {}

    /// Which delegate protocol a call came through: the names differ where UIKit's do.
    private enum Kind { case textField, textView }

    /// Records `event`, heard through `kind`'s protocol on a view showing `text`, and answers it.
    private func hear(_ event: EditingEvent, _ kind: Kind, text: String) -> Bool {
        switch event {
        case .shouldBeginEditing:
            calls.append("shouldBegin")
            return allowBegin
        case .didBeginEditing:
            calls.append("didBegin")
        case .shouldChange(let range, let replacement):
            calls.append("shouldChange {\(range.location), \(range.length)} \"\(replacement)\"")
            return allowChange
        case .didChangeSelection:
            calls.append("didChangeSelection")
        case .didChange:
            calls.append("\(kind == .textField ? "editingChanged" : "didChange") \"\(text)\"")
        case .shouldClear:
            calls.append("shouldClear")
            return allowClear
        case .shouldReturn:
            calls.append("shouldReturn")
            return allowReturn
        case .shouldEndEditing:
            calls.append("shouldEnd")
            return allowEnd
        case .didEndEditing(let reason):
            // A text view's delegate is told no reason.
            calls.append(kind == .textField ? "didEnd \(reason)" : "didEnd")
        case .shouldInteract(let url, let range, let interaction):
            calls.append("shouldInteract \(url.absoluteString) {\(range.location), \(range.length)} \(interaction)")
            return allowInteraction
        }
        return true
    }

    // MARK: UITextFieldDelegate's names

    public func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool {
        hear(.shouldBeginEditing, .textField, text: textField.text)
    }
    public func textFieldDidBeginEditing(_ textField: TextFieldHandle) { _ = hear(.didBeginEditing, .textField, text: textField.text) }
    public func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        hear(.shouldChange(range: range, replacement: string), .textField, text: textField.text)
    }
    public func textFieldDidChangeSelection(_ textField: TextFieldHandle) { _ = hear(.didChangeSelection, .textField, text: textField.text) }
    public func textFieldEditingChanged(_ textField: TextFieldHandle) { _ = hear(.didChange, .textField, text: textField.text) }
    public func textFieldShouldClear(_ textField: TextFieldHandle) -> Bool { hear(.shouldClear, .textField, text: textField.text) }
    public func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool { hear(.shouldReturn, .textField, text: textField.text) }
    public func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool { hear(.shouldEndEditing, .textField, text: textField.text) }
    public func textFieldDidEndEditing(_ textField: TextFieldHandle, reason: DidEndEditingReason) {
        _ = hear(.didEndEditing(reason: reason), .textField, text: textField.text)
    }

    // MARK: UITextViewDelegate's names

    public func textViewShouldBeginEditing(_ textView: TextViewHandle) -> Bool { hear(.shouldBeginEditing, .textView, text: textView.text) }
    public func textViewDidBeginEditing(_ textView: TextViewHandle) { _ = hear(.didBeginEditing, .textView, text: textView.text) }
    public func textView(_ textView: TextViewHandle, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        hear(.shouldChange(range: range, replacement: text), .textView, text: textView.text)
    }
    public func textViewDidChangeSelection(_ textView: TextViewHandle) { _ = hear(.didChangeSelection, .textView, text: textView.text) }
    public func textViewDidChange(_ textView: TextViewHandle) { _ = hear(.didChange, .textView, text: textView.text) }
    public func textView(
        _ textView: TextViewHandle, shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool {
        hear(.shouldInteract(url: url, range: characterRange, interaction: interaction), .textView, text: textView.text)
    }
    public func textViewShouldEndEditing(_ textView: TextViewHandle) -> Bool { hear(.shouldEndEditing, .textView, text: textView.text) }
    public func textViewDidEndEditing(_ textView: TextViewHandle) { _ = hear(.didEndEditing(reason: .committed), .textView, text: textView.text) }
}
