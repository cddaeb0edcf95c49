/// What a field does with a proposed edit while the user is editing.
public enum EditVerdict: Equatable, Sendable {
    /// Apply the edit as proposed.
    case accept
    /// Leave the text unchanged; the failure says why (for an accessibility announcement or a hint).
    case reject(ValidationFailure)
    /// Insert `replacement` instead of the proposed replacement, e.g. a paste without its disallowed
    /// characters, a composition truncated to fit, a letter in the case the field requires.
    case acceptSanitized(replacement: String)
}
