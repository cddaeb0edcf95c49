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
        guard isEditable, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        core.isEditing = true
        delegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Commits any composition, runs the end-of-editing rules, asks `textViewShouldEndEditing`.
    @discardableResult
    public mutating func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard passesEndOfEditingChecks() else { return false }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        core.isEditing = false
        core.messages = []
        delegate?.textViewDidEndEditing(self)
        return true
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

    @discardableResult
    public mutating func replace(_ range: NSRange, with text: String, source: EditSource = .replacement) -> EditResult {
        propose(range, text, source: source)
    }

    @discardableResult
    public mutating func apply(_ operations: [CompositionOperation], source: EditSource = .typing) -> [EditResult] {
        proposeOperations(operations, keyboardSource: source)
    }

    public mutating func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        try core.content.setSelectedRange(range)
        delegate?.textViewDidChangeSelection(self)
    }

    // MARK: Links

    /// A tap at a UTF-16 offset: the link there, if it is interactive; nil otherwise.
    public func link(at offset: Int) -> Link? {
        guard isSelectable, !isEditable else { return nil }
        return links.first { NSLocationInRange(offset, $0.range) }
    }

    /// Taps the link at `offset`: returns the URL to open when the delegate allows the default action,
    /// nil when there is no interactive link there or the delegate handled it itself.
    public func interactWithLink(at offset: Int, interaction: TextItemInteraction = .invokeDefaultAction) -> URL? {
        guard let link = link(at: offset) else { return nil }
        let proceed = delegate?.textView(self, shouldInteractWith: link.url, in: link.range, interaction: interaction) ?? true
        return proceed ? link.url : nil
    }

    // MARK: EditingPipeline

    func delegateShouldChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func delegateDidChange() {
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
    }
}
