import KeycraftText

/// The part a field plays in signing in or signing up, as Password AutoFill reads it
/// (Apple: Password AutoFill › Enabling Password AutoFill on a text input view).
///
/// Each role has one UIKit content type and one HTML `autocomplete` field name, so an app and its
/// website describe the same form the same way.
///
/// ```swift
/// let role = CredentialRole.newPassword
/// role.textContentType          // .newPassword, for the app's field
/// role.autofillFieldName        // .newPassword: autocomplete="new-password" on the web
/// ```
public enum CredentialRole: String, CaseIterable, Sendable, Codable {
    /// The account name (which may be an e-mail address: the role stays `username`, the keyboard
    /// becomes the e-mail one).
    case username
    /// The current password, when signing in.
    case password
    /// A password being created; AutoFill offers a strong one that meets the password rules.
    case newPassword
    /// A code sent by SMS or e-mail, which AutoFill offers from the message.
    case oneTimeCode

    /// The `UITextContentType` to give the field.
    public var textContentType: TextContentType {
        switch self {
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        }
    }

    /// The HTML `autocomplete` token to give the input.
    public var autofillFieldName: AutofillFieldName {
        switch self {
        case .username: .username
        case .password: .currentPassword
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        }
    }

    /// Whether the field hides what is typed.
    public var isSecret: Bool {
        self == .password || self == .newPassword
    }

    /// The role a field with `contentType` plays; nil for a content type that is not a credential.
    public init?(_ contentType: TextContentType) {
        guard let role = CredentialRole.allCases.first(where: { $0.textContentType == contentType }) else { return nil }
        self = role
    }

    /// The role an input with the autofill field name `fieldName` plays; nil when it is not a credential.
    public init?(_ fieldName: AutofillFieldName) {
        guard let role = CredentialRole.allCases.first(where: { $0.autofillFieldName == fieldName }) else { return nil }
        self = role
    }

    /// The role of a field as AutoFill sees it: its content type; failing that, a secure field is a
    /// current password (AutoFill's heuristic for an untagged password field).
    public init?(traits: TextInputTraits) {
        if let contentType = traits.textContentType {
            self.init(contentType)
        } else if traits.isSecureTextEntry {
            self = .password
        } else {
            return nil
        }
    }
}
