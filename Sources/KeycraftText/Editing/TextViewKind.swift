import Foundation

/// What makes an ``EditingSession`` a multi-line text view: `UITextView`'s own properties (editable,
/// selectable, links) and a ``TextViewDelegate``.
public struct TextViewKind: EditingKind {
    weak var delegate: (any TextViewDelegate)?
    var isEditable = true
    var isSelectable = true
    var links: [TextViewSession.Link] = []

    /// Each call under `UITextViewDelegate`'s name; a text view has no clear button, and its return key
    /// types a line break, so neither is asked.
    public func deliver(_ call: DelegateCall, through view: () -> TextViewHandle) -> Bool? {
        guard let delegate else { return nil }
        let handle = view()
        switch call.event {
        case .shouldBeginEditing: return delegate.textViewShouldBeginEditing(handle)
        case .didBeginEditing: delegate.textViewDidBeginEditing(handle)
        case .shouldChange(let range, let replacement):
            return delegate.textView(handle, shouldChangeTextIn: range, replacementText: replacement)
        case .didChangeSelection: delegate.textViewDidChangeSelection(handle)
        case .didChange: delegate.textViewDidChange(handle)
        case .shouldClear, .shouldReturn: break
        case .shouldEndEditing: return delegate.textViewShouldEndEditing(handle)
        case .didEndEditing: delegate.textViewDidEndEditing(handle)
        case .shouldInteract(let url, let range, let interaction):
            return delegate.textView(handle, shouldInteractWith: url, in: range, interaction: interaction)
        }
        return true
    }
}
