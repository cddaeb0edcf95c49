import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import NIOSSL

/// The Keycraft web site: a router assembled from features' `SiteRoutes`, bound to loopback unless
/// told otherwise, over HTTPS when given a certificate and key.
public struct KeycraftSite: Sendable {
    public var routes: [SiteRoutes]
    public var host: String
    public var port: Int
    /// Serves HTTPS with this configuration; nil serves plain HTTP (development on loopback).
    public var tls: TLSConfiguration?

    public init(routes: [SiteRoutes], host: String = "127.0.0.1", port: Int = 8080, tls: TLSConfiguration? = nil) {
        self.routes = routes
        self.host = host
        self.port = port
        self.tls = tls
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
        return TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
    }

    public func router() -> Router<SiteRequestContext> {
        let router = Router(context: SiteRequestContext.self)
        for feature in routes { feature.register(router) }
        return router
    }

    /// The Hummingbird application; `onServerRunning` receives the bound port (useful with port 0).
    public func application(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        let server: HTTPServerBuilder
        if let tls {
            server = try .tls(.http1(), tlsConfiguration: tls)
        } else {
            server = .http1()
        }
        return Application(
            router: router(),
            server: server,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "keycraft"),
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
