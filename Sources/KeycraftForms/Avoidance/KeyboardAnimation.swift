import Foundation

/// The animation a plan should run with, copied from the notification so the view moves with the keyboard.
public struct KeyboardAnimation: Hashable, Sendable {
    public var duration: TimeInterval
    public var curve: KeyboardAnimationCurve

    public init(duration: TimeInterval, curve: KeyboardAnimationCurve) {
        self.duration = duration
        self.curve = curve
    }

    public init(_ userInfo: KeyboardUserInfo) {
        self.init(duration: userInfo.animationDuration, curve: userInfo.animationCurve)
    }

    /// No animation: for plans made outside a notification (moving focus, the caret moving).
    public static let none = KeyboardAnimation(duration: 0, curve: .easeInOut)
}
