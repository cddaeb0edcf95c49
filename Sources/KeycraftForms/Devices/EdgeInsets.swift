import Foundation

/// Insets from each edge of a rectangle, in points, like `UIEdgeInsets`.
///
/// ```swift
/// let insets = EdgeInsets(top: 59, bottom: 34) + EdgeInsets(bottom: 346)
/// // {59.0, 0.0, 380.0, 0.0}
/// ```
public struct EdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points: where keyboard avoidance adds the overlap.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets with the given edges, 0 for those not given.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge, as `UIEdgeInsets.zero`.
    public static let zero = EdgeInsets()

    /// Adds inset to inset edge by edge, the way UIKit combines `contentInset` with safe-area insets.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// `{top, left, bottom, right}`, as `NSCoder.string(for:)` writes `UIEdgeInsets`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    /// A view's `safeAreaInsets` as UIKit derives them: how far the window's safe-area margins reach
    /// into the view's frame (window coordinates), edge by edge; 0 where the view stays clear of them.
    public static func safeArea(ofViewAt frame: CGRect, inWindowOfSize window: CGSize, windowSafeArea safe: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: min(frame.height, max(0, safe.top - frame.minY)),
            left: min(frame.width, max(0, safe.left - frame.minX)),
            bottom: min(frame.height, max(0, frame.maxY - (window.height - safe.bottom))),
            right: min(frame.width, max(0, frame.maxX - (window.width - safe.right))))
    }
}

extension CGRect {
    /// The rectangle shrunk by the insets, like `bounds.inset(by:)` in UIKit.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: max(0, size.width - insets.left - insets.right),
            height: max(0, size.height - insets.top - insets.bottom)
        )
    }
}
