import Foundation

/// A view as keyboard avoidance sees it: where it is in its window.
///
/// `UIView` conforms in KeycraftUIKit with `convert(bounds, to: nil)`. Views are assumed untransformed,
/// as ``KeyboardOverlap`` assumes.
@MainActor
public protocol KeyboardAvoidanceView: AnyObject {
    /// The view's bounds in its window's coordinates (where its content shows now, after every ancestor's
    /// bounds origin, such as a scroll view's content offset, has moved it).
    var keycraftFrameInWindow: CGRect { get }
}
