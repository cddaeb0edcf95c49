import Foundation

/// The state every editing session shares: the text, its rules, whether it is editing, what it shows.
public struct EditingCore: Sendable {
    /// The text, selection and marked text.
    public internal(set) var content: EditableText
    /// The rules checked while editing and when editing ends.
    public var validator: FieldValidator
    /// Whether the field is the first responder, so keys reach it.
    public internal(set) var isEditing = false
    /// The messages the field currently shows: a refused keystroke's, or why editing can't end.
    public internal(set) var messages: [ValidationFailure] = []
    /// The formatter stage (an input mask, a phone number's grouping): what the field shows of each
    /// accepted edit. Nil: edits are committed as the rules leave them.
    public var formatter: (any TextFormatter)?
    /// What the composition in progress replaced when it began (usually nothing: a caret). Marked text
    /// is provisional, so a commit or a drop starts from the text as it was before composing.
    var compositionOrigin = ""
    /// The changes undo and redo step through.
    var undoStack = UndoStack()

    /// A field showing `text`, not editing, with the caret at the end and no undo history.
    public init(text: String = "", validator: FieldValidator = FieldValidator([]), formatter: (any TextFormatter)? = nil) {
        self.content = EditableText(text)
        self.validator = validator
        self.formatter = formatter
    }

    /// The rules' verdict on an edit, or why its range can't be used. The proposal shares the text's
    /// storage, so it must be gone before the text is mutated — otherwise every keystroke copies the
    /// whole document. Hence its own function.
    func verdict(_ range: NSRange, _ replacement: String, source: EditSource) throws(TextRangeError) -> EditVerdict {
        validator.evaluate(try ProposedEdit(in: content, range: range, replacement: replacement, source: source))
    }

    /// The formatter's answer for an accepted edit; like ``verdict(_:_:source:resultingLength:)``, its own
    /// function so the proposal (which shares the text's storage) is gone before the text is mutated.
    func formatted(_ range: NSRange, _ replacement: String, source: EditSource, by formatter: any TextFormatter) -> FormattedEdit {
        formatter.format(FormattingEdit(checked: content.text, range: range, replacement: replacement, source: source))
    }

    /// Puts back what the composition at `marked` replaced, selected, and returns its range.
    mutating func revertComposition(_ marked: NSRange) -> NSRange {
        let range = NSRange(location: marked.location, length: compositionOrigin.utf16.count)
        try? content.replaceCharacters(in: marked, with: compositionOrigin)
        try? content.setSelectedRange(range)
        compositionOrigin = ""
        return range
    }

    /// The formatter stage: what the field shows of an accepted edit — the formatter's replacement and
    /// caret — or nil when there is no formatter (the edit is shown as it is).
    func formatterStage(_ range: NSRange, _ replacement: String, source: EditSource) -> FormattedEdit? {
        formatter.map { formatted(range, replacement, source: source, by: $0) }
    }

    /// Makes an accepted edit, as the formatter stage shaped it (`formatted`) or as it is (nil). A
    /// formatter's answer is checked like any range — on cluster boundaries of the text before (its
    /// range) and after (its caret) — and a bad one is a `TextRangeError` that leaves the text,
    /// selection and marked text exactly as they were.
    mutating func commit(_ range: NSRange, _ replacement: String, formatted edit: FormattedEdit?) throws(TextRangeError) {
        let selection = content.selectedRange
        guard let edit else {
            let replaced = try content.substring(in: range)
            try content.replaceCharacters(in: range, with: replacement)
            recordUndo(at: range.location, inserted: replacement, replaced: replaced, selection: selection)
            return
        }
        let replaced = try content.substring(in: edit.range)
        let marked = content.markedRange
        try content.replaceCharacters(in: edit.range, with: edit.replacement)
        do {
            try content.setSelectedRange(NSRange(location: edit.caret, length: 0))
        } catch {
            // Put back exactly what was there: the edit's own range in the new text is always valid.
            try? content.replaceCharacters(
                in: NSRange(location: edit.range.location, length: edit.replacement.utf16.count), with: replaced)
            content.selectedRange = selection
            content.markedRange = marked
            throw error
        }
        recordUndo(at: edit.range.location, inserted: edit.replacement, replaced: replaced, selection: selection)
    }

    /// Records a change for undo: O(what it replaced and inserted), never a copy of the text.
    mutating func recordUndo(at location: Int, inserted: String, replaced: String, selection: NSRange) {
        undoStack.record(UndoStack.Entry(
            range: NSRange(location: location, length: inserted.utf16.count), replaced: replaced, selection: selection))
    }
}
