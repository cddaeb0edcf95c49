import Foundation

/// A point in unit coordinates of a view — SwiftUI's `UnitPoint`: (0, 0) is the top leading corner,
/// (1, 1) the bottom trailing one. `ScrollViewReader.scrollTo(_:anchor:)` lines up this point of the
/// target view with the same point of the scroll view.
public struct ScrollAnchor: Hashable, Sendable {
    /// 0 at the leading edge, 1 at the trailing edge.
    public var x: CGFloat
    /// 0 at the top, 1 at the bottom.
    public var y: CGFloat

    /// A unit point (SwiftUI: `UnitPoint(x: anchor.x, y: anchor.y)`).
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The frame a view of `size` takes once `scrollTo` aligns this anchor of it with
    /// the same anchor of `container`: what tests and the planner use to check an anchor.
    public func frame(ofViewSized size: CGSize, alignedIn container: CGRect) -> CGRect {
        CGRect(
            x: container.minX + x * (container.width - size.width), y: container.minY + y * (container.height - size.height),
            width: size.width, height: size.height)
    }
}
