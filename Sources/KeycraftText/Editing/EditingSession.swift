import Foundation

/// A text field or a text view being edited, headless: UIKit's behaviour and delegate order, with the
/// kind's own properties and delegate vocabulary (``TextFieldSession``, ``TextViewSession``).
///
/// Keys reach the session only while it is editing (the first responder). Every change runs the rules,
/// then the delegate's "should change", then the formatter; a refusal at either leaves the text and
/// selection untouched. When editing ends the end-of-editing rules run first: a failure blocks
/// resigning and shows its message, as the guides' e-mail field does.
///
/// The public edits are compiled for each of the two kinds (`@_specialize(exported: true)`), so the
/// controllers, the simulator and an app, each in a module of its own, run code made for their kind
/// rather than the generic code, which reaches every field through run-time type metadata (the
/// `typing` benchmark's keystrokes).
public struct EditingSession<Kind: EditingKind> {
    var core: EditingCore
    /// What only this kind of view has (a text field's placeholder, a text view's links) and its delegate.
    var kind: Kind
    /// The keyboard the view asks for, as UIKit's `UITextInputTraits` properties.
    public var traits: TextInputTraits
    /// Hears the delegate calls in place of the delegate: a controller's forwarder.
    package weak var receiver: (any EditingEventReceiver)? {
        didSet { hasReceiver = receiver != nil }
    }
    /// Whether a receiver was set, checked before the weak `receiver` is read: a session without one
    /// (an app's, the simulator's) pays no weak load per delegate call.
    private(set) var hasReceiver = false
    /// Holds back the edit news (``EditingEvent/isEditNews``) while a controller runs the pipeline:
    /// UIKit sends it itself once it applies the edit.
    package var withholdsEditNews = false

    init(text: String, traits: TextInputTraits, validator: FieldValidator, formatter: (any TextFormatter)?, kind: Kind) {
        self.core = EditingCore(text: text, validator: validator, formatter: formatter)
        self.traits = traits
        self.kind = kind
    }

    // MARK: State

    /// The text with its selection and marked text.
    public var content: EditableText { core.content }
    /// The text as shown, formatted.
    public var text: String { core.content.text }
    /// The selection in UTF-16 offsets; a caret is an empty range.
    public var selectedRange: NSRange { core.content.selectedRange }
    /// The input method's composing text, or nil when nothing is being composed.
    public var markedRange: NSRange? { core.content.markedRange }
    /// Whether the view is the first responder.
    public var isEditing: Bool { core.isEditing }
    /// The rules each edit and the final text must pass.
    public var validator: FieldValidator {
        get { core.validator }
        set { core.validator = newValue }
    }
    /// The formatter stage: every accepted edit (typing, paste, delete, replacement, a committed
    /// composition) is shown as it formats it. Setting it doesn't reformat the current text.
    public var formatter: (any TextFormatter)? {
        get { core.formatter }
        set { core.formatter = newValue }
    }
    /// What the view shows about a refused keystroke, or why editing can't end.
    public var messages: [ValidationFailure] { core.messages }

    // MARK: First responder

