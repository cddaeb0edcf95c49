import Foundation

/// A point in unit coordinates of a view — SwiftUI's `UnitPoint`: (0, 0) is the top leading corner,
/// (1, 1) the bottom trailing one. `ScrollViewReader.scrollTo(_:anchor:)` lines up this point of the
/// target view with the same point of the scroll view.
public struct ScrollAnchor: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// Where a view of `size` at `frame`'s origin ends up once `scrollTo` aligns this anchor of it with
    /// the same anchor of `container`: what tests and the planner use to check an anchor.
    public func frame(ofViewSized size: CGSize, alignedIn container: CGRect) -> CGRect {
        CGRect(
            x: container.minX + x * (container.width - size.width), y: container.minY + y * (container.height - size.height),
            width: size.width, height: size.height)
    }
}

/// Where to scroll so the focused field shows: the anchor for `ScrollViewReader.scrollTo(_:anchor:)`,
/// and the animation to run it in (the keyboard's, when a keyboard notification caused it).
public struct FocusedFieldScroll: Hashable, Sendable {
    public var anchor: ScrollAnchor
    public var animation: KeyboardAnimation

    public init(anchor: ScrollAnchor, animation: KeyboardAnimation) {
        self.anchor = anchor
        self.animation = animation
    }
}
