import Foundation

/// What to apply to a scroll view, inside an animation with the keyboard's duration and curve.
public struct ScrollViewAvoidancePlan: Hashable, Sendable {
    /// The content inset, indicator insets and offset to set on the scroll view.
    public var state: ScrollViewState
    /// The keyboard's own duration and curve, so the content moves with it.
    public var animation: KeyboardAnimation
    /// How much of the scroll view's bottom the keyboard covers.
    public var overlap: CGFloat

    /// A plan to apply `state` with `animation`, for a keyboard covering `overlap` points.
    public init(state: ScrollViewState, animation: KeyboardAnimation, overlap: CGFloat) {
        self.state = state
        self.animation = animation
        self.overlap = overlap
    }
}

/// The scroll view strategy: bottom insets that follow the keyboard, then the least scroll that shows
/// the active field (or a text view's caret).
///
/// ```swift
/// let scrollView = ScrollViewGeometry(
///     frameInWindow: CGRect(x: 0, y: 0, width: 393, height: 852), contentSize: CGSize(width: 393, height: 2000))
/// let plan = ScrollViewAvoidance.plan(
///     original: scrollView.state, scrollView: scrollView, overlap: 336,
///     revealing: CGRect(x: 16, y: 1200, width: 361, height: 44), animation: .none)
/// // plan.state.contentInset.bottom == 346: the overlap and the padding
/// ```
public enum ScrollViewAvoidance {
    /// Default space between the revealed rectangle and the keyboard's top, in points.
    public static let defaultPadding: CGFloat = 10

    /// Plans for a keyboard covering `overlap` points of the scroll view's bottom.
    ///
    /// - Parameters:
    ///   - original: the insets and offset from before the keyboard showed; insets are computed from
    ///     these (never stacked on top of an earlier plan), and with no overlap they come back as they were.
    ///   - scrollView: the scroll view now (its current offset is where minimal scrolling starts).
    ///   - overlap: how much of the scroll view's bottom the keyboard covers (``KeyboardOverlap``).
    ///   - target: the rectangle to keep visible, in content coordinates; nil to only adjust insets.
    ///   - padding: space to keep between the revealed rectangle and the keyboard.
    ///   - animation: the keyboard's animation, passed through to the plan.
    public static func plan(
        original: ScrollViewState, scrollView: ScrollViewGeometry, overlap: CGFloat, revealing target: CGRect?,
        padding: CGFloat = defaultPadding, animation: KeyboardAnimation
    ) -> ScrollViewAvoidancePlan {
        guard overlap > 0 else { return ScrollViewAvoidancePlan(state: original, animation: animation, overlap: 0) }
        // Where the adjusted inset already keeps content clear of the home indicator, only the rest is new.
        let needed = max(0, overlap - scrollView.safeAreaAdjustment.bottom) + padding
        var planned = scrollView
        planned.state.contentInset = original.contentInset
        planned.state.contentInset.bottom = max(original.contentInset.bottom, needed)
        planned.state.verticalScrollIndicatorInsets = original.verticalScrollIndicatorInsets
        planned.state.verticalScrollIndicatorInsets.bottom = max(original.verticalScrollIndicatorInsets.bottom, needed)
        if let target {
            planned.state.contentOffset = planned.contentOffset(revealing: target)
        } else {
            let range = planned.verticalOffsetRange
            planned.state.contentOffset.y = min(max(planned.state.contentOffset.y, range.lowerBound), range.upperBound)
        }
        return ScrollViewAvoidancePlan(state: planned.state, animation: animation, overlap: overlap)
    }
}
