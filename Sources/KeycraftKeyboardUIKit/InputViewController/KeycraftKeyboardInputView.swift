#if canImport(UIKit)
import UIKit

/// The keyboard's root view: a `UIInputView` that adopts `UIInputViewAudioFeedback`, which is what
/// lets `UIDevice.current.playInputClick()` sound while the keyboard is visible.
open class KeycraftKeyboardInputView: UIInputView, UIInputViewAudioFeedback {
    /// True: keys may click while the keyboard is visible.
    open var enableInputClicksWhenVisible: Bool { true }
}
#endif
