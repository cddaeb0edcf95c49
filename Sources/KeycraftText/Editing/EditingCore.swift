import Foundation

/// The state every editing session shares: the text, its rules, whether it is editing, what it shows.
public struct EditingCore: Sendable {
    public internal(set) var content: EditableText
    /// The rules checked while editing and when editing ends.
    public var validator: FieldValidator
    public internal(set) var isEditing = false
    /// The messages the field currently shows: a refused keystroke's, or why editing can't end.
    public internal(set) var messages: [ValidationFailure] = []
    /// The formatter stage (an input mask, a phone number's grouping): what the field shows of each
    /// accepted edit. Nil: edits are committed as the rules leave them.
    public var formatter: (any TextFormatter)?

    public init(text: String = "", validator: FieldValidator = FieldValidator([]), formatter: (any TextFormatter)? = nil) {
        self.content = EditableText(text)
        self.validator = validator
        self.formatter = formatter
    }

    /// The rules' verdict on an edit. The proposal shares the text's storage, so it must be gone before
    /// the text is mutated — otherwise every keystroke copies the whole document. Hence its own function.
    func verdict(_ range: NSRange, _ replacement: String, source: EditSource, resultingLength: TextLength) -> EditVerdict {
        validator.evaluate(ProposedEdit(
            currentText: content.text, range: range, replacement: replacement,
            source: source, resultingLength: resultingLength
        ))
    }

    /// The formatter's answer for an accepted edit; like ``verdict(_:_:source:resultingLength:)``, its own
    /// function so the proposal (which shares the text's storage) is gone before the text is mutated.
    func formatted(_ range: NSRange, _ replacement: String, source: EditSource, by formatter: any TextFormatter) -> FormattedEdit {
        formatter.format(FormattingEdit(currentText: content.text, range: range, replacement: replacement, source: source))
    }

    /// Commits an accepted edit through the formatter stage: the formatter's replacement and caret, or the
    /// edit as it is when there is no formatter. A formatter's answer is checked like any range — on
    /// cluster boundaries of the text before (its range) and after (its caret) — and a bad one is a
    /// `TextRangeError` that leaves the text, selection and marked text exactly as they were.
    mutating func commit(_ range: NSRange, _ replacement: String, source: EditSource) throws(TextRangeError) {
        guard let formatter else {
            try content.replaceCharacters(in: range, with: replacement)
            return
        }
        let edit = formatted(range, replacement, source: source, by: formatter)
        let replaced = try content.substring(in: edit.range)
        let (selection, marked) = (content.selectedRange, content.markedRange)
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
    var core: EditingCore { get set }
    /// The delegate's `shouldChangeCharactersIn` / `shouldChangeTextIn`; true when there's no delegate.
    func delegateShouldChange(in range: NSRange, replacement: String) -> Bool
    /// The delegate's selection-change and text-change callbacks, in UIKit's order.
    func delegateDidChange()
}

extension EditingPipeline {
    /// Proposes replacing `range` with `replacement`, as the user's keyboard, paste or autocorrect would.
    mutating func propose(_ range: NSRange, _ replacement: String, source: EditSource) -> EditResult {
        guard core.isEditing else { return .notEditing }
        let resultingLength: TextLength
        do {
            // A composition update replaces the marked text, which the range must then be.
            resultingLength = try core.content.length(afterReplacing: range, with: replacement)
        } catch {
            return .invalidRange(error)
        }
        var final = replacement
        switch core.verdict(range, replacement, source: source, resultingLength: resultingLength) {
        case .accept: break
        case .acceptSanitized(let sanitized): final = sanitized
        case .reject(let failure):
            core.messages = [failure]
            return .rejected(failure)
        }
        guard delegateShouldChange(in: range, replacement: final) else { return .vetoedByDelegate }
        if source == .compositionUpdate {
            core.content.setMarkedText(final)
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
        // The marked range is always valid, so this can't fail.
        let resultingLength = (try? core.content.length(afterReplacing: marked, with: text)) ?? core.content.length
        var final = text
        switch core.verdict(marked, text, source: .compositionCommit, resultingLength: resultingLength) {
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
        if final == markedText && core.formatter == nil {
            core.content.unmarkText()
        } else {
            do {
                try core.commit(marked, final, source: .compositionCommit)
            } catch {
                return .invalidRange(error)
            }
        }
        core.messages = []
        delegateDidChange()
        return final == text ? .applied : .appliedSanitized(final)
    }

    /// Removes what is still marked (a delegate that set the text itself has already replaced it).
    private mutating func dropComposition() {
        guard let marked = core.content.markedRange else { return }
        try? core.content.replaceCharacters(in: marked, with: "")
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
            case .setMarkedText(let marked):
                let target = core.content.markedRange ?? core.content.selectedRange
                return propose(target, marked, source: .compositionUpdate)
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
