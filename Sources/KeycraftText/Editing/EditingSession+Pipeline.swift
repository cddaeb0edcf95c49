import Foundation

/// The edit pipeline, in UIKit's order, whichever kind of view the session is:
/// rules → the delegate's "should change" → the formatter → the change → "did change selection" →
/// "did change".
///
/// The delegate is asked about the user's edit (what UIKit's `shouldChangeCharactersIn` sees: the
/// keystroke, the paste, the committed composition), after the rules and before the formatter shapes
/// it; a provisional marked-text update is never formatted.
extension EditingSession {
    /// Asks the delegate a "should" question through a handle on this session, then takes what the
    /// delegate set through the handle. True when nobody hears it.
    package mutating func ask(_ event: EditingEvent) -> Bool {
        deliver(event).answer
    }

    /// Tells the delegate some news through a handle, then takes what the delegate set through it.
    package mutating func tell(_ event: EditingEvent) {
        _ = deliver(event)
    }

    /// The delegate's "should change" question. When the delegate changed the field itself (the UIKit
    /// formatting pattern), its change stands and the proposed edit is not made, whatever it answered —
    /// making it on the delegate's text could put it in the wrong place.
    mutating func askShouldChange(in range: NSRange, replacement: String) -> Bool {
        let (answer, acted) = deliver(.shouldChange(range: range, replacement: replacement))
        return answer && !acted
    }

    /// The news of an applied edit, in UIKit's order.
    package mutating func tellDidChange() {
        tell(.didChangeSelection)
        tell(.didChange)
    }

    /// A handle on a copy of `session`, for its delegate.
    static func handle(on session: Self) -> EditingHandle<Self> {
        EditingHandle(session, read: { $0.core.content }, write: { $0.core.content = $1 })
    }

    /// Sends `event` to the receiver, or to the delegate on a handle wrapping a copy of this session,
    /// adopting the handle's changes. Edit news held back goes nowhere. The handle is made only when a
    /// delegate hears the call, and the delegate is read once.
    private mutating func deliver(_ event: EditingEvent) -> (answer: Bool, acted: Bool) {
        if withholdsEditNews, event.isEditNews { return (true, false) }
        if hasReceiver, let receiver { return (receiver.receive(event), false) }
        var handle: EditingHandle<Self>?
        let answer = kind.deliver(DelegateCall(event)) {
            let made = Self.handle(on: self)
            handle = made
            return made
        }
        guard let changed = handle?.modifiedContent else { return (answer ?? true, false) }
        core.content = changed
        core.undoStack.removeAll()
        return (answer ?? true, true)
    }

    /// The delegate's answer on a handle whose changes are not taken (a read-only view's link tap).
    func answer(_ event: EditingEvent) -> Bool {
        if hasReceiver, let receiver { return receiver.receive(event) }
        return kind.deliver(DelegateCall(event)) { Self.handle(on: self) } ?? true
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
        // The delegate's "should change", about the edit as the rules left it.
        guard askShouldChange(in: range, replacement: final) else { return .vetoedByDelegate }
        if source == .compositionUpdate {
            if core.content.markedRange == nil { core.compositionOrigin = (try? core.content.substring(in: range)) ?? "" }
            // Checked above: the selection lies in the marked text and the range is the target.
            try? core.content.setMarkedText(final, selectedRange: selection)
        } else {
            // The formatter stage, then the change.
            let formatted = core.formatterStage(range, final, source: source)
            do {
                try core.commit(range, final, formatted: formatted)
            } catch {
                return .invalidRange(error)
            }
        }
        core.messages = []
        tellDidChange()
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
        guard askShouldChange(in: entry.range, replacement: entry.replaced) else { return .vetoedByDelegate }
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
        tellDidChange()
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
        guard askShouldChange(in: marked, replacement: final) else {
            dropComposition()
            return .vetoedByDelegate
        }
        // One edit from the text before composing to the committed text: what the formatter sees.
        let origin = core.revertComposition(marked)
        // The formatter stage, then the change.
        let formatted = core.formatterStage(origin, final, source: .compositionCommit)
        do {
            try core.commit(origin, final, formatted: formatted)
        } catch {
            core.content.selectedRange = origin
            core.content.setMarkedText(markedText)
            return .invalidRange(error)
        }
        core.messages = []
        tellDidChange()
        return final == text ? .applied : .appliedSanitized(final)
    }

    /// Removes what is still marked, putting back what it replaced (a delegate that set the text itself
    /// has already replaced it).
    private mutating func dropComposition() {
        guard let marked = core.content.markedRange else { return }
        _ = core.revertComposition(marked)
        tellDidChange()
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
