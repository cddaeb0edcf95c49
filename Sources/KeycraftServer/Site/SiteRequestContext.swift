import Hummingbird
import NIOCore

/// The site's request context: Hummingbird's basics plus the client's address, which guesses and
/// sign-ups are counted by.
public struct SiteRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client's limiter key under `policy` (`unknown` when there is no address: in-process tests).
    func clientKey(_ request: Request, policy: ClientAddressPolicy) -> String {
        policy.key(peer: remoteAddress?.ipAddress, forwardedFor: request.headers[values: .xForwardedFor])
    }
}

extension HTTPFields.Element.Name {
    static let xForwardedFor = Self("X-Forwarded-For")!
}
