import Foundation

/// What a keyboard notification's user info says, typed.
public struct KeyboardUserInfo: Hashable, Sendable, Codable {
    /// The keyboard's frame before the animation, in screen coordinates.
    public var frameBegin: CGRect
    /// The keyboard's frame after the animation, in screen coordinates; below the screen when hiding.
    public var frameEnd: CGRect
    /// Seconds; 0 when the change is not animated.
    public var animationDuration: TimeInterval
    /// The curve; the system keyboard sends 7 (``KeyboardAnimationCurve/keyboard``).
    public var animationCurve: KeyboardAnimationCurve
    /// False when another app on screen (iPad multitasking) caused the keyboard change.
    public var isLocal: Bool

    /// User info as a notification carries it; the animation defaults to the system keyboard's.
    public init(
        frameBegin: CGRect, frameEnd: CGRect, animationDuration: TimeInterval = 0.25,
        animationCurve: KeyboardAnimationCurve = .keyboard, isLocal: Bool = true
    ) {
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
    }
}

/// One keyboard notification as UIKit posts it: a name and its user info.
///
/// In an app, read the one UIKit posts and hand it to a ``KeyboardAvoider``:
/// ```swift
/// let keyboard = try KeyboardNotification(name: notification.name.rawValue, userInfo: notification.userInfo ?? [:])
/// ```
public struct KeyboardNotification: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Which of the six notifications this is.
    public var name: KeyboardNotificationName
    /// The frames and animation it carries.
    public var userInfo: KeyboardUserInfo

    /// A notification with a typed name and user info.
    public init(name: KeyboardNotificationName, userInfo: KeyboardUserInfo) {
        self.name = name
        self.userInfo = userInfo
    }

    /// Parses a posted notification: its name string and its user-info dictionary.
    public init(name: String, userInfo: [AnyHashable: Any]) throws(KeyboardUserInfoError) {
        guard let typed = KeyboardNotificationName(rawValue: name) else {
            throw .unknownNotificationName(name)
        }
        self.init(name: typed, userInfo: try KeyboardUserInfo(userInfo))
    }

    /// One line: the name, both frames in `NSStringFromCGRect` notation, duration, curve and is-local.
    public var description: String {
        let info = userInfo
        return "\(name.rawValue) begin \(info.frameBegin.stringFromCGRect) end \(info.frameEnd.stringFromCGRect)"
            + " duration \(info.animationDuration) curve \(info.animationCurve.rawValue) local \(info.isLocal)"
    }
}

extension CGRect {
    /// `NSStringFromCGRect`'s notation, `{{x, y}, {width, height}}`, which is also what the parser reads
    /// (the simulator's transcripts write it too).
    package var stringFromCGRect: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
        }
        return "{{\(number(origin.x)), \(number(origin.y))}, {\(number(size.width)), \(number(size.height))}}"
    }
}
