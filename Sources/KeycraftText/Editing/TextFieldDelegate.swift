import Foundation

/// A text field's delegate, mirroring `UITextFieldDelegate` (plus the `.editingChanged` control event,
/// which UIKit delivers by target-action). Every method has a default: "should" answers true.
///
/// The field passed in is a snapshot: before the change for "should" questions, after it for "did" news.
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextFieldSession) -> Bool
    func textFieldDidBeginEditing(_ textField: TextFieldSession)
    func textField(_ textField: TextFieldSession, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: TextFieldSession)
    /// The `.editingChanged` control event: the text changed.
    func textFieldEditingChanged(_ textField: TextFieldSession)
    func textFieldShouldClear(_ textField: TextFieldSession) -> Bool
    func textFieldShouldReturn(_ textField: TextFieldSession) -> Bool
    func textFieldShouldEndEditing(_ textField: TextFieldSession) -> Bool
    func textFieldDidEndEditing(_ textField: TextFieldSession, reason: DidEndEditingReason)
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextFieldSession) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextFieldSession) {}
    public func textField(_ textField: TextFieldSession, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextFieldSession) {}
    public func textFieldEditingChanged(_ textField: TextFieldSession) {}
    public func textFieldShouldClear(_ textField: TextFieldSession) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextFieldSession) -> Bool { true }
    public func textFieldShouldEndEditing(_ textField: TextFieldSession) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextFieldSession, reason: DidEndEditingReason) {}
}
