#if canImport(UIKit)
import KeycraftForms
import UIKit

/// Both views read their delegate's optional methods when `delegate` is assigned
/// (``DelegateCachingView``), which is why a later forwarding delegate reassigns it.
extension UITextField: DelegateCachingView {}

extension UITextView: DelegateCachingView {}
#endif
