import Foundation

/// The first responder avoidance keeps in view: a text field (its frame), or a text view (the line its
/// caret is on).
@MainActor
public protocol KeyboardAvoidanceResponder: KeyboardAvoidanceView {
    /// A text view's caret rectangle (`caretRect(for: selectedTextRange.end)`) in window coordinates;
    /// nil for a text field, or when there is no selection.
    var keycraftCaretRectInWindow: CGRect? { get }
}
