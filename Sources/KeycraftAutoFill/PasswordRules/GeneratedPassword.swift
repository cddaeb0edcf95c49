/// A generated password and how hard it is to guess.
///
/// ```swift
/// let generated = try StrongPasswordGenerator.generate(for: PasswordRequirements(parsing: "minlength: 8;"))
/// generated.format                           // .appleDefault: 20 characters, like "abcdef-GHIJK2-lmnopq"
/// generated.entropyBits
/// ```
public struct GeneratedPassword: Hashable, Sendable {
    /// Which way the password was made.
    public enum Format: Hashable, Sendable {
        /// Apple's default strong-password format (see `AppleStrongPasswordFormat`).
        case appleDefault
        /// Drawn uniformly from every password of `length` characters the rules allow.
        case uniform(length: Int)
    }

    /// The password.
    public let password: String
    /// log2 of the number of passwords the generator could have produced, each equally likely.
    public let entropyBits: Double
    /// Apple's default format, or characters drawn to the rules.
    public let format: Format
}
