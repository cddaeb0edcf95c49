import Foundation

/// A multi-line text view being edited: `UITextView`'s behaviour and delegate order, headless.
///
/// Return inserts a line break through `shouldChangeTextIn` like any other key. Links are ranges
/// with URLs (what a `.link` attribute or a data detector provides); as in UIKit they respond to taps only
/// when the view is selectable and not editable, and the delegate decides whether the default action runs.
///
/// ```swift
/// var note = TextViewSession(text: "Dear Gildong,")
/// note.becomeFirstResponder()
/// note.pressReturn()            // return types a line break in a text view
/// note.insertText("Thank you.")
/// ```
public struct TextViewSession: EditingPipeline {
    var core: EditingCore
    /// The keyboard the text view asks for.
    public var traits: TextInputTraits
    /// Whether the user may change the text (`UITextView.isEditable`); a read-only view can still select.
    public var isEditable = true
    /// Whether the user may select text and tap links (`UITextView.isSelectable`).
    public var isSelectable = true
    /// Link ranges (UTF-16) and their URLs.
    public var links: [Link] = []
    /// Asked before each change and told after it, in `UITextViewDelegate`'s order. Held weakly.
    public weak var delegate: (any TextViewDelegate)?

    /// A link in the text.
    public struct Link: Equatable, Sendable {
        /// Where the link is, in UTF-16 offsets.
        public var range: NSRange
        /// Where the link goes.
        public var url: URL
        /// A link to `url` over `range`.
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

    /// The text with its selection and marked text.
    public var content: EditableText { core.content }
    /// The text as shown.
    public var text: String { core.content.text }
    /// The selection in UTF-16 offsets; a caret is an empty range.
    public var selectedRange: NSRange { core.content.selectedRange }
    /// Whether the text view is the first responder.
    public var isEditing: Bool { core.isEditing }
    /// What the view shows about a refused edit, or why editing can't end.
    public var messages: [ValidationFailure] { core.messages }
    /// The input method's composing text, or nil when nothing is being composed.
    public var markedRange: NSRange? { core.content.markedRange }
    /// The rules each edit and the final text must pass.
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

    /// Types `text` at the selection (a keyboard key, or a hardware keyboard with `.hardwareKeyboard`).
    @discardableResult
    public mutating func insertText(_ text: String, source: EditSource = .typing) -> EditResult {
        proposeInsert(text, source: source)
    }

    /// Return in a text view types a line break.
    @discardableResult
    public mutating func pressReturn() -> EditResult { proposeInsert("\n", source: .typing) }

    /// The delete key: removes the selection, or the whole character before the caret.
    @discardableResult
    public mutating func deleteBackward() -> EditResult { proposeDeleteBackward() }

    /// Forward delete: removes the selection, or the character after the caret.
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

    /// Applies an input method's operations, e.g. from ``HangulComposer``.
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

    /// Moves the selection; a range outside the text or inside a character throws.
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
