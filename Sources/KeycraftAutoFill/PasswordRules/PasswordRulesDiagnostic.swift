/// Something wrong (or ignored) in password-rules text, at a UTF-16 offset of the input.
///
/// Apple's reference parser only logs these to the console; we return them so tools can point at the
/// mistake. Errors change the outcome (a rule or the whole string is dropped); warnings mark input
/// the language ignores without changing anything else.
///
/// ```swift
/// for diagnostic in PasswordRules.parse("minlength: twelve;").diagnostics {
///     print(diagnostic)                      // the UTF-16 offset and what was wrong
/// }
/// ```
public struct PasswordRulesDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Whether the text is invalid, or only has something ignored.
    public enum Severity: String, Hashable, Sendable {
        /// The text is invalid.
        case error
        /// Something was ignored; the rest still applies.
        case warning
    }

    /// What was wrong.
    public enum Reason: Hashable, Sendable {
        /// A property must start with a name (letters and `-`).
        case expectedRuleName(found: String)
        /// A name that is not `required`, `allowed`, `max-consecutive`, `minlength` or `maxlength`.
        case unknownRuleName(String)
        /// A rule name must be followed directly by `:`.
        case expectedColon(found: String?)
        /// A class name that is not `upper`, `lower`, `digit`, `special`, `ascii-printable` or `unicode`.
        case unknownCharacterClass(String)
        /// Where a class name or `[` must be.
        case expectedCharacterClass(found: String?)
        /// After a class, only `,`, `;` or the end may follow.
        case expectedCommaOrSemicolon(found: String)
        /// After a rule, only `;` or the end may follow.
        case expectedSemicolon(found: String)
        /// A `[` with no matching `]`.
        case unterminatedCustomClass
        /// A length or repetition limit that is not a whole number.
        case expectedNumber(found: String?)
        /// A number too large to represent; it is clamped.
        case numberTooLarge
        /// `-` inside a custom class anywhere but first is ignored.
        case misplacedDash
        /// Only printable ASCII characters may appear in a custom class; others are ignored.
        case ignoredCharacterInCustomClass(String)
        /// `[]`: the class names no character and is ignored.
        case emptyCustomClass
        /// `name:` with nothing after it; the rule is ignored.
        case emptyValue(PasswordRuleName)
        /// `minlength: 0` and the like; zero limits are ignored.
        case zeroValue(PasswordRuleName)
    }

    /// The offset in UTF-16 code units (what `NSRange` counts) where the problem starts.
    public let offset: Int
    /// What was wrong.
    public let reason: Reason

    /// A diagnostic at UTF-16 `offset`.
    public init(offset: Int, reason: Reason) {
        self.offset = offset
        self.reason = reason
    }

    /// Whether it makes the text invalid.
    public var severity: Severity {
        switch reason {
        case .misplacedDash, .ignoredCharacterInCustomClass, .emptyCustomClass, .emptyValue, .zeroValue,
            .numberTooLarge:
            .warning
        default:
            .error
        }
    }

    /// A short readable form, for logs and test failures.
    public var description: String {
        "\(severity.rawValue) at offset \(offset): \(message)"
    }

    private var message: String {
        switch reason {
        case .expectedRuleName(let found):
            "expected a rule name, found \(quoted(found))"
        case .unknownRuleName(let name):
            "unknown rule name \(quoted(name)) (rule names are lower-case: required, allowed, max-consecutive, minlength, maxlength)"
        case .expectedColon(let found):
            "expected ':' after the rule name, found \(quoted(found))"
        case .unknownCharacterClass(let name):
            "unknown character class \(quoted(name)) (expected upper, lower, digit, special, ascii-printable, unicode or [...])"
        case .expectedCharacterClass(let found):
            "expected a character class name or '[', found \(quoted(found))"
        case .expectedCommaOrSemicolon(let found):
            "expected ',' or ';' after a character class, found \(quoted(found))"
        case .expectedSemicolon(let found):
            "expected ';' after the rule, found \(quoted(found))"
        case .unterminatedCustomClass:
            "custom character class is missing its closing ']'"
        case .expectedNumber(let found):
            "expected a whole number, found \(quoted(found))"
        case .numberTooLarge:
            "number too large; clamped to \(Int.max)"
        case .misplacedDash:
            "'-' is ignored; it may only be the first character of a custom class"
        case .ignoredCharacterInCustomClass(let character):
            "\(quoted(character)) is ignored; custom classes hold printable ASCII characters only"
        case .emptyCustomClass:
            "empty custom class '[]' is ignored"
        case .emptyValue(let name):
            "'\(name.rawValue)' has no value and is ignored"
        case .zeroValue(let name):
            "'\(name.rawValue): 0' has no effect and is ignored"
        }
    }

    private func quoted(_ text: String?) -> String {
        text?.quotedForMessages ?? "end of input"
    }
}

/// Password-rules text that does not parse cleanly, for callers that accept only well-formed rules.
public struct PasswordRulesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every error-severity diagnostic, in input order (never empty).
    public let diagnostics: [PasswordRulesDiagnostic]

    /// An error carrying every diagnostic.
    public init(diagnostics: [PasswordRulesDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// What went wrong, in words for a message or a log.
    public var description: String {
        "malformed password rules: " + diagnostics.map(\.description).joined(separator: "; ")
    }
}
