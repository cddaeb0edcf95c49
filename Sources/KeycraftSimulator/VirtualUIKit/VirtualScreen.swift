import Foundation
import KeycraftForms

/// A view controller's screen in a ``VirtualWindow`` with the app's `KeyboardAvoidanceController`
/// attached, fed as UIKit feeds it. The scenario runner and the playground both show their screens
/// through one, so keyboard avoidance is orchestrated once, by the controller apps ship.
///
/// ```swift
/// let screen = VirtualScreen(window: window, root: root, scrollView: form)
/// screen.update(firstResponder: email, posting: try keyboard.send(.focus(KeyboardRequest())),
///               keyboardFrame: keyboard.keyboardFrame, revealing: email.frame)
/// ```
@MainActor
public final class VirtualScreen {
    /// The window the screen shows in.
    public let window: VirtualWindow
    /// The view controller's view.
    public let root: VirtualRootView
    /// The scroll view that avoids the keyboard by itself (`scrollView.keycraft.avoidsKeyboard`); nil for
    /// a root view that shifts.
    public let scrollView: VirtualScrollView?
    /// `NotificationCenter.default`, where the keyboard's notifications are posted.
    public let notificationCenter = VirtualNotificationCenter()
    /// The controller an app attaches to the screen.
    public let avoidance: KeyboardAvoidanceController

    /// A screen of `root` in `window`, with avoidance attached to `scrollView` (or to the root view).
    public init(
        window: VirtualWindow, root: VirtualRootView, scrollView: VirtualScrollView?,
        padding: CGFloat = ScrollViewAvoidance.defaultPadding, followsFloatingKeyboard: Bool = false
    ) {
        self.window = window
        self.root = root
        self.scrollView = scrollView
        let host = VirtualViewControllerHost(window: window, root: root, scrollView: scrollView)
        avoidance = KeyboardAvoidanceController(
            host: host, notifications: notificationCenter, padding: padding, followsFloatingKeyboard: followsFloatingKeyboard)
    }

    /// What UIKit does after an event, with the views already laid out: `firstResponder` takes focus, the
    /// keyboard's notifications are posted, and the app re-plans for what changed without one (focus moved
    /// while the keyboard stays, text typed, the window moved). Where no keyboard covers the scroll view
    /// (none, a hardware keyboard, one floating or below the window), UIKit still scrolls the least it takes
    /// to show `target` (the first responder, or a text view's caret line, in content coordinates).
    public func update(firstResponder: VirtualView?, posting notifications: [KeyboardNotification], keyboardFrame: CGRect?, revealing target: CGRect?) {
        window.firstResponder = firstResponder
        notificationCenter.post(notifications)
        avoidance.layoutDidChange()
        if let scrollView, let target, overlap(of: scrollView.keycraftFrameInWindow, keyboardFrame: keyboardFrame) == 0 {
            scrollView.scrollRectToVisible(target)
        }
    }

    /// How much of a rectangle in window coordinates the keyboard at `keyboardFrame` (screen coordinates)
    /// covers, in points, as the controller counts it.
    public func overlap(of viewFrameInWindow: CGRect, keyboardFrame: CGRect?) -> CGFloat {
        keyboardFrame.map {
            KeyboardOverlap.height(
                keyboardFrame: $0, window: window.windowPlacement, viewFrameInWindow: viewFrameInWindow,
                followsFloatingKeyboard: avoidance.followsFloatingKeyboard)
        } ?? 0
    }
}
