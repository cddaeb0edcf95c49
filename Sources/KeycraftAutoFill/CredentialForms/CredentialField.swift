import KeycraftText

/// One field of a credential form, described once for both the app (its traits) and the website
/// (the `<input>` rendered from the same traits).
///
/// ```swift
/// let code = CredentialField.oneTimeCode(length: 6)
/// code.traits.keyboardType                 // .asciiCapableNumberPad
/// code.traits.textContentType              // .oneTimeCode
/// ```
public struct CredentialField: Hashable, Sendable {
    /// What an account name looks like, which picks the keyboard.
    public enum UsernameKind: String, CaseIterable, Sendable, Codable {
        /// A user name: content type `username` with the default keyboard.
        case username
        /// An e-mail address used as the account name: content type `username` with the e-mail
        /// keyboard, as Apple recommends (Password AutoFill › Enabling Password AutoFill on a text
        /// input view), so AutoFill saves it as the account.
        case emailAddress
    }

    /// The part the field plays, which decides its content type and `autocomplete`.
    public var role: CredentialRole
    /// The form key (HTML `name` and `id`).
    public var name: String
    /// The visible label.
    public var label: String
    /// The app field's traits; the web input's attributes are derived from them.
    public var traits: TextInputTraits
    /// Whether the form can't be submitted without it.
    public var isRequired: Bool
    /// Length bounds in characters, rendered as `minlength` / `maxlength`.
    public var minimumLength: Int?
    /// The most characters it takes, if limited.
    public var maximumLength: Int?

    /// A field given in full; ``username(_:name:label:)`` and the other factories fill in the usual traits.
    public init(
        role: CredentialRole, name: String, label: String, traits: TextInputTraits, isRequired: Bool = true,
        minimumLength: Int? = nil, maximumLength: Int? = nil
    ) {
        self.role = role
        self.name = name
        self.label = label
        self.traits = traits
        self.isRequired = isRequired
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
    }

    /// The traits every credential field shares: its content type, no capitalization, correction,
    /// spell checking or smart punctuation (an account name or a code is not prose).
    static func credentialTraits(_ role: CredentialRole, keyboard: KeyboardType = .default) -> TextInputTraits {
        TextInputTraits(
            keyboardType: keyboard, autocapitalizationType: .none, autocorrectionType: .no, spellCheckingType: .no,
            smartQuotesType: .no, smartDashesType: .no, smartInsertDeleteType: .no,
            isSecureTextEntry: role.isSecret, textContentType: role.textContentType)
    }

    /// The account name field.
    public static func username(
        _ kind: UsernameKind = .username, name: String = "username", label: String? = nil
    ) -> CredentialField {
        CredentialField(
            role: .username, name: name, label: label ?? (kind == .emailAddress ? "Email" : "Username"),
            traits: credentialTraits(.username, keyboard: kind == .emailAddress ? .emailAddress : .default))
    }

    /// The current password of a sign-in form.
    public static func currentPassword(name: String = "password", label: String = "Password") -> CredentialField {
        CredentialField(role: .password, name: name, label: label, traits: credentialTraits(.password))
    }

    /// A new password, with the rules AutoFill's generated password must meet.
    public static func newPassword(
        rules: PasswordRulesDescriptor?, minimumLength: Int? = nil, maximumLength: Int? = nil,
        name: String = "new-password", label: String = "Password"
    ) -> CredentialField {
        var traits = credentialTraits(.newPassword)
        traits.passwordRules = rules
        return CredentialField(
            role: .newPassword, name: name, label: label, traits: traits, minimumLength: minimumLength,
            maximumLength: maximumLength)
    }

    /// A one-time code of `length` ASCII digits (the ASCII number pad: codes are ASCII whatever
    /// the locale's digits).
    public static func oneTimeCode(
        length: Int = 6, isRequired: Bool = true, name: String = "one-time-code", label: String = "Code"
    ) -> CredentialField {
        CredentialField(
            role: .oneTimeCode, name: name, label: label,
            traits: credentialTraits(.oneTimeCode, keyboard: .asciiCapableNumberPad), isRequired: isRequired,
            minimumLength: length, maximumLength: length)
    }
}
