import Foundation

/// One delegate call of an editing session, whatever UIKit names it for the kind of view: the session
/// sends these, each kind maps them onto its delegate protocol (``TextFieldKind``, ``TextViewKind``),
/// and the package's forwarders (KeycraftForms' controllers, KeycraftUIKit's bridges) `switch` over
/// them — so a call added here is a compile error wherever it isn't handled yet.
package enum EditingEvent {
    /// `textFieldShouldBeginEditing` / `textViewShouldBeginEditing`.
    case shouldBeginEditing
    /// `textFieldDidBeginEditing` / `textViewDidBeginEditing`.
    case didBeginEditing
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` / `textView(_:shouldChangeTextIn:replacementText:)`.
    case shouldChange(range: NSRange, replacement: String)
    /// `textFieldDidChangeSelection` / `textViewDidChangeSelection`.
    case didChangeSelection
    /// A text field's `.editingChanged` control event / `textViewDidChange`.
    case didChange
    /// `textFieldShouldClear` (a text view has no clear button).
    case shouldClear
    /// `textFieldShouldReturn` (return types a line break in a text view).
    case shouldReturn
    /// `textFieldShouldEndEditing` / `textViewShouldEndEditing`.
    case shouldEndEditing
    /// `textFieldDidEndEditing(_:reason:)` / `textViewDidEndEditing` (which reports no reason).
    case didEndEditing(reason: DidEndEditingReason)
    /// `textView(_:shouldInteractWith:in:interaction:)` (a text field has no links).
    case shouldInteract(url: URL, range: NSRange, interaction: TextItemInteraction)

    /// News of an edit: what UIKit sends once it applies the edit, so a controller holds back the
    /// session's own while its pipeline runs.
    package var isEditNews: Bool {
        switch self {
        case .didChangeSelection, .didChange: true
        case .shouldBeginEditing, .didBeginEditing, .shouldChange, .shouldClear, .shouldReturn, .shouldEndEditing,
            .didEndEditing, .shouldInteract:
            false
        }
    }
}
