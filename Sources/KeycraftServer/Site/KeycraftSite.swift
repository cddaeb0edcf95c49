import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import NIOCore
import NIOSSL

/// The Keycraft web site: a router assembled from features' `SiteRoutes`, bound to loopback unless
/// told otherwise, over HTTPS when given a certificate and key.
public struct KeycraftSite: Sendable {
    public var routes: [SiteRoutes]
    public var host: String
    public var port: Int
    /// Serves HTTPS with this configuration (hardened: see `hardened(_:)`); nil serves plain HTTP.
    public var tls: TLSConfiguration?
    /// A connection that sends nothing for this long is closed (a slow client cannot hold it open).
    public var idleTimeout: Duration = .seconds(30)
    /// Connections served at once; further ones wait in the listen queue until one closes.
    public var maximumConnections = 1024

    public init(routes: [SiteRoutes], host: String = "127.0.0.1", port: Int = 8080, tls: TLSConfiguration? = nil) {
        self.routes = routes
        self.host = host
        self.port = port
        self.tls = tls
    }

    /// The cipher suites the site offers under TLS 1.2: ECDHE key exchange (forward secrecy) with an
    /// AEAD cipher only. TLS 1.3's suites are all of that kind and are not configurable.
    public static let tls12CipherSuites: [NIOTLSCipher] = [
        .TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256, .TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
        .TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384, .TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
        .TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256, .TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256,
    ]

    /// `configuration` with TLS 1.2 as the minimum and only `tls12CipherSuites` (swift-nio-ssl's
    /// defaults accept TLS 1.0 and RSA key exchange with CBC ciphers).
    public static func hardened(_ configuration: TLSConfiguration) -> TLSConfiguration {
        var configuration = configuration
        configuration.minimumTLSVersion = .tlsv12
        configuration.cipherSuiteValues = tls12CipherSuites
        return configuration
    }

    /// Whether `host` is a loopback address (or `localhost`): plain HTTP there never leaves the machine.
    public static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" { return true }
        guard let normalized = ClientAddress.normalized(host) else { return false }
        return normalized.hasPrefix("127.") || normalized == "::1"
    }

    /// A server TLS configuration from PEM files: the certificate chain (leaf first) and its private
    /// key. Throws `SiteTLSError` naming the file that cannot be read or parsed.
    public static func tlsConfiguration(certificateFile: String, keyFile: String) throws(SiteTLSError) -> TLSConfiguration {
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificateFile)
        } catch {
            throw .unreadable(certificateFile, what: "certificate", reason: "\(error)")
        }
        if chain.isEmpty { throw .unreadable(certificateFile, what: "certificate", reason: "no certificate in the file") }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(file: keyFile, format: .pem)
        } catch {
            throw .unreadable(keyFile, what: "private key", reason: "\(error)")
        }
        return hardened(TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key)))
    }

    public func router() -> Router<SiteRequestContext> {
        let router = Router(context: SiteRequestContext.self)
        router.add(middleware: SecurityHeadersMiddleware(tls: tls != nil))
        for feature in routes { feature.register(router) }
        return router
    }

    /// The Hummingbird application; `onServerRunning` receives the bound port (useful with port 0).
    public func application(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        let http1 = HTTPServerBuilder.http1(configuration: .init(idleTimeout: TimeAmount(idleTimeout)))
        let server = try tls.map { try HTTPServerBuilder.tls(http1, tlsConfiguration: Self.hardened($0)) } ?? http1
        return Application(
            router: router(),
            server: server,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "keycraft",
                availableConnectionsDelegate: MaximumAvailableConnections(maximumConnections)),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) }
        )
    }
}

/// Why `--tls-certificate` / `--tls-key` cannot be used.
public enum SiteTLSError: Error, Equatable, CustomStringConvertible {
    case unreadable(String, what: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let what, let reason): "can't read the \(what) \(file): \(reason)"
        }
    }
}
