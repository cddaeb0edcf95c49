#if canImport(UIKit)
import Foundation
import KeycraftForms
import KeycraftText
import UIKit

/// What ``KeycraftTextFieldDelegate`` and ``KeycraftTextViewDelegate`` share: the field's rules and
/// formatter, where its messages are shown, and the forwarding of every delegate method they don't
/// implement themselves to the app's own delegate.
@MainActor
public class KeycraftFieldDelegate: NSObject {
    private let settings: any FieldEditingSettings
    /// Read from `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C runtime calls.
    nonisolated(unsafe) weak var forwardingTargetObject: (any NSObjectProtocol)?

    init(settings: any FieldEditingSettings) {
        self.settings = settings
    }

    /// The rules checked on every edit and when editing ends.
    public var rules: [ValidationRule] {
        get { settings.rules }
        set { settings.rules = newValue }
    }

    /// What a paste that breaks the rules does: refused whole (the default), or cut to what is allowed.
    public var pastePolicy: PastePolicy {
        get { settings.pastePolicy }
        set { settings.pastePolicy = newValue }
    }

    /// The formatter stage: `MaskFormatter`, `PhoneNumberFormatter`, `PaymentCardFormatter`, …
    public var formatter: (any TextFormatter)? {
        get { settings.formatter }
        set { settings.formatter = newValue }
    }

    /// The value to store: the formatter's extracted value (a mask's, a phone number's digits).
    public var extractedValue: String { settings.extractedValue }

    /// Whether the text is a whole value for the formatter.
    public var isComplete: Bool { settings.isComplete }

    /// A label that shows the messages (hidden when there are none).
    public weak var messageLabel: UILabel?

    /// Called with the messages whenever they change; empty when they are cleared.
    public var onMessages: (([ValidationFailure]) -> Void)?

    /// The controller's message sink: the label and the closure.
    var messageHandler: FieldMessageHandler {
        FieldMessageHandler { [weak self] messages in
            MainActor.assumeIsolated {
                self?.messageLabel?.show(messages)
                self?.onMessages?(messages)
            }
        }
    }

    // MARK: Everything else goes to the forwarding delegate

    /// True for the methods this delegate implements and for those the forwarding delegate does.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || (forwardingTargetObject?.responds(to: aSelector) ?? false)
    }

    /// The forwarding delegate, for the methods only it implements.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let target = forwardingTargetObject, target.responds(to: aSelector) { return target }
        return super.forwardingTarget(for: aSelector)
    }
}
#endif
