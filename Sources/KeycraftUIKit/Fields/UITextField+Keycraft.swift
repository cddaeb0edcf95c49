#if canImport(UIKit)
import ObjectiveC
import UIKit

nonisolated(unsafe) private var keycraftTextFieldDelegateKey: UInt8 = 0
nonisolated(unsafe) private var keycraftTextViewDelegateKey: UInt8 = 0

/// The delegate stored on `view` under `key`, made and stored on first use; it lives as long as the view.
@MainActor
private func installedDelegate<Delegate: AnyObject>(on view: UIView, key: UnsafeRawPointer, make: () -> Delegate) -> Delegate {
    if let installed = objc_getAssociatedObject(view, key) as? Delegate { return installed }
    let delegate = make()
    objc_setAssociatedObject(view, key, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return delegate
}

/// A text field's options: `textField.keycraft.rules = [.maxLength(10)]`, and every other property of
/// ``KeycraftTextFieldDelegate`` (`formatter`, `messageLabel`, `forwardingDelegate`, …) the same way.
extension Keycraft where Base: UITextField {
    /// Keycraft's behaviour for this field, installed as its delegate on first use (the delegate it had
    /// becomes the forwarding delegate) and kept alive as long as the field. Set the app's delegate
    /// afterwards as `keycraft.forwardingDelegate`: assigning `delegate` would replace Keycraft's.
    public var delegate: KeycraftTextFieldDelegate {
        installedDelegate(on: base, key: &keycraftTextFieldDelegateKey) { KeycraftTextFieldDelegate(textField: base) }
    }

    /// `textField.keycraft.rules`, `.formatter`, … : the installed ``delegate``'s properties.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<KeycraftTextFieldDelegate, Value>) -> Value {
        get { delegate[keyPath: keyPath] }
        nonmutating set { delegate[keyPath: keyPath] = newValue }
    }

    /// Read-only properties of the installed ``delegate``, such as `extractedValue` and `isComplete`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<KeycraftTextFieldDelegate, Value>) -> Value {
        delegate[keyPath: keyPath]
    }
}

/// A text view's options: `textView.keycraft.rules = [.maxLength(280)]` and the other properties of
/// ``KeycraftTextViewDelegate``; as a scroll view it also has `avoidsKeyboard`.
extension Keycraft where Base: UITextView {
    /// Keycraft's behaviour for this text view, installed as its delegate on first use. Set the app's
    /// delegate afterwards as `keycraft.forwardingDelegate`.
    public var delegate: KeycraftTextViewDelegate {
        installedDelegate(on: base, key: &keycraftTextViewDelegateKey) { KeycraftTextViewDelegate(textView: base) }
    }

    /// `textView.keycraft.rules`, `.formatter`, … : the installed ``delegate``'s properties.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<KeycraftTextViewDelegate, Value>) -> Value {
        get { delegate[keyPath: keyPath] }
        nonmutating set { delegate[keyPath: keyPath] = newValue }
    }

    /// Read-only properties of the installed ``delegate``, such as `extractedValue` and `isComplete`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<KeycraftTextViewDelegate, Value>) -> Value {
        delegate[keyPath: keyPath]
    }
}
#endif
