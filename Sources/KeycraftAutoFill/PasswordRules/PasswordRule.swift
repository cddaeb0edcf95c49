/// The property names of Apple's password-rules language. Unlike class names, they are case-sensitive
/// (Apple's reference parser rejects `MinLength`).
public enum PasswordRuleName: String, CaseIterable, Sendable {
    /// `required`: the password must contain a character of these classes.
    case required
    /// `allowed`: the password may contain characters of these classes.
    case allowed
    /// `max-consecutive`: the longest run of one repeated character.
    case maxConsecutive = "max-consecutive"
    /// `minlength`: the fewest characters.
    case minLength = "minlength"
    /// `maxlength`: the most characters.
    case maxLength = "maxlength"
}

/// One rule (property) of a password-rules string.
public enum PasswordRule: Hashable, Sendable, CustomStringConvertible {
    /// The password must contain at least one character of these classes.
    case required([PasswordCharacterClass])
    /// The password may contain only characters of these classes.
    case allowed([PasswordCharacterClass])
    /// No character may repeat more than this many times in a row.
    case maxConsecutive(Int)
    /// `minlength: N;`
    case minLength(Int)
    /// `maxlength: N;`
    case maxLength(Int)

    /// The rule's property name.
    public var name: PasswordRuleName {
        switch self {
        case .required: .required
        case .allowed: .allowed
        case .maxConsecutive: .maxConsecutive
        case .minLength: .minLength
        case .maxLength: .maxLength
        }
    }

    /// `name: value`, classes joined by `, ` (an empty class list leaves nothing after `: `, as the
    /// reference parser does for `required: []`).
    public var description: String {
        switch self {
        case .required(let classes), .allowed(let classes):
            "\(name.rawValue): \(classes.map(\.description).joined(separator: ", "))"
        case .maxConsecutive(let value), .minLength(let value), .maxLength(let value):
            "\(name.rawValue): \(value)"
        }
    }
}
