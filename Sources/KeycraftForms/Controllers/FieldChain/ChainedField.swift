import Foundation
import KeycraftText

/// A text field or text view in a chain of fields that previous / next / done and the return key walk.
///
/// KeycraftUIKit's `UITextField` and `UITextView` conform: the first-responder members are UIKit's own,
/// the `keycraft…` ones bridge `UIReturnKeyType` and read the placeholder.
@MainActor
public protocol ChainedField: KeyboardAvoidanceView {
    /// Whether the field can take focus now: on screen, not hidden, enabled and editable.
    var keycraftIsFocusable: Bool { get }
    /// `isFirstResponder`.
    var isFirstResponder: Bool { get }
    /// `becomeFirstResponder()`: false when the field (or the current first responder, which resigns first) refused.
    @discardableResult func becomeFirstResponder() -> Bool
    /// `resignFirstResponder()`: false when the field refused.
    @discardableResult func resignFirstResponder() -> Bool
    /// `returnKeyType`, as the core's `ReturnKeyType` (KeycraftText) (same raw values).
    var keycraftReturnKeyType: ReturnKeyType { get }
    /// The placeholder, shown as the accessory bar's title.
    var keycraftPlaceholder: String? { get }
    /// True for a text view, where return types a line break instead of moving on.
    var keycraftReturnInsertsLineBreak: Bool { get }
}
