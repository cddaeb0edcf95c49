/// The password-rules descriptor a secure field hands to AutoFill, mirroring
/// `UITextInputPasswordRules(descriptor:)`: the rule text in Apple's password-rules language,
/// e.g. `"required: lower; required: digit; minlength: 12;"`.
///
/// It is carried as written; parsing, canonicalizing and checking live in KeycraftAutoFill.
/// Encodes as a bare JSON string.
public struct PasswordRulesDescriptor: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(descriptor: String) {
        self.init(rawValue: descriptor)
    }

    /// The rule text, as given (UIKit's `passwordRulesDescriptor`).
    public var descriptor: String { rawValue }

    public var description: String { rawValue }
}
