import Crypto
import Foundation

/// The six-digit codes sent at sign-up: uniformly random, kept only as a salted SHA-256, valid for a
/// while and for one use, and dead after a few wrong guesses (a million codes cannot be walked).
public struct OneTimeCodePolicy: Sendable {
    public static let digits = 6
    /// How long a code works after it is sent.
    public var lifetime: Duration = .seconds(600)
    /// Wrong guesses after which the code stops working and a new one must be sent.
    public var maximumFailedAttempts = 5

    public init(lifetime: Duration = .seconds(600), maximumFailedAttempts: Int = 5) {
        self.lifetime = lifetime
        self.maximumFailedAttempts = maximumFailedAttempts
    }

    /// Six ASCII digits from the system's cryptographic generator (leading zeros kept).
    static func makeCode() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = Int.random(in: 0..<1_000_000, using: &generator)
        let text = String(value)
        return String(repeating: "0", count: digits - text.count) + text
    }

    static func hash(_ code: String, salt: String) -> String {
        SecureToken.digest(salt + ":" + code)
    }

    /// Whether `code` is the one `stored` was made from, compared in constant time.
    static func matches(_ code: String, _ stored: StoredOneTimeCode) -> Bool {
        ConstantTime.equal(hash(code, salt: stored.salt), stored.codeHash)
    }
}
