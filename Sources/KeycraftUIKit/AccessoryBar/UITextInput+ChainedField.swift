#if canImport(UIKit)
import KeycraftForms
import KeycraftText
import UIKit

/// A text field in the previous / next / done chain.
extension UITextField: ChainedField {
    /// On screen, shown, enabled and taking touches.
    public var keycraftIsFocusable: Bool { window != nil && !isHidden && isEnabled && isUserInteractionEnabled && alpha > 0.01 }
    /// `returnKeyType` (UIKit's raw values are the core's).
    public var keycraftReturnKeyType: ReturnKeyType { ReturnKeyType(rawValue: returnKeyType.rawValue) ?? .default }
    /// `placeholder`.
    public var keycraftPlaceholder: String? { placeholder }
    /// Return ends a text field's line.
    public var keycraftReturnInsertsLineBreak: Bool { false }
}

/// A text view in the previous / next / done chain: return types a line break.
extension UITextView: ChainedField {
    /// On screen, shown, editable and taking touches.
    public var keycraftIsFocusable: Bool { window != nil && !isHidden && isEditable && isUserInteractionEnabled && alpha > 0.01 }
    /// `returnKeyType` (UIKit's raw values are the core's).
    public var keycraftReturnKeyType: ReturnKeyType { ReturnKeyType(rawValue: returnKeyType.rawValue) ?? .default }
    /// Text views have no placeholder; the accessibility label stands in.
    public var keycraftPlaceholder: String? { accessibilityLabel }
    /// Return types a line break in a text view.
    public var keycraftReturnInsertsLineBreak: Bool { true }
}
#endif
