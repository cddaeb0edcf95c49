/// The password-rules descriptor a secure field hands to AutoFill, mirroring
/// `UITextInputPasswordRules(descriptor:)`: the rule text in Apple's password-rules language,
/// e.g. `"required: lower; required: digit; minlength: 12;"`.
///
/// It is carried as written; parsing, canonicalizing and checking live in KeycraftAutoFill.
/// Encodes as a bare JSON string.
public struct PasswordRulesDescriptor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule text, as given.
    public let descriptor: String

    public init(descriptor: String) {
        self.descriptor = descriptor
    }

    public init(from decoder: any Decoder) throws {
        descriptor = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(descriptor)
    }

    public var description: String { descriptor }
}
