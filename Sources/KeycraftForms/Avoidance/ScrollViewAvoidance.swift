import Foundation

/// What to apply to a scroll view, inside an animation with the keyboard's duration and curve.
public struct ScrollViewAvoidancePlan: Hashable, Sendable {
    public var state: ScrollViewState
    public var animation: KeyboardAnimation
    /// How much of the scroll view's bottom the keyboard covers.
    public var overlap: CGFloat

    public init(state: ScrollViewState, animation: KeyboardAnimation, overlap: CGFloat) {
        self.state = state
        self.animation = animation
        self.overlap = overlap
    }
}

/// The scroll view strategy: bottom insets that follow the keyboard, then the least scroll that shows
/// the active field (or a text view's caret).
public enum ScrollViewAvoidance {
    /// Default space between the revealed rectangle and the keyboard's top, in points.
    public static let defaultPadding: CGFloat = 10

    /// Plans for a keyboard covering `overlap` points of the scroll view's bottom.
    ///
    /// - Parameters:
    ///   - original: the insets and offset from before the keyboard showed; insets are computed from
    ///     these (never stacked on top of an earlier plan), and with no overlap they come back as they were.
    ///   - scrollView: the scroll view now (its current offset is where minimal scrolling starts).
    ///   - target: the rectangle to keep visible, in content coordinates; nil to only adjust insets.
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
