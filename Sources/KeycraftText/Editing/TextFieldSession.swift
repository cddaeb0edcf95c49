import Foundation

/// A single-line text field being edited: `UITextField`'s behaviour and delegate order, headless.
///
/// Keys reach the field only while it is editing (the first responder). Every change runs the field's
/// validation rules, then the delegate's `shouldChangeCharactersIn`, then the field's formatter; a
/// refusal at either leaves the text and selection untouched. When editing ends the end-of-editing rules run first: a failure blocks
/// resigning and shows its message, as the guides' e-mail field does.
///
/// ```swift
/// var field = TextFieldSession(validator: FieldValidator([.maxLength(10)]))
/// field.becomeFirstResponder()
/// field.insertText("Gildong")
/// field.deleteBackward()        // field.text == "Gildon"
/// field.resignFirstResponder()
/// ```
public struct TextFieldSession: EditingPipeline {
    var core: EditingCore
    /// The keyboard the field asks for, as `UITextField`'s `UITextInputTraits` properties.
    public var traits: TextInputTraits
    /// The grey text shown while the field is empty.
    public var placeholder: String?
    /// When the clear button shows (`UITextField.clearButtonMode`).
    public var clearButtonMode: TextFieldViewMode = .never
    /// When the left overlay view shows (`UITextField.leftViewMode`).
    public var leftViewMode: TextFieldViewMode = .never
    /// When the right overlay view shows (`UITextField.rightViewMode`).
    public var rightViewMode: TextFieldViewMode = .never
    /// Clear the text when editing begins again (`clearsOnBeginEditing`).
    public var clearsOnBeginEditing = false
    /// Asked before each change and told after it, in `UITextFieldDelegate`'s order. Held weakly, as UIKit does.
    public weak var delegate: (any TextFieldDelegate)?

    /// A field showing `text`, not yet editing: call ``becomeFirstResponder()`` before typing.
    public init(
        text: String = "", traits: TextInputTraits = TextInputTraits(), validator: FieldValidator = FieldValidator([]),
        placeholder: String? = nil, formatter: (any TextFormatter)? = nil
    ) {
        self.core = EditingCore(text: text, validator: validator, formatter: formatter)
        self.traits = traits
        self.placeholder = placeholder
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
    /// Whether the field is the first responder.
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
    /// What the field shows under itself: a refused keystroke's message, or why editing can't end.
    public var messages: [ValidationFailure] { core.messages }

    /// Return is disabled while the field is empty when `enablesReturnKeyAutomatically` is set.
    public var isReturnKeyEnabled: Bool { !(traits.enablesReturnKeyAutomatically && core.content.isEmpty) }
    /// Whether the clear button shows now: never over empty text, else as ``clearButtonMode`` says.
    public var isClearButtonVisible: Bool { clearButtonMode.showsClearButton(isEditing: isEditing, isEmpty: core.content.isEmpty) }
    /// Whether the left overlay view shows now.
    public var isLeftViewVisible: Bool { leftViewMode.showsOverlay(isEditing: isEditing) }
    /// Whether the right overlay view shows now.
    public var isRightViewVisible: Bool { rightViewMode.showsOverlay(isEditing: isEditing) }

    // MARK: First responder

    /// Asks `textFieldShouldBeginEditing`, then begins: caret at the end, `textFieldDidBeginEditing`.
    @discardableResult
    public mutating func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard ask({ $0.textFieldShouldBeginEditing($1) }) else { return false }
        core.isEditing = true
        if clearsOnBeginEditing {
            core.content.clear()
            core.undoStack.removeAll()
        } else {
            core.content.moveCaretToEnd()
        }
        tell { $0.textFieldDidBeginEditing($1) }
        return true
    }

