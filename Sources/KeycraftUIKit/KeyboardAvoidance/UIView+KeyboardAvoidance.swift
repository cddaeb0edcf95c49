#if canImport(UIKit)
import KeycraftForms
import UIKit

/// Any view can be a first responder to reveal or a root view to shift.
extension UIView: KeyboardAvoidanceResponder, KeyboardAvoidanceRootView {
    /// `convert(bounds, to: nil)`.
    public var keycraftFrameInWindow: CGRect { convert(bounds, to: nil) }

    /// A text view's caret (at the end of its selection) in window coordinates; nil for other views.
    public var keycraftCaretRectInWindow: CGRect? {
        guard let textView = self as? UITextView, let range = textView.selectedTextRange else { return nil }
        return convert(textView.caretRect(for: range.end), to: nil)
    }

    /// `safeAreaInsets`.
    public var keycraftSafeAreaInsets: EdgeInsets { EdgeInsets(safeAreaInsets) }

    /// The shift moves `bounds.origin.y`: every subview moves up, the view's frame stays.
    public var keycraftContentShift: CGFloat {
        get { bounds.origin.y }
        set { bounds.origin.y = newValue }
    }
}
#endif
