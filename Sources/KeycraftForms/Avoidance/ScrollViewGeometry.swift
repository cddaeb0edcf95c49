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
/// The adjusted content inset is `contentInset` plus the safe-area insets, as UIKit computes it with
/// `contentInsetAdjustmentBehavior = .always`; pass zero safe-area insets for `.never`.
public struct ScrollViewGeometry: Hashable, Sendable {
    /// The scroll view's frame in its window's coordinates.
    public var frameInWindow: CGRect
    public var contentSize: CGSize
    /// The parts of the scroll view under bars, notches and the home indicator.
    public var safeAreaInsets: EdgeInsets
    public var state: ScrollViewState

    public init(frameInWindow: CGRect, contentSize: CGSize, safeAreaInsets: EdgeInsets = .zero, state: ScrollViewState = ScrollViewState()) {
        self.frameInWindow = frameInWindow
        self.contentSize = contentSize
        self.safeAreaInsets = safeAreaInsets
        self.state = state
    }

    public var adjustedContentInset: EdgeInsets { state.contentInset + safeAreaInsets }

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
