import Foundation
import KeycraftForms

/// A view controller's root view, shifted by its `bounds.origin.y` when the screen does not scroll.
///
/// ```swift
/// let root = VirtualRootView(frame: window.bounds)
/// root.keycraftContentShift = 120    // every subview shows 120 points higher
/// ```
@MainActor
public final class VirtualRootView: VirtualView, KeyboardAvoidanceRootView {
    /// `bounds.origin.y`.
    public var keycraftContentShift: CGFloat = 0
    /// The shift moves the content, not the view's frame.
    override public var boundsOrigin: CGPoint { CGPoint(x: 0, y: keycraftContentShift) }
    /// `safeAreaInsets`.
    public var keycraftSafeAreaInsets: EdgeInsets { safeAreaInsets }
}
