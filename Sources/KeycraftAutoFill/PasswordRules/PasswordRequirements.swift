/// What a password must satisfy under some rules: the meaning of canonical `PasswordRules`, ready to
/// check or generate passwords.
///
/// ```swift
/// let requirements = try PasswordRequirements(parsing: "minlength: 12; required: digit;")
/// requirements.isSatisfied(by: "correct horse 1 battery")   // true
/// requirements.violations(of: "short")                        // too short, no digit
/// ```
public struct PasswordRequirements: Hashable, Sendable {
    /// Each needs at least one character of the password.
    public let required: [PasswordCharacterSet]
    /// Every character of the password must be in this set.
    public let allowed: PasswordCharacterSet
    /// The longest run of one repeated character allowed, if limited.
    public let maxConsecutive: Int?
    /// The fewest characters, if limited.
    public let minLength: Int?
    /// The most characters, if limited.
    public let maxLength: Int?

    /// Requirements given directly.
    public init(
        required: [PasswordCharacterSet] = [],
        allowed: PasswordCharacterSet = PasswordCharacterSet([.asciiPrintable]),
        maxConsecutive: Int? = nil,
        minLength: Int? = nil,
        maxLength: Int? = nil
    ) {
        self.required = required
        self.allowed = allowed
        self.maxConsecutive = maxConsecutive
        self.minLength = minLength
        self.maxLength = maxLength
    }

    /// The requirements of canonical rules in either format: `allowed` also admits every required
    /// class (minified rules leave them out) and is `ascii-printable` when nothing is listed at all.
    public init(_ rules: PasswordRules) {
        var required: [PasswordCharacterSet] = []
        var allowedClasses: [PasswordCharacterClass] = []
        var maxConsecutive: Int?, minLength: Int?, maxLength: Int?
        for rule in rules.rules {
            switch rule {
            case .required(let classes):
                required.append(PasswordCharacterSet(classes))
            case .allowed(let classes):
                allowedClasses = classes
            case .maxConsecutive(let value): maxConsecutive = value
            case .minLength(let value): minLength = value
            case .maxLength(let value): maxLength = value
            }
        }
        for set in required {
            for named in set.classes where !allowedClasses.contains(named) && !allowedClasses.contains(.unicode) {
                allowedClasses.append(named)
            }
        }
        if allowedClasses.isEmpty { allowedClasses = [.asciiPrintable] }
        self.init(
            required: required,
            allowed: PasswordCharacterSet(allowedClasses),
            maxConsecutive: maxConsecutive,
            minLength: minLength,
            maxLength: maxLength
        )
    }

    /// The requirements of rule text, which must parse without errors.
    public init(parsing text: String) throws(PasswordRulesError) {
        self.init(try PasswordRules(parsing: text))
    }
}
