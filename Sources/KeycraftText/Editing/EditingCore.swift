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

    /// Commits an accepted edit through the formatter stage: the formatter's replacement and caret, or the
    /// edit as it is when there is no formatter. A formatter's answer is checked like any range — on
    /// cluster boundaries of the text before (its range) and after (its caret) — and a bad one is a
    /// `TextRangeError` that leaves the text, selection and marked text exactly as they were.
    mutating func commit(_ range: NSRange, _ replacement: String, source: EditSource) throws(TextRangeError) {
        let selection = content.selectedRange
        guard let formatter else {
            let replaced = try content.substring(in: range)
            try content.replaceCharacters(in: range, with: replacement)
            recordUndo(at: range.location, inserted: replacement, replaced: replaced, selection: selection)
            return
        }
        let edit = formatted(range, replacement, source: source, by: formatter)
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

/// The edit pipeline both sessions run, in UIKit's order, with their own delegate vocabulary plugged in:
/// rules → the delegate's "should change" → the formatter → the change → "did change selection" →
/// "did change".
///
/// The delegate is asked about the user's edit (what UIKit's `shouldChangeCharactersIn` sees: the
/// keystroke, the paste, the committed composition), after the rules and before the formatter shapes
/// it; a provisional marked-text update is never formatted.
///
/// Internal so the public surface stays UIKit's names on each session, while the pipeline exists once.
protocol EditingPipeline {
    associatedtype Delegate
    var core: EditingCore { get set }
    var traits: TextInputTraits { get }
    var delegate: Delegate? { get }
    /// The delegate's `shouldChangeCharactersIn` / `shouldChangeTextIn`; true when there's no delegate.
    mutating func delegateShouldChange(in range: NSRange, replacement: String) -> Bool
    /// The delegate's selection-change and text-change callbacks, in UIKit's order.
    mutating func delegateDidChange()
}

extension EditingPipeline {
    /// Asks the delegate a "should" question through a handle on this session, then takes what the
    /// delegate set through the handle. True when there is no delegate.
    mutating func ask(_ question: (Delegate, EditingHandle<Self>) -> Bool) -> Bool {
        guard let delegate else { return true }
        return withHandle { question(delegate, $0) }.result
    }

    /// The delegate's "should change" question. When the delegate changed the field itself (the UIKit
    /// formatting pattern), its change stands and the proposed edit is not made, whatever it answered —
    /// making it on the delegate's text could put it in the wrong place.
    mutating func askShouldChange(_ question: (Delegate, EditingHandle<Self>) -> Bool) -> Bool {
        guard let delegate else { return true }
        let (answer, acted) = withHandle { question(delegate, $0) }
        return answer && !acted
    }

    /// Tells the delegate some news through a handle, then takes what the delegate set through it.
    mutating func tell(_ news: (Delegate, EditingHandle<Self>) -> Void) {
        guard let delegate else { return }
        _ = withHandle { news(delegate, $0) }
    }

    /// A handle on a copy of `session`, for its delegate.
    static func handle(on session: Self) -> EditingHandle<Self> {
        EditingHandle(session, read: { $0.core.content }, write: { $0.core.content = $1 })
    }

    /// Runs a delegate call on a handle wrapping a copy of this session; adopts the handle's changes.
    private mutating func withHandle<R>(_ call: (EditingHandle<Self>) -> R) -> (result: R, acted: Bool) {
        let handle = Self.handle(on: self)
        let result = call(handle)
        guard let changed = handle.modifiedContent else { return (result, false) }
        core.content = changed
        core.undoStack.removeAll()
        return (result, true)
    }

    /// Proposes replacing `range` with `replacement`, as the user's keyboard, paste or autocorrect would.
    /// A composition update (`.compositionUpdate`) marks the replacement, selecting `markedSelection`
    /// inside it (nil: the caret at its end).
    mutating func propose(
        _ range: NSRange, _ replacement: String, source: EditSource, markedSelection: NSRange? = nil
    ) -> EditResult {
        guard core.isEditing else { return .notEditing }
        let verdict: EditVerdict
        do {
            verdict = try core.verdict(range, replacement, source: source)
        } catch {
            return .invalidRange(error)
        }
        var final = replacement
        switch verdict {
        case .accept: break
        case .acceptSanitized(let sanitized): final = sanitized
        case .reject(let failure):
            core.messages = [failure]
            return .rejected(failure)
        }
        let selection = markedSelection ?? NSRange(location: final.utf16.count, length: 0)
        if source == .compositionUpdate {
            do { _ = try EditableText(final, selectedRange: selection) } catch { return .invalidRange(error) }
        }
        guard delegateShouldChange(in: range, replacement: final) else { return .vetoedByDelegate }
        if source == .compositionUpdate {
            if core.content.markedRange == nil { core.compositionOrigin = (try? core.content.substring(in: range)) ?? "" }
            // Checked above: the selection lies in the marked text and the range is the target.
            try? core.content.setMarkedText(final, selectedRange: selection)
        } else {
            do {
                try core.commit(range, final, source: source)
            } catch {
                return .invalidRange(error)
            }
        }
        core.messages = []
        delegateDidChange()
        return final == replacement ? .applied : .appliedSanitized(final)
    }

    /// Cut: the selection is deleted through the pipeline (rules, delegate, formatter, undo) and, once
    /// deleted, put on the pasteboard. Nothing happens with an empty selection or in a secure field,
    /// which offers no cut or copy.
    mutating func proposeCut(to pasteboard: any Pasteboard) -> EditResult {
        guard core.isEditing else { return .notEditing }
        guard let cut = copyableSelection else { return .nothingToDo }
        let result = propose(core.content.selectedRange, "", source: .deletion)
        if result.wasApplied { pasteboard.string = cut }
        return result
    }

    /// The selected text, unless the selection is empty or the field is secure.
    var copyableSelection: String? {
        let selection = core.content.selectedRange
        guard selection.length > 0, !traits.isSecureTextEntry else { return nil }
        return try? core.content.substring(in: selection)
    }

    /// Paste from a pasteboard: its text, through the paste policy of the rules.
    mutating func proposePaste(from pasteboard: any Pasteboard) -> EditResult {
        guard let text = pasteboard.string, !text.isEmpty else { return core.isEditing ? .nothingToDo : .notEditing }
        return proposeInsert(text, source: .paste)
    }

    /// Undo (`undoing`) or redo: asks the delegate's "should change" about restoring the change's text,
    /// then restores it and its selection — without the rules or the formatter, as the text was shown
    /// before — and sends the did-change callbacks. Nothing to do while text is marked.
    mutating func proposeHistoryStep(undoing: Bool) -> EditResult {
        guard core.isEditing else { return .notEditing }
        guard core.content.markedRange == nil, let entry = core.undoStack.next(undoing: undoing) else { return .nothingToDo }
        guard delegateShouldChange(in: entry.range, replacement: entry.replaced) else { return .vetoedByDelegate }
        let inverse: UndoStack.Entry
        do {
            let current = try core.content.substring(in: entry.range)
            inverse = UndoStack.Entry(
                range: NSRange(location: entry.range.location, length: entry.replaced.utf16.count), replaced: current,
                selection: core.content.selectedRange)
            try core.content.replaceCharacters(in: entry.range, with: entry.replaced)
        } catch {
            // Only an edit that fused with its neighbours' characters can leave a range that no longer
            // falls on character boundaries; its history can't be replayed.
            core.undoStack.removeAll()
            return .invalidRange(error)
        }
        try? core.content.setSelectedRange(entry.selection)
        core.undoStack.didApply(undoing: undoing, inverse: inverse)
        core.messages = []
        delegateDidChange()
        return .applied
    }

    /// An input method's composing text, replacing the marked text or the selection.
    mutating func proposeMarkedText(_ text: String, selectedRange: NSRange?) -> EditResult {
        propose(core.content.markedRange ?? core.content.selectedRange, text, source: .compositionUpdate, markedSelection: selectedRange)
    }

    mutating func proposeInsert(_ text: String, source: EditSource) -> EditResult {
        propose(core.content.markedRange ?? core.content.selectedRange, text, source: source)
    }

    mutating func proposeDeleteBackward() -> EditResult {
        guard core.isEditing else { return .notEditing }
        guard let range = core.content.rangeForDeleteBackward else { return .nothingToDo }
        return propose(range, "", source: .deletion)
    }

    mutating func proposeDeleteForward() -> EditResult {
        guard core.isEditing else { return .notEditing }
        guard let range = core.content.rangeForDeleteForward else { return .nothingToDo }
        return propose(range, "", source: .deletion)
    }

    /// Commits the composition — as it is marked, or as `committed` when the input method's final text
    /// differs (a kana reading converted to kanji) — through the same stages as typing: the rules, the
    /// delegate's "should change" (for the marked range and the committed text), the formatter, then the
    /// did-change callbacks. A length limit applies here, not while composing: the committed text is
    /// truncated at a grapheme boundary to fit. When nothing of it fits, a rule refuses it or the delegate
    /// vetoes it, the composition is dropped (the text is as it was before composing began).
    mutating func commitComposition(as committed: String? = nil) -> EditResult {
        guard let marked = core.content.markedRange, let markedText = core.content.markedText else { return .nothingToDo }
        let text = committed ?? markedText
        var final = text
        // The marked range is always valid, so the verdict can't be a range error.
        switch (try? core.verdict(marked, text, source: .compositionCommit)) ?? .accept {
        case .accept: break
        case .acceptSanitized(let sanitized): final = sanitized
        case .reject(let failure):
            dropComposition()
            core.messages = [failure]
            return .rejected(failure)
        }
        guard delegateShouldChange(in: marked, replacement: final) else {
            dropComposition()
            return .vetoedByDelegate
        }
        // One edit from the text before composing to the committed text: what the formatter sees.
        let origin = core.revertComposition(marked)
        do {
            try core.commit(origin, final, source: .compositionCommit)
        } catch {
            core.content.selectedRange = origin
            core.content.setMarkedText(markedText)
            return .invalidRange(error)
        }
        core.messages = []
        delegateDidChange()
        return final == text ? .applied : .appliedSanitized(final)
    }

    /// Removes what is still marked, putting back what it replaced (a delegate that set the text itself
    /// has already replaced it).
    private mutating func dropComposition() {
        guard let marked = core.content.markedRange else { return }
        _ = core.revertComposition(marked)
        delegateDidChange()
    }

    /// The checks before editing may end: the composition commits, then the end-of-editing rules run.
    /// A failure shows its messages and blocks resigning, as the guides' e-mail field does.
    mutating func passesEndOfEditingChecks() -> Bool {
        _ = commitComposition()
        let failures = core.validator.validateEndOfEditing(core.content.text)
        core.messages = failures
        return failures.isEmpty
    }

    /// Applies an input method's operations (see `HangulComposer`); returns each operation's result.
    mutating func proposeOperations(_ operations: [CompositionOperation], keyboardSource: EditSource) -> [EditResult] {
        operations.map { operation in
            switch operation {
            case .setMarkedText(let marked): return proposeMarkedText(marked, selectedRange: nil)
            case .unmarkText: return commitComposition()
            case .insertText(let text) where core.content.markedRange != nil:
                // `UITextInput.insertText` while text is marked replaces it: the composition commits as `text`.
                return commitComposition(as: text)
            case .insertText(let text): return proposeInsert(text, source: keyboardSource)
            case .deleteBackward: return proposeDeleteBackward()
            }
        }
    }
}
