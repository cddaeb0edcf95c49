/// The rules of one field, applied to every proposed edit and to the text when editing ends.
///
/// Editing sessions call `evaluate` from `textField(_:shouldChangeCharactersIn:replacementString:)` and
/// `validateEndOfEditing` from `textFieldDidEndEditing(_:)`; a server runs `validateEndOfEditing` on the
/// submitted value, so app and server agree.
///
/// ```swift
/// let validator = FieldValidator([.required, .email])
/// var field = TextFieldSession(validator: validator)
/// validator.validateEndOfEditing("gildong@example.com").isEmpty   // true: the server agrees
/// ```
public struct FieldValidator: Sendable {
    /// The rules, in the order given (the order end-of-editing failures are reported in).
    public let rules: [ValidationRule]
    /// What a paste that breaks a character or length rule does.
    public let pastePolicy: PastePolicy
    /// The rules in the order edits go through them (character rules, value rules, length rules).
    private let editingOrder: [ValidationRule]

    /// A field's rules; by default a paste that breaks one is refused whole.
    public init(_ rules: [ValidationRule], pastePolicy: PastePolicy = .rejectWhole) {
        self.rules = rules
        self.pastePolicy = pastePolicy
        editingOrder = rules.enumerated()
            .sorted { ($0.element.phase, $0.offset) < ($1.element.phase, $1.offset) }
            .map(\.element)
    }

    /// Whether to apply `edit` as proposed, reject it, or apply a sanitized replacement.
    ///
    /// Each rule sees the edit as the rules before it left it (a paste already filtered, a letter
    /// already upper-cased). When any rule changed the replacement, every rule checks the final edit
    /// once more, so an accepted sanitized edit satisfies all of them.
    ///
    /// A composition commit is never rejected: the IME has already ended the composition, and a
    /// rejected commit would leave its marked text behind. What a rule refuses is dropped instead
    /// (`acceptSanitized(replacement: "")`); length and character rules keep the part that fits.
    public func evaluate(_ edit: ProposedEdit) -> EditVerdict {
        let verdict = sanitizedVerdict(edit)
        if edit.source == .compositionCommit, case .reject = verdict { return .acceptSanitized(replacement: "") }
        return verdict
    }

    private func sanitizedVerdict(_ edit: ProposedEdit) -> EditVerdict {
        var current = edit
        for rule in editingOrder where judges(rule, current) {
            switch rule.whileEditing(current, pastePolicy) {
            case .accept: continue
            case .reject(let failure): return .reject(failure)
            case .acceptSanitized(let replacement): current = current.withReplacement(replacement)
            }
        }
        guard current.replacement != edit.replacement else { return .accept }
        for rule in editingOrder where judges(rule, current) {
            if case .reject(let failure) = rule.whileEditing(current, pastePolicy) { return .reject(failure) }
        }
        return .acceptSanitized(replacement: current.replacement)
    }

    /// Every rule the final text breaks, in the order the rules were given; empty when it is valid.
    public func validateEndOfEditing(_ text: String) -> [ValidationFailure] {
        rules.compactMap { $0.whenEditingEnds(text) }
    }

    private func judges(_ rule: ValidationRule, _ edit: ProposedEdit) -> Bool {
        edit.source != .compositionUpdate || rule.judgesCompositionUpdates
    }
}
