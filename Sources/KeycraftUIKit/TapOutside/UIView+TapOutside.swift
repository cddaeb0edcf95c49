#if canImport(UIKit)
import KeycraftForms
import UIKit

/// Text inputs are fields, other `UIControl`s are controls, every other view is empty space.
extension UIView: TapOutsideView {
    /// What a tap on this view alone lands on (its accessibility identifier names it).
    public var keycraftTapTarget: TapTarget {
        let name = accessibilityIdentifier ?? ""
        if self is UITextField { return .field(name) }
        if let textView = self as? UITextView, textView.isEditable { return .field(name) }
        if self is UIControl { return .control(name) }
        return .empty
    }

    /// `superview`.
    public var keycraftTapSuperview: (any TapOutsideView)? { superview }
}
#endif
