import Foundation
import KeycraftText

/// The part both field controllers share: a session kept beside a UIKit text input, the core pipeline
/// run on each proposed edit, and the answer UIKit gets.
///
/// UIKit owns the text. Before each delegate call the session takes what the input shows (the app may
/// have set the text itself); a proposed edit then runs through the session — rules, the app delegate's
/// "should change", the formatter — and the controller answers `true` when the session made exactly the
/// proposed edit (UIKit applies it: its undo and input method stay in step), or writes the session's
/// text and caret into the input and answers `false`.
final class FieldEditingMirror<Kind: EditingKind, Input: FieldTextInput, Messages: FieldMessageSink> {
    typealias Session = EditingSession<Kind>
    var session: Session
    weak var input: Input?
    var messageSink: Messages
    /// Announces an edit the controller wrote into the input itself (UIKit announces those it applies).
    var announceEdit: () -> Void = {}
    /// What the pipeline made of the last edit it saw.
    private(set) var lastResult: EditResult?
    /// Set while the controller writes into the input: callbacks that writing causes are its own.
    private(set) var isWriting = false
    private var shownMessages: [ValidationFailure] = []
    /// Whether the last "should end editing" refused: editing that ends anyway was cancelled.
    var refusedToEnd = false

    init(session: Session, input: Input, messageSink: Messages) {
        self.session = session
        self.input = input
        self.messageSink = messageSink
        if let shown = Self.state(of: input) { self.session.mirror(shown, isEditing: false) }
    }

    /// What `input` shows, or nil when it reports a range outside its text (then it is left alone).
    static func state(of input: Input) -> EditableText? {
        try? EditableText(input.fieldText, selectedRange: input.fieldSelectedRange, markedRange: input.fieldMarkedRange)
    }

    // MARK: Keeping in step

    /// Takes what the input shows. When its composition ended with the text as it was marked (UIKit's
    /// `unmarkText` asks no delegate), the commit runs through the pipeline now — rules cut it to fit, the
    /// formatter shapes it — and what that changes is written back and announced.
    /// Returns whether it announced such an edit. `isEditing` nil keeps the session's.
    @discardableResult
    func refresh(isEditing: Bool? = nil) -> Bool {
        guard !isWriting, let input else { return false }
        let isEditing = isEditing ?? session.isEditing
        if session.isEditing == isEditing, session.content.isShown(by: input) { return false }
        if session.isEditing == isEditing, input.fieldMarkedRange.nonEmpty == session.content.markedRange,
            input.fieldText.hasSameUTF8(as: session.text)
        {
            // Only the selection moved (a tap, an arrow key): taken without recounting the text.
            session.withholdsEditNews = true
            defer { session.withholdsEditNews = false }
            if (try? session.setSelectedRange(input.fieldSelectedRange)) != nil { return false }
        }
        guard let shown = Self.state(of: input) else { return false }
        let current = session.content
        if isEditing, session.isEditing, current.markedRange != nil, shown.markedRange == nil, shown.text.hasSameUTF8(as: current.text) {
            run { $0.unmarkText() }
            return settle()
        }
        session.mirror(shown, isEditing: isEditing)
        return false
    }

    /// Runs a delegate call on the session (after taking what the input shows) and keeps what the app
    /// changed: on the input itself (UIKit's formatting pattern), or through the handle.
    func forward<R>(isEditing: Bool? = nil, _ call: (inout Session) -> R) -> R {
        refresh(isEditing: isEditing)
        return forwardRefreshed(call)
    }

    /// Forwards a "did change" call from UIKit: not when the controller caused it by writing, nor when
    /// taking what the input shows already announced the edit. The input is compared with the session
    /// once (it may hold a long text).
    func forwardNews(_ call: (inout Session) -> Void) {
        guard !isWriting, !refresh() else { return }
        forwardRefreshed(call)
    }

    /// ``forward(isEditing:_:)`` after the refresh.
    private func forwardRefreshed<R>(_ call: (inout Session) -> R) -> R {
        guard let input else { return call(&session) }
        let before = FieldInputSnapshot(of: input, session: session.content)
        let result = call(&session)
        keepChanges(since: before)
        return result
    }

    private func keepChanges(since before: FieldInputSnapshot) {
        guard let input else { return }
        if !before.isShown(by: input) {
            if let shown = Self.state(of: input) { session.mirror(shown, isEditing: session.isEditing) }
        } else if session.content.stamp != before.sessionStamp {
            write(session.content)
        }
    }

    // MARK: The proposed edit

