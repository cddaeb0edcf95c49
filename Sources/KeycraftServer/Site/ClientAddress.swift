import Foundation
import Hummingbird

/// Who a request comes from, as the limits count it: the peer's IP address, or, when the peer is a
/// proxy the operator named, the address that proxy says it forwarded (the right-most
/// `X-Forwarded-For` entry it added). Off by default: without a trusted proxy the header is ignored,
/// since any client can write it.
public struct ClientAddressPolicy: Sendable, Equatable {
    /// Peers whose `X-Forwarded-For` is believed (exact IP addresses).
    public var trustedProxies: Set<String>

    public init(trustedProxies: Set<String> = []) {
        self.trustedProxies = Set(trustedProxies.map { ClientAddress.normalized($0) ?? $0 })
    }

    /// The canonical text of an IP address; nil when `text` is not one.
    public static func normalized(_ text: String) -> String? {
        ClientAddress.normalized(text)
    }

    /// The limiter key of the request's client.
    func key(peer: String?, forwardedFor: [String]) -> String {
        guard let peer else { return "unknown" }
        var address = ClientAddress.normalized(peer) ?? peer
        if trustedProxies.contains(address) {
            // Walk back through the proxies we trust; the first address they did not add is the client.
            let hops = forwardedFor.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
            for hop in hops.reversed() {
                guard let hopAddress = ClientAddress.normalized(hop) else { break }
                address = hopAddress
                if !trustedProxies.contains(hopAddress) { break }
            }
        }
        return ClientAddress.limiterKey(address)
    }
}

/// IP addresses as limiter keys.
enum ClientAddress {
    /// An IPv4 address as itself; an IPv6 address by its /64 network (one subscriber's allocation:
    /// a single machine can use every address in it); an IPv4-mapped IPv6 address as the IPv4 one.
    static func limiterKey(_ address: String) -> String {
        guard let bytes = ipv6Bytes(address) else { return address }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xff && bytes[11] == 0xff {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        let groups = stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
        return groups.joined(separator: ":") + "::/64"
    }

    /// The canonical text of an IPv4 or IPv6 address; nil when `text` is neither.
    static func normalized(_ text: String) -> String? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            return inet_ntop(AF_INET, &v4, &buffer, socklen_t(buffer.count)).map { _ in String(cString: buffer) }
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 {
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            return inet_ntop(AF_INET6, &v6, &buffer, socklen_t(buffer.count)).map { _ in String(cString: buffer) }
        }
        return nil
    }

    private static func ipv6Bytes(_ text: String) -> [UInt8]? {
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        return withUnsafeBytes(of: &v6) { Array($0) }
    }
}
