import Foundation

/// The root view of a screen that does not scroll: avoidance moves its content up.
///
/// KeycraftUIKit's `UIView` conformance shifts `bounds.origin.y`, which moves every subview up without
/// changing the view's frame, so the view's place in the window (and the keyboard's overlap with it)
/// stays what it was before the shift.
@MainActor
public protocol KeyboardAvoidanceRootView: KeyboardAvoidanceView {
    /// `safeAreaInsets`.
    var keycraftSafeAreaInsets: EdgeInsets { get }
    /// How far the content is moved up, in points (`bounds.origin.y` in KeycraftUIKit).
    var keycraftContentShift: CGFloat { get set }
}
