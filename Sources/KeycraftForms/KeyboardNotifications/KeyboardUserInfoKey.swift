/// The user-info keys of a keyboard notification, with UIKit's exact key strings as raw values.
///
/// ```swift
/// let end = notification.userInfo?[KeyboardUserInfoKey.frameEnd.rawValue]   // UIKeyboardFrameEndUserInfoKey
/// ```
public enum KeyboardUserInfoKey: String, CaseIterable, Sendable {
    /// An `NSValue` boxing a `CGRect`: the keyboard's frame before the animation, in screen coordinates.
    case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// An `NSValue` boxing a `CGRect`: the keyboard's frame after the animation, in screen coordinates.
    case frameEnd = "UIKeyboardFrameEndUserInfoKey"
    /// An `NSNumber` with a `Double`: the animation's duration in seconds.
    case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// An `NSNumber` with a `UIView.AnimationCurve` raw value (the keyboard itself uses 7).
    case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    /// An `NSNumber` with a `Bool`: whether the keyboard belongs to this app (false for other apps on iPad
    /// multitasking, which are notified too).
    case isLocal = "UIKeyboardIsLocalUserInfoKey"
}
