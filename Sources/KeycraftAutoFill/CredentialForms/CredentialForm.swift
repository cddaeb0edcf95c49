import KeycraftText

/// A sign-in or sign-up form specified once and shared by an app and a website: the fields, their
/// order and traits, and where the website posts it.
///
/// The initializer checks the specification (see ``CredentialFormError``); a value that exists is
/// consistent.
///
/// ```swift
/// let form = try CredentialForm.signIn(action: "/sign-in")
/// form.fields.map(\.traits.returnKeyType)   // [.next, .go]
/// let page = form.html                      // the website's <form>
/// ```
public struct CredentialForm: Hashable, Sendable {
    /// Sign in or sign up, which decides the roles its fields may have.
    public let purpose: CredentialFormPurpose
    /// Where the website's form posts (HTML `action`).
    public let action: String
    /// The fields in tab order.
    public let fields: [CredentialField]
    /// The title of the submit button.
    public let submitTitle: String

    /// A form, checked: a field without a name, a role the purpose doesn't allow, or a missing one throws.
    public init(
        purpose: CredentialFormPurpose, action: String, fields: [CredentialField], submitTitle: String? = nil
    ) throws(CredentialFormError) {
        try CredentialForm.validate(purpose: purpose, action: action, fields: fields)
        self.purpose = purpose
        self.action = action
        self.fields = fields
        self.submitTitle = submitTitle ?? (purpose == .signIn ? "Sign In" : "Create Account")
    }

    /// Username and current password, each moving on with "Next" and the last one submitting with
    /// "Go".
    public static func signIn(
        action: String, username: CredentialField.UsernameKind = .username
    ) throws(CredentialFormError) -> CredentialForm {
        try CredentialForm(
            purpose: .signIn, action: action,
            fields: chained([.username(username), .currentPassword()], lastKey: .go))
    }

    /// Username (or e-mail) and a new password with its rules, and optionally a one-time code; the
    /// last field submits with "Join".
    public static func signUp(
        action: String, username: CredentialField.UsernameKind = .emailAddress,
        passwordRules: PasswordRulesDescriptor?, minimumPasswordLength: Int? = nil,
        maximumPasswordLength: Int? = nil, oneTimeCodeLength: Int? = nil
    ) throws(CredentialFormError) -> CredentialForm {
        var fields: [CredentialField] = [
            .username(username),
            .newPassword(rules: passwordRules, minimumLength: minimumPasswordLength,
                         maximumLength: maximumPasswordLength),
        ]
        if let oneTimeCodeLength { fields.append(.oneTimeCode(length: oneTimeCodeLength)) }
        return try CredentialForm(purpose: .signUp, action: action, fields: chained(fields, lastKey: .join))
    }

    /// Gives every field but the last a "Next" return key, and the last `lastKey`.
    static func chained(_ fields: [CredentialField], lastKey: ReturnKeyType) -> [CredentialField] {
        fields.enumerated().map { index, field in
            var field = field
            field.traits.returnKeyType = index == fields.count - 1 ? lastKey : .next
            return field
        }
    }

    private static func validate(
        purpose: CredentialFormPurpose, action: String, fields: [CredentialField]
    ) throws(CredentialFormError) {
        if action.isEmpty { throw .emptyAction }
        var names: Set<String> = []
        var roles: Set<CredentialRole> = []
        for (index, field) in fields.enumerated() {
            if field.name.isEmpty { throw .emptyFieldName(fieldIndex: index) }
            if !names.insert(field.name).inserted { throw .duplicateFieldName(field.name, fieldIndex: index) }
            if !purpose.allowedRoles.contains(field.role) {
                throw .roleNotAllowed(field.role, purpose: purpose, fieldIndex: index)
            }
            if !roles.insert(field.role).inserted { throw .duplicateRole(field.role, fieldIndex: index) }
            if field.traits.textContentType != field.role.textContentType
                || field.traits.isSecureTextEntry != field.role.isSecret
            {
                throw .traitsContradictRole(field.role, fieldIndex: index)
            }
            let minimum = field.minimumLength
            let maximum = field.maximumLength
            if (minimum ?? 0) < 0 || (maximum ?? 1) < 1 || (minimum ?? 0) > (maximum ?? Int.max) {
                throw .invalidLengthRange(minimum: minimum, maximum: maximum, fieldIndex: index)
            }
        }
        if let missing = purpose.requiredRoles.first(where: { !roles.contains($0) }) {
            throw .missingRole(missing, purpose: purpose)
        }
    }
}
