import Hummingbird
import NIOCore

/// The site's request context: Hummingbird's basics plus the client's address, which failed
/// sign-ins are counted by.
public struct SiteRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The address as a rate-limiting key: the IP address, `unknown` when there is none (in-process tests).
    var clientKey: String {
        remoteAddress?.ipAddress ?? "unknown"
    }
}
