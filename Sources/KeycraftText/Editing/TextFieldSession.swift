import Foundation

/// A single-line text field being edited: `UITextField`'s behaviour and delegate order, headless.
///
/// Keys reach the field only while it is editing (the first responder). Every change runs the field's
/// validation rules, then the delegate's `shouldChangeCharactersIn`, then the field's formatter; a
/// refusal at either leaves the text and selection untouched. When editing ends the end-of-editing rules run first: a failure blocks
/// resigning and shows its message, as the guides' e-mail field does.
public struct TextFieldSession: EditingPipeline {
    var core: EditingCore
    public var traits: TextInputTraits
    public var placeholder: String?
    public var clearButtonMode: TextFieldViewMode = .never
    public var leftViewMode: TextFieldViewMode = .never
    public var rightViewMode: TextFieldViewMode = .never
    /// Clear the text when editing begins again (`clearsOnBeginEditing`).
    public var clearsOnBeginEditing = false
    public weak var delegate: (any TextFieldDelegate)?

    public init(
        text: String = "", traits: TextInputTraits = TextInputTraits(), validator: FieldValidator = FieldValidator([]),
        placeholder: String? = nil, formatter: (any TextFormatter)? = nil
    ) {
        self.core = EditingCore(text: text, validator: validator, formatter: formatter)
        self.traits = traits
        self.placeholder = placeholder
    }

    // MARK: State

    public var content: EditableText { core.content }
    public var text: String { core.content.text }
    public var selectedRange: NSRange { core.content.selectedRange }
    public var markedRange: NSRange? { core.content.markedRange }
    public var isEditing: Bool { core.isEditing }
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
    public var isClearButtonVisible: Bool { clearButtonMode.showsClearButton(isEditing: isEditing, isEmpty: core.content.isEmpty) }
    public var isLeftViewVisible: Bool { leftViewMode.showsOverlay(isEditing: isEditing) }
    public var isRightViewVisible: Bool { rightViewMode.showsOverlay(isEditing: isEditing) }

    // MARK: First responder

    /// Asks `textFieldShouldBeginEditing`, then begins: caret at the end, `textFieldDidBeginEditing`.
    @discardableResult
    public mutating func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        core.isEditing = true
        if clearsOnBeginEditing { core.content.clear() } else { core.content.moveCaretToEnd() }
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Commits any composition, runs the end-of-editing rules (a failure blocks resigning and shows its
    /// message), asks `textFieldShouldEndEditing`, then ends with `textFieldDidEndEditing(.committed)`.
    @discardableResult
    public mutating func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard passesEndOfEditingChecks() else { return false }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        finishEditing(reason: .committed)
        return true
    }

    /// Ends editing whatever the rules and the delegate say (a screen disappearing). The reason is
    /// `.cancelled` when they would have refused, `.committed` otherwise.
    public mutating func forceEndEditing() {
        guard isEditing else { return }
        _ = commitComposition()
        let acceptable = core.validator.validateEndOfEditing(text).isEmpty && (delegate?.textFieldShouldEndEditing(self) ?? true)
        finishEditing(reason: acceptable ? .committed : .cancelled)
    }

    private mutating func finishEditing(reason: DidEndEditingReason) {
        core.isEditing = false
        core.messages = []
        delegate?.textFieldDidEndEditing(self, reason: reason)
    }

    // MARK: Keys

    /// Types `text` at the selection (a keyboard key, or a hardware keyboard with `.hardwareKeyboard`).
    @discardableResult
    public mutating func insertText(_ text: String, source: EditSource = .typing) -> EditResult {
        proposeInsert(text, source: source)
    }

    @discardableResult
    public mutating func deleteBackward() -> EditResult { proposeDeleteBackward() }

    @discardableResult
    public mutating func deleteForward() -> EditResult { proposeDeleteForward() }

    /// Pastes `text` over the selection; the paste policy of the rules may filter it.
    @discardableResult
    public mutating func paste(_ text: String) -> EditResult { proposeInsert(text, source: .paste) }

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

    public mutating func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        try core.content.setSelectedRange(range)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The clear button: begins editing if needed, asks `textFieldShouldClear`, then empties the field.
    @discardableResult
    public mutating func clear() -> Bool {
        guard becomeFirstResponder(), delegate?.textFieldShouldClear(self) ?? true else { return false }
        core.content.clear()
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
        return delegate?.textFieldShouldReturn(self) ?? true
    }

    // MARK: EditingPipeline

    func delegateShouldChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func delegateDidChange() {
        delegate?.textFieldDidChangeSelection(self)
        delegate?.textFieldEditingChanged(self)
    }
}
