import Foundation

/// A text field's delegate, mirroring `UITextFieldDelegate` (plus the `.editingChanged` control event,
/// which UIKit delivers by target-action). Every method has a default: "should" answers true.
///
/// The field passed in is a ``TextFieldHandle``, a reference to the field for the length of the call: it
/// reads as the field is (before the change for "should" questions, after it for "did" news), and what
/// the delegate sets through it — the text, the selection — the field takes when the call returns. The
/// UIKit formatting pattern works: set the text and caret in `shouldChangeCharactersIn`, return false.
///
/// ```swift
/// final class SingleLine: TextFieldDelegate {
///     // Refuse line breaks, however they arrive (typed, pasted, dictated).
///     func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
///         !string.contains("\n")
///     }
/// }
/// ```
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may become the first responder (a tap, or `becomeFirstResponder()`).
    func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool
    /// The field became the first responder; the keyboard is coming up.
    func textFieldDidBeginEditing(_ textField: TextFieldHandle)
    /// Whether to replace `range` (UTF-16) with `string`, asked after the field's rules accept the edit.
    /// Return false to refuse it, or to apply your own change through `textField` instead.
    func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection or the text changed.
    func textFieldDidChangeSelection(_ textField: TextFieldHandle)
    /// The `.editingChanged` control event: the text changed.
    func textFieldEditingChanged(_ textField: TextFieldHandle)
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: TextFieldHandle) -> Bool
    /// The return key was pressed: return false to ignore it. Moving to the next field is the screen's job.
    func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool
    /// Whether the field may resign first responder, asked after its end-of-editing rules pass.
    func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool
    /// Editing ended, because the user finished (`.committed`) or it was forced (`.cancelled`).
    func textFieldDidEndEditing(_ textField: TextFieldHandle, reason: DidEndEditingReason)
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextFieldHandle) {}
    public func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextFieldHandle) {}
    public func textFieldEditingChanged(_ textField: TextFieldHandle) {}
    public func textFieldShouldClear(_ textField: TextFieldHandle) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool { true }
    public func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextFieldHandle, reason: DidEndEditingReason) {}
}
