import Foundation
import KeycraftText

/// What both field controllers share: the field's rules and formatter, where its messages go, and what
/// the pipeline made of the last edit. ``TextFieldController`` and ``TextViewController`` are the ones
/// to make.
public class FieldController<Input: FieldTextInput, Messages: FieldMessageSink>: FieldEditingSettings {
    private let mirroring: any FieldMirroring<Input, Messages>

    init(mirroring: any FieldMirroring<Input, Messages>) {
        self.mirroring = mirroring
    }

    /// The field or text view, held weakly: it owns its delegate, which owns this controller.
    public var input: Input? { mirroring.input }

    /// The rules checked on every edit and when editing ends.
    public var validator: FieldValidator {
        get { mirroring.validator }
        set { mirroring.validator = newValue }
    }

    /// The formatter stage; setting it doesn't reformat the current text.
    public var formatter: (any TextFormatter)? {
        get { mirroring.formatter }
        set { mirroring.formatter = newValue }
    }

    /// Where messages are shown.
    public var messageSink: Messages {
        get { mirroring.messageSink }
        set { mirroring.messageSink = newValue }
    }

    /// The messages shown now: a refused edit's, or why editing can't end.
    public var messages: [ValidationFailure] { mirroring.messages }

    /// What the pipeline made of the last edit (nil before the first).
    public var lastResult: EditResult? { mirroring.lastResult }

    /// The text as the controller last saw it in the input.
    public var text: String { mirroring.text }

    /// Hears every delegate call in place of ``TextFieldController/delegate`` /
    /// ``TextViewController/delegate``: KeycraftUIKit's bridge to the app's UIKit delegate. Held weakly.
    package var eventReceiver: (any EditingEventReceiver)? {
        get { mirroring.receiver }
        set { mirroring.receiver = newValue }
    }
}

/// A field's rules and formatter, as an adapter (a UIKit delegate, a SwiftUI modifier) sets them.
public protocol FieldEditingSettings: AnyObject {
    /// The rules checked on every edit and when editing ends.
    var validator: FieldValidator { get set }
    /// The formatter stage (an input mask, a phone number's grouping), or nil.
    var formatter: (any TextFormatter)? { get set }
    /// The field's text.
    var text: String { get }
}

extension FieldEditingSettings {
    /// The rules checked on every edit and when editing ends (the paste policy stays).
    public var rules: [ValidationRule] {
        get { validator.rules }
        set { validator = FieldValidator(newValue, pastePolicy: validator.pastePolicy) }
    }

    /// What a paste that breaks the rules does: refused whole (the default), or cut to what is allowed.
    public var pastePolicy: PastePolicy {
        get { validator.pastePolicy }
        set { validator = FieldValidator(validator.rules, pastePolicy: newValue) }
    }

    /// The value the app stores: the formatter's extracted value (a mask's, a phone number's digits).
    public var extractedValue: String { formatter?.extractedValue(of: text) ?? text }

    /// Whether the text is a whole value for the formatter (every required character of a mask).
    public var isComplete: Bool { formatter?.isComplete(text) ?? true }
}

/// The shared state of a ``FieldEditingMirror``, whatever its session.
protocol FieldMirroring<Input, Messages>: AnyObject {
    associatedtype Input: FieldTextInput
    associatedtype Messages: FieldMessageSink
    var input: Input? { get }
    var validator: FieldValidator { get set }
    var formatter: (any TextFormatter)? { get set }
    var messageSink: Messages { get set }
    var messages: [ValidationFailure] { get }
    var lastResult: EditResult? { get }
    var text: String { get }
    var receiver: (any EditingEventReceiver)? { get set }
}

extension FieldEditingMirror: FieldMirroring {
    var validator: FieldValidator {
        get { session.validator }
        set { session.validator = newValue }
    }

    var formatter: (any TextFormatter)? {
        get { session.formatter }
        set { session.formatter = newValue }
    }

    var text: String { session.text }

    var receiver: (any EditingEventReceiver)? {
        get { session.receiver }
        set { session.receiver = newValue }
    }
}
