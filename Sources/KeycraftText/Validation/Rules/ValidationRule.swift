/// One rule a field's text must follow, checked while the user edits (`FieldValidator.evaluate`) and
/// when editing ends (`FieldValidator.validateEndOfEditing`).
///
/// Build rules with the static factories (`.maxLength(10)`, `.email`, …) or `.custom`. An empty field
/// passes every rule but `.required`, as an empty optional `<input type=email>` does in HTML.
///
/// ```swift
/// let age = FieldValidator([.required, .allowedCharacters(.decimalDigits), .integerRange(1...120)])
/// let country = FieldValidator([.oneOf(["KR", "US", "JP"], uppercased: true)])
/// ```
public struct ValidationRule: Sendable {
    /// The rule's name, reported in `ValidationFailure.rule`.
    public let name: String
    let phase: Phase
    /// Whether the rule judges `.compositionUpdate` edits; built-in rules never break a composition.
    let judgesCompositionUpdates: Bool
    let whileEditing: @Sendable (ProposedEdit, PastePolicy) -> EditVerdict
    let whenEditingEnds: @Sendable (String) -> ValidationFailure?

    /// When a rule runs while editing: character rules first (a paste is filtered before anything
    /// else looks at it), length rules last (truncation sees the final characters).
    enum Phase: Int, Comparable {
        case characters, value, length
        static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    init(
        name: String, phase: Phase = .value, judgesCompositionUpdates: Bool = false,
        whileEditing: @escaping @Sendable (ProposedEdit, PastePolicy) -> EditVerdict = { _, _ in .accept },
        whenEditingEnds: @escaping @Sendable (String) -> ValidationFailure? = { _ in nil }
    ) {
        self.name = name
        self.phase = phase
        self.judgesCompositionUpdates = judgesCompositionUpdates
        self.whileEditing = whileEditing
        self.whenEditingEnds = whenEditingEnds
    }

    func failure(_ message: ValidationMessage) -> ValidationFailure {
        ValidationFailure(rule: name, message: message)
    }
}
