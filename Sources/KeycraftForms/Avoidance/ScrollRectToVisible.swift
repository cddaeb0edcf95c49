import Foundation

extension ScrollViewGeometry {
    /// The content offset `scrollRectToVisible(_:animated:)` would scroll to, vertically, counting the
    /// adjusted insets as covered: unchanged when `rect` already shows whole; otherwise the least
    /// scroll that brings its bottom (or, if it is taller than what shows, its top) into view. The
    /// result is clamped to ``verticalOffsetRange``, so it never scrolls beyond the content.
    public func contentOffset(revealing rect: CGRect) -> CGPoint {
        let visible = visibleContentRect
        var y = state.contentOffset.y
        if rect.height > visible.height || rect.minY < visible.minY {
            y += rect.minY - visible.minY
        } else if rect.maxY > visible.maxY {
            y += rect.maxY - visible.maxY
        }
        let range = verticalOffsetRange
        return CGPoint(x: state.contentOffset.x, y: min(max(y, range.lowerBound), range.upperBound))
    }
}
