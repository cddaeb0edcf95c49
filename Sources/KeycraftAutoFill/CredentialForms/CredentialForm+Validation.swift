import KeycraftText

/// A field whose submitted value breaks its rules, and every rule it breaks.
///
/// ```swift
/// let form = try CredentialForm.signIn(action: "/sign-in")
/// for problem in form.problems(in: ["username": "gildong", "password": ""]) {
///     print(problem.field.name, problem.failures.map(\.rule))   // password ["required"]
/// }
/// ```
public struct CredentialFieldProblem: Equatable, Sendable {
    /// The field.
    public var field: CredentialField
    /// Every rule its value breaks.
    public var failures: [ValidationFailure]

    /// A problem with `field`.
    public init(field: CredentialField, failures: [ValidationFailure]) {
        self.field = field
        self.failures = failures
    }
}

extension CredentialForm {
    /// Checks submitted values, keyed by field name, with each field's ``CredentialField/validator``,
    /// the rules the app applies when editing ends. A missing value counts as empty. Returns the
    /// fields in form order with what is wrong; empty when every value is acceptable.
    public func problems(in values: [String: String]) -> [CredentialFieldProblem] {
        fields.compactMap { field in
            let failures = field.validator.validateEndOfEditing(values[field.name] ?? "")
            return failures.isEmpty ? nil : CredentialFieldProblem(field: field, failures: failures)
        }
    }
}