    /// Commits any composition, runs the end-of-editing rules (a failure blocks resigning and shows its
    /// message), asks the delegate's "should end editing", then ends (`.committed` for a text field).
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard passesEndOfEditingChecks() else { return false }
        guard ask(.shouldEndEditing) else { return false }
        finishEditing(reason: .committed)
        return true
    }

    /// Ends editing whatever the rules and the delegate say (a screen disappearing, `endEditing(true)`):
    /// the composition commits, the delegate's "should end editing" is asked when the end-of-editing
    /// rules pass, and editing ends — for a text field `.cancelled` when either would have refused,
    /// `.committed` otherwise (a text view reports no reason). The text and the selection stay.
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func forceEndEditing() {
        guard isEditing else { return }
        _ = commitComposition()
        let acceptable = core.validator.validateEndOfEditing(text).isEmpty && ask(.shouldEndEditing)
        finishEditing(reason: acceptable ? .committed : .cancelled)
    }

    private mutating func finishEditing(reason: DidEndEditingReason) {
        core.isEditing = false
        core.messages = []
        tell(.didEndEditing(reason: reason))
    }

    // MARK: Keys

    /// Types `text` at the selection (a keyboard key, or a hardware keyboard with `.hardwareKeyboard`).
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func insertText(_ text: String, source: EditSource = .typing) -> EditResult {
        proposeInsert(text, source: source)
    }

    /// The delete key: removes the selection, or the whole character before the caret.
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func deleteBackward() -> EditResult { proposeDeleteBackward() }

    /// Forward delete (a hardware keyboard's ⌦): removes the selection, or the character after the caret.
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func deleteForward() -> EditResult { proposeDeleteForward() }

    /// Pastes `text` over the selection; the paste policy of the rules may filter it.
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func paste(_ text: String) -> EditResult { proposeInsert(text, source: .paste) }

    /// Cut: the selection is deleted like any edit (rules, delegate, formatter) and then put on the
    /// pasteboard. Nothing happens with an empty selection or in a secure field.
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func cut(to pasteboard: any Pasteboard) -> EditResult { proposeCut(to: pasteboard) }

    /// Copy: the selected text onto the pasteboard; false with an empty selection or in a secure field.
    @discardableResult
    public func copy(to pasteboard: any Pasteboard) -> Bool {
        guard let text = copyableSelection else { return false }
        pasteboard.string = text
        return true
    }

    /// Pastes the pasteboard's text over the selection (nothing to do when it holds none).
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func paste(from pasteboard: any Pasteboard) -> EditResult { proposePaste(from: pasteboard) }

    /// Undoes the last change (see ``canUndo``): the delegate is asked, the rules and formatter are not.
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func undo() -> EditResult { proposeHistoryStep(undoing: true) }

    /// Redoes the last undone change.
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func redo() -> EditResult { proposeHistoryStep(undoing: false) }

    /// Whether Undo is available: while editing, with no composition in progress.
    public var canUndo: Bool { isEditing && markedRange == nil && core.undoStack.canUndo }
    /// Whether Redo is available: while editing, with no composition in progress.
    public var canRedo: Bool { isEditing && markedRange == nil && core.undoStack.canRedo }

    /// Replaces a range (autocorrect, a suggestion, the user's own word replacement).
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func replace(_ range: NSRange, with text: String, source: EditSource = .replacement) -> EditResult {
        propose(range, text, source: source)
    }

    /// Applies an input method's operations, e.g. from ``HangulComposer``.
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func apply(_ operations: [CompositionOperation], source: EditSource = .typing) -> [EditResult] {
        proposeOperations(operations, keyboardSource: source)
    }

    /// `UITextInput.setMarkedText(_:selectedRange:)`: an input method's composing text replaces the marked
    /// text (or the selection), with `selectedRange` relative to it (nil: the caret at its end). It is
    /// provisional — asked of the delegate and announced, never refused by length or character rules,
    /// never formatted. A selection outside the composing text is `.invalidRange`, and nothing changes.
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func setMarkedText(_ markedText: String, selectedRange: NSRange? = nil) -> EditResult {
        proposeMarkedText(markedText, selectedRange: selectedRange)
    }

    /// `UITextInput.unmarkText()`: the composition commits like typing — the rules (a length limit cuts
    /// it to fit), the delegate, the formatter, then the did-change callbacks.
    @discardableResult
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func unmarkText() -> EditResult { commitComposition() }

    /// Moves the selection, as a tap or the arrow keys do; a range outside the text or inside a character throws.
    @_specialize(exported: true, where Kind == TextFieldKind)
    @_specialize(exported: true, where Kind == TextViewKind)
    public mutating func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        try core.content.setSelectedRange(range)
        tell(.didChangeSelection)
    }
}
