import Foundation
import KeycraftText

/// A text view's editing behaviour as its delegate: as ``TextFieldController`` — the core pipeline on
/// every edit UIKit proposes through `shouldChangeTextIn`, IME-safe limits, messages, and every delegate
/// call forwarded to the app's own ``delegate`` in UIKit's order — with a text view's vocabulary.
///
/// An edit the controller writes itself is announced as UIKit announces a typed one:
/// `textViewDidChangeSelection`, then `textViewDidChange` (UIKit sends neither for a programmatic change).
///
/// ```swift
/// let controller = TextViewController(input: textView, messages: FieldMessageHandler { shown = $0 },
///                                     validator: FieldValidator([.maxLength(280)]))
/// controller.delegate = appDelegate
/// // UIKit: textView(_:shouldChangeTextIn:replacementText:)
/// let allowed = controller.textView(shouldChangeTextIn: range, replacementText: text)
/// ```
public final class TextViewController<Input: FieldTextInput, Messages: FieldMessageSink>: FieldController<Input, Messages> {
    let mirror: FieldEditingMirror<TextViewKind, Input, Messages>

    /// A controller for `input`, showing messages through `messages`.
    public init(
        input: Input, messages: Messages, validator: FieldValidator = FieldValidator([]), formatter: (any TextFormatter)? = nil
    ) {
        mirror = FieldEditingMirror(
            session: TextViewSession(validator: validator, formatter: formatter), input: input, messageSink: messages)
        super.init(mirroring: mirror)
        mirror.announceEdit = { [unowned mirror] in mirror.session.tellDidChange() }
    }

    // MARK: Configuration

    /// The app's own delegate, held weakly: every call is forwarded to it, and its "should" answers can veto.
    public var delegate: (any TextViewDelegate)? {
        get { mirror.session.delegate }
        set { mirror.session.delegate = newValue }
    }

    // MARK: UITextViewDelegate

    /// Forwarded; the app's delegate decides.
    public func textViewShouldBeginEditing() -> Bool { mirror.shouldBeginEditing() }

    /// The view is editing now; forwarded.
    public func textViewDidBeginEditing() { mirror.didBeginEditing() }

    /// Runs the pipeline on the proposed edit; true when UIKit may apply it as proposed.
    public func textView(shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        mirror.shouldChange(in: range, replacement: text)
    }

    /// Forwarded, unless the controller caused it by writing.
    public func textViewDidChangeSelection() { mirror.tellNews(.didChangeSelection) }

    /// A composition that ended without a delegate call commits through the pipeline here (then the
    /// controller announces its own result); otherwise forwarded.
    public func textViewDidChange() { mirror.tellNews(.didChange) }

    /// Forwarded: whether the link's default action runs.
    public func textView(shouldInteractWith url: URL, in characterRange: NSRange, interaction: TextItemInteraction) -> Bool {
        mirror.ask(.shouldInteract(url: url, range: characterRange, interaction: interaction))
    }

    /// The end-of-editing rules first (a failure shows its messages and refuses), then the app's delegate.
    public func textViewShouldEndEditing() -> Bool { mirror.shouldEndEditing() }

    /// Clears the messages and forwards.
    public func textViewDidEndEditing() { mirror.didEndEditing(reason: .committed) }
}
