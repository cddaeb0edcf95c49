/// Why a credential form specification is inconsistent. Fields are named by their index in the form.
public enum CredentialFormError: Error, Equatable, CustomStringConvertible {
    /// A field has no name.
    case emptyFieldName(fieldIndex: Int)
    /// Two fields share a name.
    case duplicateFieldName(String, fieldIndex: Int)
    /// The form lacks a role its purpose needs (a sign-in form without a password).
    case missingRole(CredentialRole, purpose: CredentialFormPurpose)
    /// A role the purpose does not allow (a new password on a sign-in form).
    case roleNotAllowed(CredentialRole, purpose: CredentialFormPurpose, fieldIndex: Int)
    /// Two fields play the same role.
    case duplicateRole(CredentialRole, fieldIndex: Int)
    /// The field's content type or secure entry contradicts its role.
    case traitsContradictRole(CredentialRole, fieldIndex: Int)
    /// A minimum length above the maximum, or a negative one.
    case invalidLengthRange(minimum: Int?, maximum: Int?, fieldIndex: Int)
    /// The form has no action URL.
    case emptyAction

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .emptyFieldName(let index):
            "field \(index): the name is empty"
        case .duplicateFieldName(let name, let index):
            "field \(index): the name '\(name)' is already used"
        case .missingRole(let role, let purpose):
            "a \(purpose) form needs a \(role) field"
        case .roleNotAllowed(let role, let purpose, let index):
            "field \(index): a \(purpose) form cannot have a \(role) field"
        case .duplicateRole(let role, let index):
            "field \(index): a second \(role) field"
        case .traitsContradictRole(let role, let index):
            "field \(index): its traits (content type, secure entry) do not match the role \(role)"
        case .invalidLengthRange(let minimum, let maximum, let index):
            "field \(index): invalid length range \(minimum.map(String.init) ?? "none")…\(maximum.map(String.init) ?? "none")"
        case .emptyAction:
            "the form action is empty"
        }
    }
}
