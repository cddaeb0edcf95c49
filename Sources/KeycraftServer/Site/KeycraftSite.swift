import Hummingbird

/// The Keycraft web site: a router assembled from features' `SiteRoutes`, bound to loopback unless
/// told otherwise.
public struct KeycraftSite: Sendable {
    public var routes: [SiteRoutes]
    public var host: String
    public var port: Int

    public init(routes: [SiteRoutes], host: String = "127.0.0.1", port: Int = 8080) {
        self.routes = routes
        self.host = host
        self.port = port
    }

    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        for feature in routes { feature.register(router) }
        return router
    }

    /// The Hummingbird application; `onServerRunning` receives the bound port (useful with port 0).
    public func application(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "keycraft"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) }
        )
    }
}
