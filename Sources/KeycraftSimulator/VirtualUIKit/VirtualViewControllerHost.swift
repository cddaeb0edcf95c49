import Foundation
import KeycraftForms

/// A view controller's screen as keyboard avoidance sees it, as KeycraftUIKit's host finds it: the
/// nearest scroll view above the first responder, else the root view; or, with ``scrollView`` set, one
/// scroll view that avoids the keyboard by itself (`scrollView.keycraft.avoidsKeyboard`).
///
/// ```swift
/// let host = VirtualViewControllerHost(window: window, root: root)
/// let avoidance = KeyboardAvoidanceController(host: host, notifications: center)
/// ```
@MainActor
public final class VirtualViewControllerHost: KeyboardAvoidanceHost {
    /// The window the screen shows in.
    public let window: VirtualWindow
    /// The view controller's view.
    public let root: VirtualRootView
    /// `scrollView.keycraft.avoidsKeyboard = true`: only this scroll view, never the root view.
    public var scrollView: VirtualScrollView?

    /// A screen of a root view in a window (the root view is put in the window).
    public init(window: VirtualWindow, root: VirtualRootView, scrollView: VirtualScrollView? = nil) {
        self.window = window
        self.root = root
        self.scrollView = scrollView
        root.rootWindow = window
    }

    /// The root view's window.
    public var avoidanceWindow: (any KeyboardAvoidanceWindow)? { root.window }

    /// Whether the host learns the first responder from UIKit's did-begin-editing notifications, as
    /// KeycraftUIKit's does, instead of asking the window: then it knows only ``reportedResponder``.
    public var learnsResponderFromNotifications = false
    /// The field whose did-begin-editing notification arrived last.
    public var reportedResponder: VirtualView?

    /// The first responder, when it is within the screen (or within the single avoiding scroll view).
    public var avoidanceFirstResponder: (any KeyboardAvoidanceResponder)? {
        let current = learnsResponderFromNotifications ? reportedResponder.flatMap { $0.isFirstResponder ? $0 : nil } : window.firstResponder
        guard let responder = current else { return nil }
        return responder.isDescendant(of: scrollView ?? root) ? responder : nil
    }

    /// The single avoiding scroll view, else the nearest scroll view above the responder.
    public func avoidanceScrollView(for responder: (any KeyboardAvoidanceResponder)?) -> (any KeyboardAvoidanceScrollView)? {
        if let scrollView { return scrollView }
        return (responder as? VirtualView)?.enclosingScrollView
    }

    /// The root view, unless a single scroll view avoids the keyboard.
    public var avoidanceRootView: (any KeyboardAvoidanceRootView)? { scrollView == nil ? root : nil }
}
