/// The password-rules descriptor a secure field hands to AutoFill, mirroring
/// `UITextInputPasswordRules(descriptor:)`: the rule text in Apple's password-rules language,
/// e.g. `"required: lower; required: digit; minlength: 12;"`.
///
/// It is carried as written; parsing, canonicalizing and checking live in KeycraftAutoFill.
/// Encodes as a bare JSON string.
///
/// ```swift
/// let rules = PasswordRulesDescriptor(descriptor: "minlength: 12; required: lower; required: digit;")
/// let traits = TextInputTraits(isSecureTextEntry: true, textContentType: .newPassword, passwordRules: rules)
/// ```
public struct PasswordRulesDescriptor: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rules in Apple's password-rules language.
    public let rawValue: String

    /// Rules written in Apple's password-rules language.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Rules written in Apple's password-rules language (`UITextInputPasswordRules(descriptor:)`).
    public init(descriptor: String) {
        self.init(rawValue: descriptor)
    }

    /// The rule text, as given (UIKit's `passwordRulesDescriptor`).
    public var descriptor: String { rawValue }

    /// The rules as written.
    public var description: String { rawValue }
}
