import Foundation

/// What makes an ``EditingSession`` a single-line text field: `UITextField`'s own properties (the
/// placeholder, the clear button and overlay modes) and a ``TextFieldDelegate``.
public struct TextFieldKind: EditingKind {
    weak var delegate: (any TextFieldDelegate)?
    var placeholder: String?
    var clearButtonMode: TextFieldViewMode = .never
    var leftViewMode: TextFieldViewMode = .never
    var rightViewMode: TextFieldViewMode = .never
    var clearsOnBeginEditing = false

    /// Each call under `UITextFieldDelegate`'s name; a text field has no links, so nothing is asked about them.
    public func deliver(_ call: DelegateCall, through view: () -> TextFieldHandle) -> Bool? {
        guard let delegate else { return nil }
        let handle = view()
        switch call.event {
        case .shouldBeginEditing: return delegate.textFieldShouldBeginEditing(handle)
        case .didBeginEditing: delegate.textFieldDidBeginEditing(handle)
        case .shouldChange(let range, let replacement):
            return delegate.textField(handle, shouldChangeCharactersIn: range, replacementString: replacement)
        case .didChangeSelection: delegate.textFieldDidChangeSelection(handle)
        case .didChange: delegate.textFieldEditingChanged(handle)
        case .shouldClear: return delegate.textFieldShouldClear(handle)
        case .shouldReturn: return delegate.textFieldShouldReturn(handle)
        case .shouldEndEditing: return delegate.textFieldShouldEndEditing(handle)
        case .didEndEditing(let reason): delegate.textFieldDidEndEditing(handle, reason: reason)
        case .shouldInteract: break
        }
        return true
    }
}
