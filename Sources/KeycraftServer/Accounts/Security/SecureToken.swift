import Crypto
import Foundation

/// Random tokens (session cookies, CSRF tokens) and the digests stored in their place.
enum SecureToken {
    /// 32 bytes from the system's cryptographic generator, base64url without padding (cookie-safe).
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return base64URL(bytes)
    }

    /// The SHA-256 of `text`, in lowercase hex: what the database keeps instead of a session token.
    static func digest(_ text: String) -> String {
        SHA256.hash(data: Array(text.utf8)).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `text` could be one of our tokens (43 base64url characters), before any lookup.
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 43 && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
