import Foundation

/// The state every editing session shares: the text, its rules, whether it is editing, what it shows.
public struct EditingCore: Sendable {
    public internal(set) var content: EditableText
    /// The rules checked while editing and when editing ends.
    public var validator: FieldValidator
    public internal(set) var isEditing = false
    /// The messages the field currently shows: a refused keystroke's, or why editing can't end.
    public internal(set) var messages: [ValidationFailure] = []

    public init(text: String = "", validator: FieldValidator = FieldValidator([])) {
        self.content = EditableText(text)
        self.validator = validator
    }

    /// The rules' verdict on an edit. The proposal shares the text's storage, so it must be gone before
    /// the text is mutated — otherwise every keystroke copies the whole document. Hence its own function.
    func verdict(_ range: NSRange, _ replacement: String, source: EditSource, resultingLength: TextLength) -> EditVerdict {
        validator.evaluate(ProposedEdit(
            currentText: content.text, range: range, replacement: replacement,
            source: source, resultingLength: resultingLength
        ))
    }
}

/// The edit pipeline both sessions run, in UIKit's order, with their own delegate vocabulary plugged in:
/// rules → the delegate's "should change" → the change → "did change selection" → "did change".
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
            try? core.content.replaceCharacters(in: range, with: final)
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

    /// Commits the composition. A length limit applies here, not while composing: the committed text is
    /// truncated at a grapheme boundary to fit, or dropped when nothing of it fits or a rule refuses it.
    mutating func commitComposition() -> EditResult {
        guard let marked = core.content.markedRange, let markedText = core.content.markedText else { return .nothingToDo }
        switch core.verdict(marked, markedText, source: .compositionCommit, resultingLength: core.content.length) {
        case .accept:
            core.content.unmarkText()
            return .applied
        case .acceptSanitized(let sanitized):
            try? core.content.replaceCharacters(in: marked, with: sanitized)
            delegateDidChange()
            return .appliedSanitized(sanitized)
        case .reject(let failure):
            try? core.content.replaceCharacters(in: marked, with: "")
            core.messages = [failure]
            delegateDidChange()
            return .rejected(failure)
        }
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
            case .insertText(let text): return proposeInsert(text, source: keyboardSource)
            case .deleteBackward: return proposeDeleteBackward()
            }
        }
    }
}