    /// Commits any composition, runs the end-of-editing rules (a failure blocks resigning and shows its
    /// message), asks `textFieldShouldEndEditing`, then ends with `textFieldDidEndEditing(.committed)`.
    @discardableResult
    public mutating func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard passesEndOfEditingChecks() else { return false }
        guard ask({ $0.textFieldShouldEndEditing($1) }) else { return false }
        finishEditing(reason: .committed)
        return true
    }

    /// Ends editing whatever the rules and the delegate say (a screen disappearing). The reason is
    /// `.cancelled` when they would have refused, `.committed` otherwise.
    public mutating func forceEndEditing() {
        guard isEditing else { return }
        _ = commitComposition()
        let acceptable = core.validator.validateEndOfEditing(text).isEmpty && ask({ $0.textFieldShouldEndEditing($1) })
        finishEditing(reason: acceptable ? .committed : .cancelled)
    }

    private mutating func finishEditing(reason: DidEndEditingReason) {
        core.isEditing = false
        core.messages = []
        tell { $0.textFieldDidEndEditing($1, reason: reason) }
    }

    // MARK: Keys

    /// Types `text` at the selection (a keyboard key, or a hardware keyboard with `.hardwareKeyboard`).
    @discardableResult
    public mutating func insertText(_ text: String, source: EditSource = .typing) -> EditResult {
        proposeInsert(text, source: source)
    }

    /// The delete key: removes the selection, or the whole character before the caret.
    @discardableResult
    public mutating func deleteBackward() -> EditResult { proposeDeleteBackward() }

    /// Forward delete (a hardware keyboard's ⌦): removes the selection, or the character after the caret.
    @discardableResult
    public mutating func deleteForward() -> EditResult { proposeDeleteForward() }

    /// Pastes `text` over the selection; the paste policy of the rules may filter it.
    @discardableResult
    public mutating func paste(_ text: String) -> EditResult { proposeInsert(text, source: .paste) }

    /// Cut: the selection is deleted like any edit (rules, delegate, formatter) and then put on the
    /// pasteboard. Nothing happens with an empty selection or in a secure field.
    @discardableResult
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
    public mutating func paste(from pasteboard: any Pasteboard) -> EditResult { proposePaste(from: pasteboard) }

    /// Undoes the last change (see ``canUndo``): the delegate is asked, the rules and formatter are not.
    @discardableResult
    public mutating func undo() -> EditResult { proposeHistoryStep(undoing: true) }

    /// Redoes the last undone change.
    @discardableResult
    public mutating func redo() -> EditResult { proposeHistoryStep(undoing: false) }

    /// Whether Undo is available: while editing, with no composition in progress.
    public var canUndo: Bool { isEditing && markedRange == nil && core.undoStack.canUndo }
    /// Whether Redo is available: while editing, with no composition in progress.
    public var canRedo: Bool { isEditing && markedRange == nil && core.undoStack.canRedo }

    /// Replaces a range (autocorrect, a suggestion, the user's own word replacement).
    @discardableResult
    public mutating func replace(_ range: NSRange, with text: String, source: EditSource = .replacement) -> EditResult {
        propose(range, text, source: source)
    }

    /// Applies an input method's operations, e.g. from `HangulComposer`.
    @discardableResult
    public mutating func apply(_ operations: [CompositionOperation], source: EditSource = .typing) -> [EditResult] {
        proposeOperations(operations, keyboardSource: source)
    }

    /// `UITextInput.setMarkedText(_:selectedRange:)`: an input method's composing text replaces the marked
    /// text (or the selection), with `selectedRange` relative to it (nil: the caret at its end). It is
    /// provisional — asked of the delegate and announced, never refused by length or character rules,
    /// never formatted. A selection outside the composing text is `.invalidRange`, and nothing changes.
    @discardableResult
    public mutating func setMarkedText(_ markedText: String, selectedRange: NSRange? = nil) -> EditResult {
        proposeMarkedText(markedText, selectedRange: selectedRange)
    }

    /// `UITextInput.unmarkText()`: the composition commits like typing — the rules (a length limit cuts
    /// it to fit), the delegate, the formatter, then the did-change callbacks.
    @discardableResult
    public mutating func unmarkText() -> EditResult { commitComposition() }

    /// Moves the selection, as a tap or the arrow keys do; a range outside the text or inside a character throws.
    public mutating func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        try core.content.setSelectedRange(range)
        tell { $0.textFieldDidChangeSelection($1) }
    }

    /// The clear button: begins editing if needed, asks `textFieldShouldClear`, then empties the field.
    @discardableResult
    public mutating func clear() -> Bool {
        guard becomeFirstResponder(), ask({ $0.textFieldShouldClear($1) }) else { return false }
        let (cleared, selection) = (core.content.text, core.content.selectedRange)
        core.content.clear()
        core.recordUndo(at: 0, inserted: "", replaced: cleared, selection: selection)
        core.messages = []
        delegateDidChange()
        return true
    }

    /// The return key: commits any composition and asks `textFieldShouldReturn`. Moving focus on is the
    /// screen's job (KeycraftForms); false when return is disabled or the delegate refuses.
    @discardableResult
    public mutating func pressReturn() -> Bool {
        guard isEditing, isReturnKeyEnabled else { return false }
        _ = commitComposition()
        return ask { $0.textFieldShouldReturn($1) }
    }

    // MARK: EditingPipeline

    mutating func delegateShouldChange(in range: NSRange, replacement: String) -> Bool {
        askShouldChange { $0.textField($1, shouldChangeCharactersIn: range, replacementString: replacement) }
    }

    mutating func delegateDidChange() {
        tell { $0.textFieldDidChangeSelection($1) }
        tell { $0.textFieldEditingChanged($1) }
    }
}
