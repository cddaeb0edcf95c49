import Foundation

/// The screen keyboard avoidance works for: its window, its first responder, the scroll view that
/// encloses the responder and the root view to shift when none does.
///
/// KeycraftUIKit has two hosts: a view controller's (the nearest `UIScrollView` above the first
/// responder, else the root view), and a single scroll view's (`scrollView.keycraft.avoidsKeyboard`).
@MainActor
public protocol KeyboardAvoidanceHost: AnyObject {
    /// The window the screen shows in; nil while it is off screen (nothing is planned then).
    var avoidanceWindow: (any KeyboardAvoidanceWindow)? { get }
    /// The first responder within the screen; nil when nothing in it is editing.
    var avoidanceFirstResponder: (any KeyboardAvoidanceResponder)? { get }
    /// The scroll view to inset for `responder` (or for the screen when it is nil); nil to shift the root view.
    func avoidanceScrollView(for responder: (any KeyboardAvoidanceResponder)?) -> (any KeyboardAvoidanceScrollView)?
    /// The view to shift when no scroll view encloses the responder; nil to leave the screen alone.
    var avoidanceRootView: (any KeyboardAvoidanceRootView)? { get }
}
