/// The six keyboard notifications UIKit posts, with UIKit's exact notification names as raw values
/// (`UIResponder.keyboardWillShowNotification` and friends; the raw strings are what `Notification.Name`
/// carries on iOS).
public enum KeyboardNotificationName: String, CaseIterable, Sendable, Codable {
    case willShow = "UIKeyboardWillShowNotification"
    case didShow = "UIKeyboardDidShowNotification"
    case willHide = "UIKeyboardWillHideNotification"
    case didHide = "UIKeyboardDidHideNotification"
    case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
    case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

    /// Whether UIKit posts this one before the animation (the `will…` half of each pair).
    public var isBeforeAnimation: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: true
        case .didShow, .didHide, .didChangeFrame: false
        }
    }
}
