import Foundation

/// A text field's delegate, mirroring `UITextFieldDelegate` (plus the `.editingChanged` control event,
/// which UIKit delivers by target-action). Every method has a default: "should" answers true.
///
/// The field passed in is a ``TextFieldHandle``, a reference to the field for the length of the call: it
/// reads as the field is (before the change for "should" questions, after it for "did" news), and what
/// the delegate sets through it — the text, the selection — the field takes when the call returns. The
/// UIKit formatting pattern works: set the text and caret in `shouldChangeCharactersIn`, return false.
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextFieldHandle) -> Bool
    func textFieldDidBeginEditing(_ textField: TextFieldHandle)
    func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: TextFieldHandle)
    /// The `.editingChanged` control event: the text changed.
    func textFieldEditingChanged(_ textField: TextFieldHandle)
    func textFieldShouldClear(_ textField: TextFieldHandle) -> Bool
    func textFieldShouldReturn(_ textField: TextFieldHandle) -> Bool
    func textFieldShouldEndEditing(_ textField: TextFieldHandle) -> Bool
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
