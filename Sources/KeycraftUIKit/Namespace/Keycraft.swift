#if canImport(UIKit)
import UIKit

/// Keycraft's options on a UIKit view: `scrollView.keycraft.avoidsKeyboard = true`,
/// `textField.keycraft.rules = [.maxLength(10)]`.
///
/// One namespace for every kind of view, because UIKit's hierarchy would make separate `keycraft`
/// properties clash: a `UITextView` is a `UIScrollView`, so it has both the scroll view's options and
/// the text view's. Each kind of view gets its members from a constrained extension of this type.
///
/// ```swift
/// notesView.keycraft.avoidsKeyboard = true        // as a scroll view: its caret stays above the keyboard
/// notesView.keycraft.rules = [.maxLength(280)]     // as a text view: IME-safe limits while typing
/// ```
@MainActor @dynamicMemberLookup
public struct Keycraft<Base: UIView> {
    /// The view these options belong to.
    public let base: Base

    /// Options for `base`; usually reached as `base.keycraft`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// The views that have a `keycraft` namespace: every `UIView`.
@MainActor
public protocol KeycraftCompatible: UIView {}

extension KeycraftCompatible {
    /// Keycraft's options for this view; what they are depends on the kind of view (see ``Keycraft``).
    public var keycraft: Keycraft<Self> { Keycraft(self) }
}

extension UIView: KeycraftCompatible {}
#endif
