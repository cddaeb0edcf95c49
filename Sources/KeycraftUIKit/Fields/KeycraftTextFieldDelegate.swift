#if canImport(UIKit)
import Foundation
import KeycraftForms
import KeycraftText
import UIKit

/// A `UITextField`'s delegate that runs Keycraft's editing pipeline — rules, the formatter (an input
/// mask, a phone number), IME-safe limits — shows messages in a label or a closure, and forwards every
/// delegate call to the app's own `forwardingDelegate`, which can still veto.
///
/// The behaviour is ``TextFieldController``'s (KeycraftForms, tested on Linux); this class maps UIKit's
/// calls onto it. Delegate methods it doesn't implement (edit menus, input suggestions…) go straight to
/// the forwarding delegate. Adopt it in one line through ``UIKit/UITextField/keycraft``:
///
/// ```swift
/// phoneField.keycraft.formatter = try MaskFormatter(format: "+1 ([000]) [000]-[0000]")
/// nameField.keycraft.rules = [.maxLength(10)]
/// nameField.keycraft.messageLabel = nameErrorLabel
/// nameField.keycraft.forwardingDelegate = self     // still hears every call
/// ```
@MainActor
public final class KeycraftTextFieldDelegate: KeycraftFieldDelegate, UITextFieldDelegate {
    /// The controller behind this delegate.
    public let controller: TextFieldController<UITextField, FieldMessageHandler>
    private let bridge: UITextFieldDelegateBridge

    /// Makes a delegate for `textField` and installs it, keeping the field's current delegate as the
    /// forwarding delegate. `textField.keycraft` does this once and keeps it alive with the field.
    public init(textField: UITextField) {
        bridge = UITextFieldDelegateBridge(textField: textField)
        controller = TextFieldController(input: textField, messages: FieldMessageHandler { _ in })
        super.init(settings: controller)
        controller.eventReceiver = bridge
        controller.messageSink = messageHandler
        forwardingDelegate = textField.delegate
        textField.delegate = self
        textField.addTarget(self, action: #selector(editingChanged), for: .editingChanged)
    }

    // MARK: Configuration

    /// The app's own delegate: hears every call, and its "should" answers can veto. Held weakly, as
    /// UIKit holds a delegate.
    public var forwardingDelegate: (any UITextFieldDelegate)? {
        get { bridge.target }
        // The bridge asks and tells it; Objective-C forwarding sends it the calls this class doesn't answer.
        set {
            bridge.target = newValue
            forwardingTargetObject = newValue
            // UIKit asks `responds(to:)` when `delegate` is assigned and keeps the answers: assign again,
            // so the methods only the new forwarding delegate implements are called.
            bridge.textField?.reassignDelegate(ifItIs: self)
        }
    }

    @objc private func editingChanged() { controller.editingChanged() }

    // MARK: UITextFieldDelegate

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { controller.textFieldShouldBeginEditing() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textFieldDidBeginEditing(_ textField: UITextField) { controller.textFieldDidBeginEditing() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        controller.textField(shouldChangeCharactersIn: range, replacementString: string)
    }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textFieldDidChangeSelection(_ textField: UITextField) { controller.textFieldDidChangeSelection() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { controller.textFieldShouldClear() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { controller.textFieldShouldReturn() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { controller.textFieldShouldEndEditing() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        controller.textFieldDidEndEditing(reason: DidEndEditingReason(rawValue: reason.rawValue) ?? .committed)
    }
}
#endif
