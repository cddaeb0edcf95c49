import Foundation

/// The part of a scroll view's state that keyboard avoidance changes and later restores.
public struct ScrollViewState: Hashable, Sendable, Codable {
    public var contentOffset: CGPoint
    public var contentInset: EdgeInsets
    public var verticalScrollIndicatorInsets: EdgeInsets

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
public struct ScrollViewGeometry: Hashable, Sendable {
    /// The scroll view's frame in its window's coordinates.
    public var frameInWindow: CGRect
    public var contentSize: CGSize
    /// The parts of the scroll view under bars, notches and the home indicator (``EdgeInsets/safeArea(ofViewAt:inWindowOfSize:windowSafeArea:)``).
    public var safeAreaInsets: EdgeInsets
    public var state: ScrollViewState
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// Whether the view bounces (so counts as scrollable) vertically even when its content fits; `UITextView`s do.
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    /// Whether a navigation or tab bar controller shows the view controller whose content view this is
    /// (``ContentInsetAdjustmentBehavior/automatic`` then always adjusts vertically).
    public var isInNavigationOrTabBarController: Bool

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
