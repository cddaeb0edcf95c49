import Foundation

/// A scroll view whose insets and offset keyboard avoidance changes and later restores.
///
/// `UIScrollView` conforms in KeycraftUIKit: ``contentOffset`` and ``contentSize`` are its own
/// properties; the `keycraft…` ones bridge `UIEdgeInsets` to ``EdgeInsets``. As with `UIScrollView`,
/// setting the content inset must not move the content offset, and ``keycraftAdjustedContentInset`` is the
/// content inset plus the safe area that the view's `contentInsetAdjustmentBehavior` adds.
///
/// ```swift
/// extension UIScrollView: KeyboardAvoidanceScrollView {
///     public var keycraftContentInset: EdgeInsets {
///         get { EdgeInsets(contentInset) }
///         set { contentInset = UIEdgeInsets(newValue) }
///     }
///     // …
/// }
/// ```
@MainActor
public protocol KeyboardAvoidanceScrollView: KeyboardAvoidanceView {
    /// `contentOffset`: setting it scrolls without animation and without clamping.
    var contentOffset: CGPoint { get set }
    /// `contentSize`.
    var contentSize: CGSize { get }
    /// `contentInset`.
    var keycraftContentInset: EdgeInsets { get set }
    /// `verticalScrollIndicatorInsets`.
    var keycraftVerticalScrollIndicatorInsets: EdgeInsets { get set }
    /// `adjustedContentInset`: the content inset plus the safe-area adjustment.
    var keycraftAdjustedContentInset: EdgeInsets { get }
}

extension KeyboardAvoidanceScrollView {
    /// The insets and offset avoidance changes.
    public var keyboardAvoidanceState: ScrollViewState {
        get {
            ScrollViewState(
                contentOffset: contentOffset, contentInset: keycraftContentInset,
                verticalScrollIndicatorInsets: keycraftVerticalScrollIndicatorInsets)
        }
        set {
            // Insets first: UIKit keeps the offset when they change, and the planned offset is only valid
            // within the planned insets.
            keycraftContentInset = newValue.contentInset
            keycraftVerticalScrollIndicatorInsets = newValue.verticalScrollIndicatorInsets
            // An unchanged offset is not set again: setting it stops a deceleration and calls `scrollViewDidScroll`.
            if contentOffset != newValue.contentOffset { contentOffset = newValue.contentOffset }
        }
    }

    /// The scroll view as the core planner sees it. The safe-area adjustment is read off the view
    /// (adjusted inset less content inset) rather than recomputed, so whatever
    /// `contentInsetAdjustmentBehavior` the app chose, the planner uses what UIKit uses.
    public var keyboardAvoidanceGeometry: ScrollViewGeometry {
        let adjusted = keycraftAdjustedContentInset
        let inset = keycraftContentInset
        let adjustment = EdgeInsets(
            top: adjusted.top - inset.top, left: adjusted.left - inset.left,
            bottom: adjusted.bottom - inset.bottom, right: adjusted.right - inset.right)
        return ScrollViewGeometry(
            frameInWindow: keycraftFrameInWindow, contentSize: contentSize, safeAreaInsets: adjustment,
            state: keyboardAvoidanceState, contentInsetAdjustmentBehavior: .always)
    }

    /// Converts a rectangle in window coordinates into the scroll view's content coordinates.
    public func contentRect(fromWindow rect: CGRect) -> CGRect {
        let frame = keycraftFrameInWindow
        return rect.offsetBy(dx: contentOffset.x - frame.minX, dy: contentOffset.y - frame.minY)
    }
}