    /// `shouldChangeCharactersIn` / `shouldChangeTextIn`: true when UIKit may apply the edit as proposed.
    func shouldChange(in range: NSRange, replacement: String) -> Bool {
        guard !isWriting else { return true }
        refresh(isEditing: true)
        guard let input else { return false }
        let before = FieldInputSnapshot(of: input, session: session.content)
        if let marked = session.content.markedRange {
            // The input method's provisional text: never limited or formatted until it commits.
            guard NSEqualRanges(range, marked) else { return true }
            return answer(run { $0.setMarkedText(replacement, selectedRange: nil) }, before: before, range, replacement)
        }
        let source = EditSource.proposed(replacement: replacement)
        if source == .typing, input.fieldComposesText, NSEqualRanges(range, session.content.selectedRange),
            replacement.unicodeScalars.first?.properties.isAlphabetic == true
        {
            // Likely a composition's first keystroke: provisional like the rest of it. Should UIKit not
            // mark it after all, the next refresh commits it through the rules and the formatter.
            return answer(run { $0.setMarkedText(replacement, selectedRange: nil) }, before: before, range, replacement)
        }
        return answer(run { $0.replace(range, with: replacement, source: source) }, before: before, range, replacement)
    }

    private func answer(_ result: EditResult, before: FieldInputSnapshot, _ range: NSRange, _ replacement: String) -> Bool {
        switch result {
        case .applied, .appliedSanitized:
            if isProposal(result, before: before, range, replacement) { return true }
            // A formatter that dropped the key (a letter in a digits mask) changed nothing: nothing to announce.
            if let input, !session.content.isShown(by: input) { write(session.content, announcing: true) }
        case .vetoedByDelegate:
            keepChanges(since: before)
        case .rejected, .invalidRange, .notEditing, .nothingToDo:
            break
        }
        return false
    }

    /// Whether the session's text is `before` with exactly the proposed edit made, caret after it.
    private func isProposal(_ result: EditResult, before: FieldInputSnapshot, _ range: NSRange, _ replacement: String) -> Bool {
        let caret = NSRange(location: range.location + replacement.utf16.count, length: 0)
        guard NSEqualRanges(session.content.selectedRange, caret) || session.content.markedRange != nil else { return false }
        if result == .applied, session.formatter == nil || session.content.markedRange != nil { return true }
        let proposed = (before.text as NSString).replacingCharacters(in: range, with: replacement)
        return session.text.hasSameUTF8(as: proposed)
    }

    /// Runs a pipeline step with the session's own did-change news held back, and shows its messages.
    @discardableResult
    func run(_ step: (inout Session) -> EditResult) -> EditResult {
        session.withholdsEditNews = true
        let result = step(&session)
        session.withholdsEditNews = false
        lastResult = result
        show(session.messages)
        return result
    }

    /// The end-of-editing rules on the text as shown: a failure shows its messages (the guides' e-mail
    /// field), and the app's delegate is not asked.
    func passesEndOfEditingRules() -> Bool {
        refresh()
        let failures = session.validator.validateEndOfEditing(session.text)
        if !failures.isEmpty { show(failures) }
        return failures.isEmpty
    }

    // MARK: Writing and messages

    /// Writes the session's text and selection into the input, announced as an edit, when they differ
    /// from what it shows; returns whether it did.
    private func settle() -> Bool {
        guard let input, !session.content.isShown(by: input) else { return false }
        write(session.content, announcing: true)
        return true
    }

    /// Sets the input's text, then its selection, as UIKit's `text` and `selectedTextRange` are set; an
    /// edit the user made is then announced. What the app sets through the handle while hearing the news
    /// is written too, unannounced (a programmatic change).
    private func write(_ content: EditableText, announcing: Bool = false) {
        guard let input else { return }
        isWriting = true
        defer { isWriting = false }
        put(content, into: input)
        guard announcing else { return }
        let announced = session.content.stamp
        announceEdit()
        if session.content.stamp != announced { put(session.content, into: input) }
    }

    /// Text, then selection; the session then takes what the input shows (setting the text ends a
    /// composition, and a view may normalise what it is given).
    private func put(_ content: EditableText, into input: Input) {
        input.setFieldText(content.text)
        input.setFieldSelectedRange(content.selectedRange)
        if !session.content.isShown(by: input), let shown = Self.state(of: input) { session.mirror(shown, isEditing: session.isEditing) }
    }

    /// Shows `messages` when they differ from what is shown.
    func show(_ messages: [ValidationFailure]) {
        guard messages != shownMessages else { return }
        shownMessages = messages
        messageSink.show(messages)
    }

    var messages: [ValidationFailure] { shownMessages }
}
