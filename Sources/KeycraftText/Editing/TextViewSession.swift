import Foundation

/// A multi-line text view being edited: `UITextView`'s behaviour and delegate order, headless.
///
/// Return inserts a line break through `shouldChangeTextIn` like any other key. Links are ranges
/// with URLs (what a `.link` attribute or a data detector provides); as in UIKit they respond to taps only
/// when the view is selectable and not editable, and the delegate decides whether the default action runs.
public struct TextViewSession: EditingPipeline {
    var core: EditingCore
    public var traits: TextInputTraits
    public var isEditable = true
    public var isSelectable = true
    /// Link ranges (UTF-16) and their URLs.
    public var links: [Link] = []
    public weak var delegate: (any TextViewDelegate)?

    /// A link in the text.
    public struct Link: Equatable, Sendable {
        public var range: NSRange
        public var url: URL
        public init(range: NSRange, url: URL) {
            self.range = range
            self.url = url
        }
    }

    public init(
        text: String = "", traits: TextInputTraits = TextInputTraits(), validator: FieldValidator = FieldValidator([]),
        formatter: (any TextFormatter)? = nil
    ) {
        self.core = EditingCore(text: text, validator: validator, formatter: formatter)
        self.traits = traits
    }

    public var content: EditableText { core.content }
    public var text: String { core.content.text }
    public var selectedRange: NSRange { core.content.selectedRange }
    public var isEditing: Bool { core.isEditing }
    public var messages: [ValidationFailure] { core.messages }
    public var markedRange: NSRange? { core.content.markedRange }
    public var validator: FieldValidator {
        get { core.validator }
        set { core.validator = newValue }
    }
    /// The formatter stage, as for a text field: every accepted edit is shown as it formats it.
    public var formatter: (any TextFormatter)? {
        get { core.formatter }
        set { core.formatter = newValue }
    }

    // MARK: First responder

    /// A non-editable text view never begins editing. The caret keeps its place (a tap would set it).
    @discardableResult
    public mutating func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEditable, ask({ $0.textViewShouldBeginEditing($1) }) else { return false }
        core.isEditing = true
        tell { $0.textViewDidBeginEditing($1) }
        return true
    }

    /// Commits any composition, runs the end-of-editing rules, asks `textViewShouldEndEditing`.
    @discardableResult
    public mutating func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard passesEndOfEditingChecks() else { return false }
        guard ask({ $0.textViewShouldEndEditing($1) }) else { return false }
        finishEditing()
        return true
    }

    /// Ends editing whatever the rules and the delegate say (a screen disappearing, `endEditing(true)`):
    /// the composition commits, `textViewShouldEndEditing` is asked (when the end-of-editing rules
    /// pass) but can't refuse, and
    /// `textViewDidEndEditing` follows (UIKit's text view reports no reason). The text, the selection
    /// and the links stay as they are.
    public mutating func forceEndEditing() {
        guard isEditing else { return }
        _ = commitComposition()
        // As for a text field, the delegate is asked only when the end-of-editing rules pass.
        if core.validator.validateEndOfEditing(text).isEmpty { _ = ask { $0.textViewShouldEndEditing($1) } }
        finishEditing()
    }

    private mutating func finishEditing() {
        core.isEditing = false
        core.messages = []
        tell { $0.textViewDidEndEditing($1) }
    }

    // MARK: Keys

    @discardableResult
    public mutating func insertText(_ text: String, source: EditSource = .typing) -> EditResult {
        proposeInsert(text, source: source)
    }

    /// Return in a text view types a line break.
    @discardableResult
    public mutating func pressReturn() -> EditResult { proposeInsert("\n", source: .typing) }

    @discardableResult
    public mutating func deleteBackward() -> EditResult { proposeDeleteBackward() }

    @discardableResult
    public mutating func deleteForward() -> EditResult { proposeDeleteForward() }

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

    public var canUndo: Bool { isEditing && markedRange == nil && core.undoStack.canUndo }
    public var canRedo: Bool { isEditing && markedRange == nil && core.undoStack.canRedo }

    @discardableResult
    public mutating func replace(_ range: NSRange, with text: String, source: EditSource = .replacement) -> EditResult {
        propose(range, text, source: source)
    }

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

    public mutating func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        try core.content.setSelectedRange(range)
        tell { $0.textViewDidChangeSelection($1) }
    }

    // MARK: Links

    /// A tap at a UTF-16 offset: the link there, if it is interactive; nil otherwise.
    public func link(at offset: Int) -> Link? {
        guard isSelectable, !isEditable else { return nil }
        return links.first { NSLocationInRange(offset, $0.range) }
    }

    /// Taps the link at `offset`: returns the URL to open when the delegate allows the default action,
    /// nil when there is no interactive link there or the delegate handled it itself. The view isn't
    /// editable then, so what the delegate sets through its handle is not taken.
    public func interactWithLink(at offset: Int, interaction: TextItemInteraction = .invokeDefaultAction) -> URL? {
        guard let link = link(at: offset) else { return nil }
        let handle = Self.handle(on: self)
        let proceed = delegate?.textView(handle, shouldInteractWith: link.url, in: link.range, interaction: interaction) ?? true
        return proceed ? link.url : nil
    }

    // MARK: EditingPipeline

    mutating func delegateShouldChange(in range: NSRange, replacement: String) -> Bool {
        askShouldChange { $0.textView($1, shouldChangeTextIn: range, replacementText: replacement) }
    }

    mutating func delegateDidChange() {
        tell { $0.textViewDidChangeSelection($1) }
        tell { $0.textViewDidChange($1) }
    }
}
