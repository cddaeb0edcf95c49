#if canImport(UIKit)
import Foundation
import KeycraftForms
import KeycraftText
import UIKit

/// A `UITextView`'s delegate that runs Keycraft's editing pipeline and forwards every delegate call to
/// the app's own `forwardingDelegate`, as ``KeycraftTextFieldDelegate`` does for a text field. The
/// behaviour is ``TextViewController``'s.
///
/// ```swift
/// bioView.keycraft.rules = [.maxLength(280)]
/// bioView.keycraft.onMessages = { messages in counter.textColor = messages.isEmpty ? .secondaryLabel : .systemRed }
/// ```
@MainActor
public final class KeycraftTextViewDelegate: KeycraftFieldDelegate, UITextViewDelegate {
    /// The controller behind this delegate.
    public let controller: TextViewController<UITextView, FieldMessageHandler>
    private let bridge: UITextViewDelegateBridge

    /// Makes a delegate for `textView` and installs it, keeping its current delegate as the forwarding one.
    public init(textView: UITextView) {
        bridge = UITextViewDelegateBridge(textView: textView)
        controller = TextViewController(input: textView, messages: FieldMessageHandler { _ in })
        super.init(settings: controller)
        controller.eventReceiver = bridge
        controller.messageSink = messageHandler
        forwardingDelegate = textView.delegate
        textView.delegate = self
    }

    // MARK: Configuration

    /// The app's own delegate: hears every call, and its "should" answers can veto. Held weakly.
    public var forwardingDelegate: (any UITextViewDelegate)? {
        get { bridge.target }
        // The bridge asks and tells it; Objective-C forwarding sends it the calls this class doesn't answer.
        set {
            bridge.target = newValue
            forwardingTargetObject = newValue
            // UIKit keeps the `responds(to:)` answers from when `delegate` was assigned: assign again.
            bridge.textView?.reassignDelegate(ifItIs: self)
        }
    }

    // MARK: UITextViewDelegate

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { controller.textViewShouldBeginEditing() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textViewDidBeginEditing(_ textView: UITextView) { controller.textViewDidBeginEditing() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        controller.textView(shouldChangeTextIn: range, replacementText: text)
    }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textViewDidChangeSelection(_ textView: UITextView) { controller.textViewDidChangeSelection() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textViewDidChange(_ textView: UITextView) { controller.textViewDidChange() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    @available(iOS, deprecated: 17.0, message: "UIKit's URL interaction call; newer apps use text item actions")
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
        controller.textView(
            shouldInteractWith: URL, in: characterRange,
            interaction: TextItemInteraction(rawValue: interaction.rawValue) ?? .invokeDefaultAction)
    }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { controller.textViewShouldEndEditing() }

    /// UIKit's call, answered by the controller (which forwards it to the app's delegate).
    public func textViewDidEndEditing(_ textView: UITextView) { controller.textViewDidEndEditing() }
}
#endif
