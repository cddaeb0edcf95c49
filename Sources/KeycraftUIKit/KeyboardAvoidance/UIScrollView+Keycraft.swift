#if canImport(UIKit)
import KeycraftForms
import UIKit

/// A scroll view's options: `scrollView.keycraft.avoidsKeyboard = true`.
extension Keycraft where Base: UIScrollView {
    /// Whether the scroll view insets itself and scrolls its first responder (or, for a text view, its
    /// caret) above the keyboard. Setting it to false puts the original insets and offset back.
    public var avoidsKeyboard: Bool {
        get { KeyboardAvoidance.attached(to: base) != nil }
        nonmutating set {
            if newValue {
                KeyboardAvoidance.attach(to: base)
            } else {
                KeyboardAvoidance.detach(from: base)
            }
        }
    }

    /// The avoidance attached by ``avoidsKeyboard``, to tune it or tell it the caret moved.
    public var keyboardAvoidance: KeyboardAvoidance? { KeyboardAvoidance.attached(to: base) }
}
#endif
