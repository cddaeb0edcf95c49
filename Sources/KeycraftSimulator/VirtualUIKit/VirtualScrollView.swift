import Foundation
import KeycraftForms

/// A `UIScrollView` without UIKit. As UIKit documents: setting the content inset does not move the
/// content offset; the offset is not clamped when set (only scrolling by hand bounces back);
/// `adjustedContentInset` is the content inset plus the safe-area insets its
/// `contentInsetAdjustmentBehavior` adds.
///
/// ```swift
/// let scrollView = VirtualScrollView(frame: root.frame, contentSize: CGSize(width: 393, height: 2000))
/// root.addSubview(scrollView)
/// scrollView.keycraftAdjustedContentInset    // the safe area, where the content scrolls vertically
/// ```
@MainActor
open class VirtualScrollView: VirtualView, KeyboardAvoidanceScrollView {
    /// `contentOffset`.
    public var contentOffset: CGPoint = .zero { didSet { offsetWrites += 1 } }
    /// `contentSize`.
    public var contentSize: CGSize
    /// `contentInset`.
    public var contentInset = EdgeInsets.zero
    /// `verticalScrollIndicatorInsets`.
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// `contentInsetAdjustmentBehavior`.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// `alwaysBounceVertical`.
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal`.
    public var alwaysBounceHorizontal = false
    /// Whether the view controller is in a navigation or tab bar controller (`.automatic` then adjusts
    /// vertically always).
    public var isInNavigationOrTabBarController = false
    /// How many times the offset was set: to show that nothing moves when nothing should.
    public private(set) var offsetWrites = 0

    /// A scroll view at a frame, with a content size.
    public init(frame: CGRect, contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(frame: frame)
    }

    /// The content offset moves the subviews.
    override public var boundsOrigin: CGPoint { contentOffset }

    /// `contentInset`.
    public var keycraftContentInset: EdgeInsets {
        get { contentInset }
        set { contentInset = newValue }
    }

    /// `verticalScrollIndicatorInsets`.
    public var keycraftVerticalScrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue }
    }

    /// `adjustedContentInset`. `.automatic`: as `.scrollableAxes`, and always vertically under a
    /// navigation or tab bar controller. `.scrollableAxes`: an axis counts when its content is larger
    /// than the bounds or it always bounces.
    public var keycraftAdjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let verticallyScrollable = alwaysBounceVertical || contentSize.height > frame.height
        let horizontallyScrollable = alwaysBounceHorizontal || contentSize.width > frame.width
        let (vertical, horizontal): (Bool, Bool) =
            switch contentInsetAdjustmentBehavior {
            case .never: (false, false)
            case .always: (true, true)
            case .scrollableAxes: (verticallyScrollable, horizontallyScrollable)
            case .automatic: (verticallyScrollable || isInNavigationOrTabBarController, horizontallyScrollable)
            }
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The offset at which the content's top shows below the adjusted top inset.
    public var topOffsetY: CGFloat { -keycraftAdjustedContentInset.top }

    /// The content's part that shows between the adjusted insets, in window coordinates.
    public var visibleRectInWindow: CGRect { keycraftFrameInWindow.inset(by: keycraftAdjustedContentInset) }

    /// Applies a change to the frame, content or safe area as UIKit does when the adjusted inset changes:
    /// a scroll view resting at its top stays at its top (a new full-screen scroll view, at offset 0
    /// before it had a safe area, starts below the status bar). Any other offset stays as it is.
    public func relayOut(_ change: (VirtualScrollView) -> Void) {
        let wasAtTop = abs(contentOffset.y - topOffsetY) < 0.5
        change(self)
        if wasAtTop, contentOffset.y != topOffsetY { contentOffset.y = topOffsetY }
    }

    /// `scrollRectToVisible(_:animated:)`: scrolls the least that shows `rect` (content coordinates)
    /// between the adjusted insets, as UIKit does for a field that becomes first responder or a text
    /// view's caret as the user types.
    public func scrollRectToVisible(_ rect: CGRect) {
        let offset = keyboardAvoidanceGeometry.contentOffset(revealing: rect)
        if offset != contentOffset { contentOffset = offset }
    }

    /// The insets and offset avoidance changes.
    public var state: ScrollViewState {
        ScrollViewState(contentOffset: contentOffset, contentInset: contentInset, verticalScrollIndicatorInsets: verticalScrollIndicatorInsets)
    }
}
