import KeycraftAutoFill

/// Why the sign-in and sign-up pages cannot be built from the given settings.
public enum CredentialPagesError: Error, Equatable, CustomStringConvertible {
    /// A text setting the pages show or carry.
    public enum Setting: String, Sendable {
        case appName = "the app name"
        case passwordRules = "the password rules"
    }

    case empty(Setting)
    /// A control character (which would corrupt the page or the attribute) at this UTF-16 offset.
    case controlCharacter(Setting, utf16Offset: Int)
    /// A form's action must be a plain path of its own (`/…` of letters, digits, `-_./`; not `/`,
    /// which is the index page, nor one of the account pages' paths).
    case actionNotAPagePath(String)
    /// The sign-in and sign-up forms post to the same path.
    case sharedAction(String)
    case form(CredentialFormError)
    /// The sign-up password's rules have errors (the server checks new passwords against them).
    case invalidPasswordRules(String)

    public var description: String {
        switch self {
        case .empty(let setting):
            "\(setting.rawValue) must not be empty"
        case .controlCharacter(let setting, let offset):
            "a control character at UTF-16 offset \(offset) of \(setting.rawValue)"
        case .actionNotAPagePath(let action):
            "the form action '\(action)' must be a path of letters, digits, '-', '_', '.' and '/' starting with '/', other than '/'"
        case .sharedAction(let action):
            "both forms post to '\(action)'"
        case .form(let error):
            "the form specification: \(error)"
        case .invalidPasswordRules(let reason):
            "the password rules: \(reason)"
        }
    }

    /// Checks a setting's text: non-empty, no control characters (C0, DEL, C1).
    static func check(_ text: String, as setting: Setting) throws(CredentialPagesError) {
        if text.isEmpty { throw .empty(setting) }
        var offset = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control { throw .controlCharacter(setting, utf16Offset: offset) }
            offset += scalar.utf16.count
        }
    }
}
