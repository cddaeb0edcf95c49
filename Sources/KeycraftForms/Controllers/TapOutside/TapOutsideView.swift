import Foundation

/// A view a tap can land on, as tap-to-dismiss sees it: what the view is, and the view it sits in.
///
/// KeycraftUIKit's `UIView` conformance answers ``TapTarget/field(_:)`` for text inputs
/// (`UITextField`, an editable `UITextView`, a search bar's field), ``TapTarget/control(_:)`` for every
/// other `UIControl`, and ``TapTarget/empty`` for everything else.
@MainActor
public protocol TapOutsideView: AnyObject {
    /// What this view alone is, without looking at its superviews.
    var keycraftTapTarget: TapTarget { get }
    /// The view this one is a subview of; nil at the top of the hierarchy.
    var keycraftTapSuperview: (any TapOutsideView)? { get }
}
