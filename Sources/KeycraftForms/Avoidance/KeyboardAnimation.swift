import Foundation

/// The animation a plan should run with, copied from the notification so the view moves with the keyboard.
public struct KeyboardAnimation: Hashable, Sendable {
    /// The animation's length in seconds, from `UIKeyboardAnimationDurationUserInfoKey`.
    public var duration: TimeInterval
    /// The curve, from `UIKeyboardAnimationCurveUserInfoKey`; pass its raw value to `UIView.AnimationOptions` shifted left by 16.
    public var curve: KeyboardAnimationCurve

    /// An animation of `duration` seconds along `curve`.
    public init(duration: TimeInterval, curve: KeyboardAnimationCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// The animation a keyboard notification carries.
    public init(_ userInfo: KeyboardUserInfo) {
        self.init(duration: userInfo.animationDuration, curve: userInfo.animationCurve)
    }

    /// No animation: for plans made outside a notification (moving focus, the caret moving).
    public static let none = KeyboardAnimation(duration: 0, curve: .easeInOut)
}
