#if canImport(UIKit)
import KeycraftForms
import UIKit

extension EdgeInsets {
    /// The same insets as a `UIEdgeInsets`.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIEdgeInsets {
    /// The same insets as the core's ``EdgeInsets``.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
#endif
