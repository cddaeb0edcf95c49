/// How canonical rules are written, the two modes of Apple's reference parser.
public enum PasswordRulesFormat: Sendable {
    /// What a password manager acts on: `required` classes are also listed in `allowed`, and
    /// `allowed` defaults to `ascii-printable`. Custom classes list punctuation in code point order,
    /// even `-` and `]` — so this text does not always parse back to the same rules.
    case standard
    /// What Apple publishes: as close to the input as possible. `required` classes are not copied into
    /// `allowed`, nothing is defaulted, and `-` / `]` are placed where the grammar accepts them.
    case minified
}

/// Canonical password rules: `required` rules in input order, then one `allowed`, `max-consecutive`,
/// `minlength` and `maxlength` each when present.
///
/// ```swift
/// let rules = try PasswordRules(parsing: "required: upper; required: digit; minlength: 12;")
/// let result = PasswordRules.parse("required: upper; required: emoji;")
/// result.diagnostics                         // what was ignored, and where
/// ```
public struct PasswordRules: Hashable, Sendable, CustomStringConvertible {
    /// The rules in canonical order.
    public let rules: [PasswordRule]

    /// Rules as given, without canonicalizing them.
    public init(rules: [PasswordRule]) {
        self.rules = rules
    }

    /// The canonical text: rules joined by `; `, no trailing semicolon; empty when there are no rules.
    public var description: String {
        rules.map(\.description).joined(separator: "; ")
    }

    /// Parses and canonicalizes `text` exactly as Apple's reference parser does, including how it
    /// recovers from mistakes, and reports every mistake it would only log.
    public static func parse(_ text: String, format: PasswordRulesFormat = .standard) -> PasswordRulesParseResult {
        let syntax = PasswordRulesSyntax(parsing: text)
        return PasswordRulesParseResult(
            rules: canonicalRules(syntax.properties ?? [], format: format),
            diagnostics: syntax.diagnostics,
            wasRejected: syntax.properties == nil
        )
    }

    /// Parses `text`, accepting it only when it has no errors (warnings are allowed).
    public init(parsing text: String, format: PasswordRulesFormat = .standard) throws(PasswordRulesError) {
        let result = Self.parse(text, format: format)
        guard result.errors.isEmpty else { throw PasswordRulesError(diagnostics: result.errors) }
        self = result.rules
    }

    /// Merges the written properties: the largest `minlength`, the smallest `maxlength` and
    /// `max-consecutive`, every `allowed` pooled into one, each `required` kept on its own.
    private static func canonicalRules(_ properties: [PasswordRulesSyntax.Property], format: PasswordRulesFormat) -> PasswordRules {
        let minified = format == .minified
        var rules: [PasswordRule] = []
        var allowed = CharacterClassMerger()
        var maxConsecutive: Int?
        var minLength: Int?
        var maxLength: Int?
        for property in properties {
            switch property.value {
            case .number(let value):
                switch property.name {
                case .maxConsecutive: maxConsecutive = min(maxConsecutive ?? value, value)
                case .minLength: minLength = max(minLength ?? value, value)
                case .maxLength: maxLength = min(maxLength ?? value, value)
                case .required, .allowed: break
                }
            case .classes(let written):
                if property.name == .required {
                    var required = CharacterClassMerger()
                    written.forEach { required.add($0) }
                    rules.append(.required(required.classes(keepingCustomClassWritable: minified)))
                    if !minified { allowed.add(required) }
                } else {
                    written.forEach { allowed.add($0) }
                }
            }
        }
        var allowedClasses = allowed.classes(keepingCustomClassWritable: minified)
        if !minified && allowedClasses.isEmpty { allowedClasses = [.asciiPrintable] }
        if !allowedClasses.isEmpty { rules.append(.allowed(allowedClasses)) }
        if let maxConsecutive { rules.append(.maxConsecutive(maxConsecutive)) }
        if let minLength { rules.append(.minLength(minLength)) }
        if let maxLength { rules.append(.maxLength(maxLength)) }
        return PasswordRules(rules: rules)
    }
}

/// Canonical rules with everything noticed on the way.
public struct PasswordRulesParseResult: Hashable, Sendable {
    /// What the reference parser produces for the text, even when it is malformed.
    public let rules: PasswordRules
    /// Errors and warnings in input order.
    public let diagnostics: [PasswordRulesDiagnostic]
    /// Whether the text was discarded as a whole, so that `rules` are the defaults.
    public let wasRejected: Bool

    /// The diagnostics that make the text invalid.
    public var errors: [PasswordRulesDiagnostic] { diagnostics.filter { $0.severity == .error } }
}
