/// A generated password and how hard it is to guess.
public struct GeneratedPassword: Hashable, Sendable {
    public enum Format: Hashable, Sendable {
        /// Apple's default strong-password format (see `AppleStrongPasswordFormat`).
        case appleDefault
        /// Drawn uniformly from every password of `length` characters the rules allow.
        case uniform(length: Int)
    }

    public let password: String
    /// log2 of the number of passwords the generator could have produced, each equally likely.
    public let entropyBits: Double
    public let format: Format
}
