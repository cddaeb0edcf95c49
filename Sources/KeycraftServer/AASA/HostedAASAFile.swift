import Foundation
import KeycraftAutoFill

/// An apple-app-site-association file ready to serve: validated bytes, an entity tag and a date.
public struct HostedAASAFile: Sendable {
    public let bytes: [UInt8]
    /// A strong entity tag derived from the bytes (FNV-1a, 64 bits), quoted as HTTP requires.
    public let entityTag: String
    public let lastModified: Date

    /// Refuses a file our validator finds errors in: the system would ignore it anyway.
    public init(bytes: [UInt8], lastModified: Date) throws(AASAValidationError) {
        _ = try AASADocument(validating: bytes)
        self.bytes = bytes
        self.entityTag = Self.entityTag(for: bytes)
        // HTTP dates have whole seconds; truncating keeps If-Modified-Since comparisons exact.
        self.lastModified = Date(timeIntervalSince1970: lastModified.timeIntervalSince1970.rounded(.down))
    }

    static func entityTag(for bytes: [UInt8]) -> String {
        // FNV-1a 64-bit offset basis and prime (Fowler–Noll–Vo, IETF draft-eastlake-fnv).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }
}
