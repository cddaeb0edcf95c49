#if canImport(UIKit)
import KeycraftForms
import UIKit

/// `contentOffset` and `contentSize` are UIKit's own; the insets bridge to the core's ``EdgeInsets``.
extension UIScrollView: KeyboardAvoidanceScrollView {
    /// `contentInset`.
    public var keycraftContentInset: EdgeInsets {
        get { EdgeInsets(contentInset) }
        set { contentInset = UIEdgeInsets(newValue) }
    }

    /// `verticalScrollIndicatorInsets`.
    public var keycraftVerticalScrollIndicatorInsets: EdgeInsets {
        get { EdgeInsets(verticalScrollIndicatorInsets) }
        set { verticalScrollIndicatorInsets = UIEdgeInsets(newValue) }
    }

    /// `adjustedContentInset`.
    public var keycraftAdjustedContentInset: EdgeInsets { EdgeInsets(adjustedContentInset) }
}
#endif
