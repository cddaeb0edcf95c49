/// The six keyboard notifications UIKit posts, with UIKit's exact notification names as raw values
/// (`UIResponder.keyboardWillShowNotification` and friends; the raw strings are what `Notification.Name`
/// carries on iOS).
public enum KeyboardNotificationName: String, CaseIterable, Sendable, Codable {
    /// `keyboardWillShowNotification`: the docked keyboard is about to appear or move.
    case willShow = "UIKeyboardWillShowNotification"
    /// `keyboardDidShowNotification`: the docked keyboard has appeared.
    case didShow = "UIKeyboardDidShowNotification"
    /// `keyboardWillHideNotification`: the keyboard is about to go, or to undock.
    case willHide = "UIKeyboardWillHideNotification"
    /// `keyboardDidHideNotification`: the keyboard has gone.
    case didHide = "UIKeyboardDidHideNotification"
    /// `keyboardWillChangeFrameNotification`: posted before every change, floating keyboards' included.
    case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
    /// `keyboardDidChangeFrameNotification`: posted after every change.
    case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

    /// Whether UIKit posts this one before the animation (the `will…` half of each pair).
    public var isBeforeAnimation: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: true
        case .didShow, .didHide, .didChangeFrame: false
        }
    }
}
