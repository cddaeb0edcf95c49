#if canImport(UIKit)
import KeycraftForms
import UIKit

extension UIScrollView {
    /// Keycraft's options for this scroll view: `scrollView.keycraft.avoidsKeyboard = true`.
    public var keycraft: KeycraftScrollView { KeycraftScrollView(scrollView: self) }
}

/// The `keycraft` namespace of a `UIScrollView`.
@MainActor
public struct KeycraftScrollView {
    /// The scroll view these options belong to.
    public let scrollView: UIScrollView

    /// Whether the scroll view insets itself and scrolls its first responder (or, for a text view, its
    /// caret) above the keyboard. Setting it to false puts the original insets and offset back.
    public var avoidsKeyboard: Bool {
        get { KeyboardAvoidance.attached(to: scrollView) != nil }
        nonmutating set {
            if newValue {
                KeyboardAvoidance.attach(to: scrollView)
            } else {
                KeyboardAvoidance.detach(from: scrollView)
            }
        }
    }

    /// The avoidance attached by ``avoidsKeyboard``, to tune it or tell it the caret moved.
    public var keyboardAvoidance: KeyboardAvoidance? { KeyboardAvoidance.attached(to: scrollView) }
}
#endif
