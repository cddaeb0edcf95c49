import Foundation
import KeycraftText

/// A text field's editing behaviour as its delegate: the core pipeline — the rules, the app delegate's
/// "should change", the formatter (an input mask, a phone number) — on every edit UIKit proposes, IME-safe
/// limits, messages shown through a ``FieldMessageSink``, and every delegate call forwarded to the app's
/// own ``delegate`` in UIKit's order.
///
/// KeycraftUIKit makes it a `UITextField`'s delegate (`textField.keycraft`); each UIKit delegate call
/// maps to the method of the same name here. `shouldChangeCharactersIn` answers `true` when the pipeline
/// leaves exactly the proposed edit, so UIKit applies it (keeping its undo and the input method in
/// step); otherwise the controller writes the formatted text and caret into the field, announces the
/// change (`textFieldDidChangeSelection`, then `.editingChanged` to the field's targets) and answers
/// `false`. A refused edit leaves the text and selection as they were; a bad range (out of bounds, half
/// a surrogate pair, inside a character) is refused.
///
/// Marked text is never limited or formatted: the composition commits through the rules and the
/// formatter (a length limit cuts it to fit), whether UIKit commits it with a delegate call or without
/// one (`unmarkText`, seen at the next `.editingChanged` or selection change). UIKit asks about a
/// composition's first keystroke before it marks it: while the input reports a composing keyboard
/// (``FieldTextInput/fieldComposesText``) a letter typed then starts a composition; otherwise it is
/// judged as typing.
///
/// ```swift
/// let controller = TextFieldController(
///     input: field, messages: FieldMessageHandler { label.text = $0.first?.message.defaultValue },
///     validator: FieldValidator([.maxLength(5)]))
/// controller.formatter = try MaskFormatter(format: "+1 ([000]) [000]-[0000]")
/// controller.delegate = appDelegate   // hears every call, may veto
/// // UIKit: textField(_:shouldChangeCharactersIn:replacementString:)
/// let allowed = controller.textField(shouldChangeCharactersIn: range, replacementString: string)
/// ```
public final class TextFieldController<Input: TextFieldInput, Messages: FieldMessageSink>: FieldController<Input, Messages> {
    let mirror: FieldEditingMirror<TextFieldKind, Input, Messages>

    /// A controller for `input`, showing messages through `messages`.
    public init(
        input: Input, messages: Messages, validator: FieldValidator = FieldValidator([]), formatter: (any TextFormatter)? = nil
    ) {
        mirror = FieldEditingMirror(
            session: TextFieldSession(validator: validator, formatter: formatter), input: input, messageSink: messages)
        super.init(mirroring: mirror)
        mirror.announceEdit = { [unowned mirror] in
            mirror.session.tell(.didChangeSelection)
            mirror.input?.sendEditingChanged()
        }
    }

    // MARK: Configuration

    /// The app's own delegate, held weakly: every call is forwarded to it, and its "should" answers can veto. Its
    /// `shouldChangeCharactersIn` sees the edit after the rules (a paste already filtered), before the
    /// formatter, as a session's delegate does. It never hears `textFieldEditingChanged`: `.editingChanged`
    /// is a control event the app hears from the field.
    public var delegate: (any TextFieldDelegate)? {
        get { mirror.session.delegate }
        set { mirror.session.delegate = newValue }
    }

    // MARK: UITextFieldDelegate

    /// Forwarded; the app's delegate decides.
    public func textFieldShouldBeginEditing() -> Bool { mirror.shouldBeginEditing() }

    /// The field is editing now; forwarded.
    public func textFieldDidBeginEditing() { mirror.didBeginEditing() }

    /// Runs the pipeline on the proposed edit; true when UIKit may apply it as proposed.
    public func textField(shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        mirror.shouldChange(in: range, replacement: string)
    }

    /// Forwarded, unless the controller caused it by writing (it announces its own edits).
    public func textFieldDidChangeSelection() { mirror.tellNews(.didChangeSelection) }

    /// The `.editingChanged` control event: a composition that ended without a delegate call (UIKit's
    /// `unmarkText`) commits through the pipeline here. Not forwarded: the app hears it from the field.
    public func editingChanged() {
        mirror.refresh()
    }

    /// Forwarded; when the app agrees, the messages go (the field is about to be empty).
    public func textFieldShouldClear() -> Bool {
        let clears = mirror.ask(.shouldClear)
        if clears { mirror.show([]) }
        return clears
    }

    /// Forwarded.
    public func textFieldShouldReturn() -> Bool { mirror.ask(.shouldReturn) }

    /// The end-of-editing rules first (a failure shows its messages and refuses, as the guides' e-mail
    /// field does, without asking the app), then the app's delegate.
    public func textFieldShouldEndEditing() -> Bool { mirror.shouldEndEditing() }

    /// Clears the messages and forwards. When the last `textFieldShouldEndEditing` refused (editing was
    /// forced to end), the app hears `.cancelled`, as a session reports it, whatever UIKit passed.
    public func textFieldDidEndEditing(reason: DidEndEditingReason) { mirror.didEndEditing(reason: reason) }
}
