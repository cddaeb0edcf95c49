/// What a credential form is for, and which roles its fields may play.
///
/// ```swift
/// CredentialFormPurpose.signIn.requiredRoles    // [.username, .password]
/// ```
public enum CredentialFormPurpose: String, CaseIterable, Sendable, Codable {
    /// An existing account: username and current password, optionally a one-time code.
    case signIn
    /// A new account: username (or e-mail) and a new password, optionally a one-time code that
    /// confirms the address or phone.
    case signUp

    /// Roles every form of this purpose has.
    public var requiredRoles: [CredentialRole] {
        switch self {
        case .signIn: [.username, .password]
        case .signUp: [.username, .newPassword]
        }
    }

    /// Roles a form of this purpose may have; a new password on a sign-in form (or the reverse)
    /// would make AutoFill offer the wrong thing.
    public var allowedRoles: [CredentialRole] {
        requiredRoles + [.oneTimeCode]
    }
}
