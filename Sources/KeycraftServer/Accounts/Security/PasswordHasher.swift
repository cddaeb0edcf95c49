import Crypto
import Foundation
import CBcrypt
import HummingbirdBcrypt
import NIOPosix

/// bcrypt (HummingbirdBcrypt) for account passwords, run on NIO's thread pool so a hash never blocks
/// the server's event loops.
///
/// The password is first reduced to base64(SHA-256(password)) (44 ASCII bytes): bcrypt reads at most
/// 72 bytes and stops at a NUL, so without this two long passwords sharing their first 72 UTF-8
/// bytes would be the same password. The cost is the log₂ of bcrypt's rounds: 12 in production
/// (about a quarter of a second per hash on one core), lower only in tests.
public struct PasswordHasher: Sendable {
    public static let defaultCost = 12
    public static let costRange = 4...31
    public let cost: Int

    public init(cost: Int = defaultCost) {
        precondition(Self.costRange.contains(cost), "bcrypt's cost is 4…31")
        self.cost = cost
    }

    public func hash(_ password: String) async throws -> String {
        let input = Self.prehash(password)
        let cost = UInt8(cost)
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(input, cost: cost) }
    }

    /// Whether `password` is the one `hash` was made from: bcrypt again with the stored salt and cost,
    /// then a constant-time comparison. (HummingbirdBcrypt's `verify` ends in `memcmp`, whose time
    /// depends on the first differing byte, so the comparison is done here instead.)
    public func verify(_ password: String, hash: String) async throws -> Bool {
        let input = Self.prehash(password)
        return try await NIOThreadPool.singleton.runIfActive {
            let capacity = 128
            var output = [CChar](repeating: 0, count: capacity)
            guard c_hb_bcrypt_hashpass(input, hash, &output, capacity) == 0 else { return false }
            let recomputed = output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            return ConstantTime.equal(recomputed, Array(hash.utf8))
        }
    }

    /// A hash of a password nobody has, checked when the username is unknown so that an unknown
    /// account takes as long to refuse as a wrong password (no user enumeration by timing).
    public func decoyHash() -> String {
        Bcrypt.hash("decoy", cost: UInt8(cost))
    }

    static func prehash(_ password: String) -> String {
        Data(SHA256.hash(data: Array(password.utf8))).base64EncodedString()
    }
}
