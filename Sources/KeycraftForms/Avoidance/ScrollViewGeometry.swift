import Foundation

/// The part of a scroll view's state that keyboard avoidance changes and later restores.
public struct ScrollViewState: Hashable, Sendable, Codable {
    /// `UIScrollView.contentOffset`: the content point at the view's top-left corner, negative under a top inset.
    public var contentOffset: CGPoint
    /// `UIScrollView.contentInset`: the app's own insets, before the safe-area adjustment.
    public var contentInset: EdgeInsets
    /// `UIScrollView.verticalScrollIndicatorInsets`, which must follow the keyboard too, or the indicator runs under it.
    public var verticalScrollIndicatorInsets: EdgeInsets

    /// A state with the given offset and insets; all zero by default, as a new scroll view has.
    public init(contentOffset: CGPoint = .zero, contentInset: EdgeInsets = .zero, verticalScrollIndicatorInsets: EdgeInsets = .zero) {
        self.contentOffset = contentOffset
        self.contentInset = contentInset
        self.verticalScrollIndicatorInsets = verticalScrollIndicatorInsets
    }
}

/// A scroll view (or a text view, which is one) as the planner sees it.
///
/// The adjusted content inset is `contentInset` plus the part of the safe-area insets that
/// ``contentInsetAdjustmentBehavior`` adds, as `UIScrollView.adjustedContentInset` is computed. Offsets,
/// the visible rectangle and keyboard avoidance all work in adjusted insets.
///
/// ```swift
/// let textView = ScrollViewGeometry(
///     frameInWindow: CGRect(x: 0, y: 0, width: 393, height: 852), contentSize: CGSize(width: 393, height: 600),
///     safeAreaInsets: EdgeInsets(top: 59, bottom: 34), alwaysBounceVertical: true)
/// // textView.adjustedContentInset == EdgeInsets(top: 59, bottom: 34): it bounces, so it scrolls
/// ```
public struct ScrollViewGeometry: Hashable, Sendable {
    /// The scroll view's frame in its window's coordinates.
    public var frameInWindow: CGRect
    /// `UIScrollView.contentSize`: the size of the scrollable content.
    public var contentSize: CGSize
    /// The parts of the scroll view under bars, notches and the home indicator (``EdgeInsets/safeArea(ofViewAt:inWindowOfSize:windowSafeArea:)``).
    public var safeAreaInsets: EdgeInsets
    /// The offset and insets, which avoidance plans replace and later restore.
    public var state: ScrollViewState
    /// How the safe-area insets are added to ``ScrollViewState/contentInset``.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// Whether the view bounces (so counts as scrollable) vertically even when its content fits; `UITextView`s do.
    public var alwaysBounceVertical: Bool
    /// Whether the view bounces (so counts as scrollable) horizontally even when its content fits.
    public var alwaysBounceHorizontal: Bool
    /// Whether a navigation or tab bar controller shows the view controller whose content view this is
    /// (``ContentInsetAdjustmentBehavior/automatic`` then always adjusts vertically).
    public var isInNavigationOrTabBarController: Bool

    /// A scroll view with a frame in its window, a content size and, optionally, the rest of its state;
    /// defaults as UIKit's for a new `UIScrollView`.
    public init(
        frameInWindow: CGRect, contentSize: CGSize, safeAreaInsets: EdgeInsets = .zero, state: ScrollViewState = ScrollViewState(),
        contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic, alwaysBounceVertical: Bool = false,
        alwaysBounceHorizontal: Bool = false, isInNavigationOrTabBarController: Bool = false
    ) {
        self.frameInWindow = frameInWindow
        self.contentSize = contentSize
        self.safeAreaInsets = safeAreaInsets
        self.state = state
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.isInNavigationOrTabBarController = isInNavigationOrTabBarController
    }

    /// Whether the content is taller than the view, or the view always bounces vertically.
    public var isVerticallyScrollable: Bool { alwaysBounceVertical || contentSize.height > frameInWindow.height }
    /// Whether the content is wider than the view, or the view always bounces horizontally.
    public var isHorizontallyScrollable: Bool { alwaysBounceHorizontal || contentSize.width > frameInWindow.width }

    /// The part of the safe-area insets the behaviour adds to the content inset.
    public var safeAreaAdjustment: EdgeInsets {
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safeAreaInsets
        case .scrollableAxes: (vertical, horizontal) = (isVerticallyScrollable, isHorizontallyScrollable)
        case .automatic: (vertical, horizontal) = (isVerticallyScrollable || isInNavigationOrTabBarController, isHorizontallyScrollable)
        }
        return EdgeInsets(
            top: vertical ? safeAreaInsets.top : 0, left: horizontal ? safeAreaInsets.left : 0,
            bottom: vertical ? safeAreaInsets.bottom : 0, right: horizontal ? safeAreaInsets.right : 0)
    }

    /// `UIScrollView.adjustedContentInset`: the content inset plus the safe-area adjustment.
    public var adjustedContentInset: EdgeInsets { state.contentInset + safeAreaAdjustment }

    /// The offset at which the content's top shows right below the adjusted top inset.
    public var topContentOffsetY: CGFloat { -adjustedContentInset.top }

    /// Applies a change to the view's frame, content or safe area as UIKit does when the adjusted inset
    /// changes: a scroll view resting at its top stays at its top (a new full-screen scroll view, at
    /// offset 0 before it had a safe area, starts below the status bar). Any other offset stays as it is.
    public mutating func relayOut(_ change: (inout ScrollViewGeometry) -> Void) {
        let wasAtTop = abs(state.contentOffset.y - topContentOffsetY) < 0.5
        change(&self)
        if wasAtTop { state.contentOffset.y = topContentOffsetY }
    }
    /// The content offsets the scroll view can rest at vertically: from -top inset to
    /// contentHeight + bottom inset - height (or just the minimum when the content is shorter).
    public var verticalOffsetRange: ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let minimum = -inset.top
        return minimum...max(minimum, contentSize.height + inset.bottom - frameInWindow.height)
    }

    /// The part of the content that shows between the adjusted insets, in content coordinates.
    public var visibleContentRect: CGRect {
        CGRect(origin: state.contentOffset, size: frameInWindow.size).inset(by: adjustedContentInset)
    }
}
