#if canImport(UIKit)
import ObjectiveC
import UIKit

nonisolated(unsafe) private var keycraftTextFieldDelegateKey: UInt8 = 0
nonisolated(unsafe) private var keycraftTextViewDelegateKey: UInt8 = 0

extension UITextField {
    /// Keycraft's behaviour for this field, installed as its delegate on first use (the delegate it had
    /// becomes the forwarding delegate) and kept alive as long as the field:
    /// `textField.keycraft.rules = [.maxLength(10)]`. Set the app's delegate afterwards as
    /// `keycraft.forwardingDelegate`: assigning `delegate` would replace Keycraft's.
    public var keycraft: KeycraftTextFieldDelegate {
        if let installed = objc_getAssociatedObject(self, &keycraftTextFieldDelegateKey) as? KeycraftTextFieldDelegate {
            return installed
        }
        let delegate = KeycraftTextFieldDelegate(textField: self)
        objc_setAssociatedObject(self, &keycraftTextFieldDelegateKey, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return delegate
    }
}

extension UITextView {
    /// Keycraft's behaviour for this text view, installed as its delegate on first use:
    /// `textView.keycraft.rules = [.maxLength(280)]`. Set the app's delegate afterwards as
    /// `keycraft.forwardingDelegate`.
    public var keycraft: KeycraftTextViewDelegate {
        if let installed = objc_getAssociatedObject(self, &keycraftTextViewDelegateKey) as? KeycraftTextViewDelegate {
            return installed
        }
        let delegate = KeycraftTextViewDelegate(textView: self)
        objc_setAssociatedObject(self, &keycraftTextViewDelegateKey, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return delegate
    }
}
#endif
