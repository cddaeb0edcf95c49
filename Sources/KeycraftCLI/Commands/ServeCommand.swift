import ArgumentParser
import Foundation
import Hummingbird
import KeycraftAutoFill
import KeycraftServer
import KeycraftText

/// `keycraft serve`: hosts an apple-app-site-association file and the credential site (sign-up with a
/// one-time code, sign-in, `/account`, change-password), with accounts in SQLite or PostgreSQL
/// (loopback HTTP by default; HTTPS with a certificate and key).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve an apple-app-site-association file and a credential site with real accounts; refuses to start if the file or the database has errors."
    )

    @Option(help: "The apple-app-site-association file to serve.")
    var aasa: String

    @Option(help: "The address to bind (loopback unless you say otherwise).")
    var host = "127.0.0.1"

    @Option(help: "The port (0 picks a free one).")
    var port = 8080

    @Option(help: "The sign-up password's passwordrules attribute, in Apple's password-rules language; the server checks new passwords against it.")
    var passwordRules = CredentialPages.defaultPasswordRules.descriptor

    @Option(help: "The name shown on the pages and in one-time code messages.")
    var appName = "Keycraft"

    @Option(help: ArgumentHelp(
        "The accounts: an SQLite file (created on first start, mode 0600) or a postgres://user@host:port/database URL.",
        discussion: "Give PostgreSQL's password in PGPASSWORD rather than in the URL (the process list shows the URL). TLS to PostgreSQL is required unless the URL says ?sslmode=disable (a database on loopback)."))
    var database = "keycraft.sqlite"

    @Option(help: ArgumentHelp("bcrypt's cost for passwords (4…31).", discussion: "Each step doubles the work; 12 (the default) is for production. Lower it only for tests."))
    var bcryptCost = PasswordHasher.defaultCost

    @Option(help: "A PEM certificate chain: serve HTTPS (with --tls-key).")
    var tlsCertificate: String?

    @Option(help: "The PEM private key of --tls-certificate.")
    var tlsKey: String?

    @Flag(help: "Serve plain HTTP on an address other than loopback (passwords cross the network unencrypted). Refused without this flag.")
    var insecureHTTP = false

    @Flag(help: "Mark cookies Secure with the __Host- prefix without --tls-certificate: for a site behind a TLS-terminating proxy.")
    var secureCookies = false

    @Option(help: "A proxy whose X-Forwarded-For names the client (repeatable; exact IP addresses). Without it the header is ignored.")
    var trustedProxy: [String] = []

    @Option(help: "Seconds a connection may stay silent before it is closed.")
    var idleTimeout = 30

    @Option(help: "Connections served at once; more wait in the listen queue.")
    var maxConnections = 1024

    @Option(help: "The domain one-time code messages are bound to (`@domain #123456`); default: localhost on loopback, else --host.")
    var domain: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port): must be 0…65535") }
        guard PasswordHasher.costRange.contains(bcryptCost) else {
            throw ValidationError("--bcrypt-cost \(bcryptCost): must be 4…31")
        }
        if (tlsCertificate == nil) != (tlsKey == nil) {
            throw ValidationError(tlsCertificate == nil ? "--tls-key needs --tls-certificate" : "--tls-certificate needs --tls-key")
        }
        guard idleTimeout >= 1 else { throw ValidationError("--idle-timeout \(idleTimeout): must be at least 1 second") }
        guard maxConnections >= 1 else { throw ValidationError("--max-connections \(maxConnections): must be at least 1") }
        if database.isEmpty { throw ValidationError("--database: must name a file or a postgres:// URL") }
        if tlsCertificate == nil, !insecureHTTP, !KeycraftSite.isLoopback(host) {
            throw ValidationError(
                "--host \(host): plain HTTP on an address other than loopback sends passwords unencrypted; give --tls-certificate and --tls-key, or --insecure-http (e.g. behind a TLS-terminating proxy on this machine)")
        }
        for proxy in trustedProxy where ClientAddressPolicy.normalized(proxy) == nil {
            throw ValidationError("--trusted-proxy \(proxy): not an IP address")
        }
        _ = try pages()
    }

    /// The pages from the flags; a bad setting is a usage error naming its flag.
    private func pages() throws -> CredentialPages {
        do throws(CredentialPagesError) {
            return try CredentialPages.standard(
                appName: appName, passwordRules: PasswordRulesDescriptor(descriptor: passwordRules))
        } catch {
            switch error {
            case .empty(.passwordRules), .controlCharacter(.passwordRules, _), .invalidPasswordRules:
                throw ValidationError("--password-rules: \(error)")
            case .empty(.appName), .controlCharacter(.appName, _):
                throw ValidationError("--app-name: \(error)")
            default:
                throw error
            }
        }
    }

    func run() async throws {
        let file = try aasaFile()
        var site = KeycraftSite(routes: [], host: host, port: port)
        site.idleTimeout = .seconds(idleTimeout)
        site.maximumConnections = maxConnections
        if let tlsCertificate, let tlsKey {
            do throws(SiteTLSError) {
                site.tls = try KeycraftSite.tlsConfiguration(certificateFile: tlsCertificate, keyFile: tlsKey)
            } catch {
                guard case .unreadable(let path, _, _) = error else { throw error }
                throw ValidationError("\(path == tlsCertificate ? "--tls-certificate" : "--tls-key"): \(error)")
            }
        }
        let isTLS = site.tls != nil
        let store = try await openStore()
        let service = AccountService(
            store: store, hasher: PasswordHasher(cost: bcryptCost), domain: messageDomain, appName: appName)
        StandardStreams.writeError("warning: " + ConsoleMessageSender.developmentNotice)
        site.routes = [
            .aasa(file),
            .accountPages(
                try pages(), service: service, secureCookies: isTLS || secureCookies,
                clientAddresses: ClientAddressPolicy(trustedProxies: Set(trustedProxy))),
        ]
        let scheme = isTLS ? "https" : "http"
        let app = try site.application { [aasa, host, store] boundPort in
            // Written unbuffered: scripts (and our tests) wait for these lines to learn the port.
            let base = "\(scheme)://\(host):\(boundPort)"
            FileHandle.standardOutput.write(Data("serving \(aasa) at \(base)\(SiteRoutes.aasaPaths[0])\n".utf8))
            FileHandle.standardOutput.write(Data("sign-in and sign-up pages at \(base)/ (accounts in \(store.database.description))\n".utf8))
        }
        // The server and the sweep of expired sessions, codes and counters end together.
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService() }
            group.addTask { await service.sweepPeriodically() }
            try await group.next()
            group.cancelAll()
        }
        try? await store.database.close()
    }

    private var messageDomain: String {
        domain ?? (["127.0.0.1", "::1", "localhost"].contains(host) ? "localhost" : host)
    }

    private func aasaFile() throws -> HostedAASAFile {
        let bytes: [UInt8]
        let modified: Date
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: aasa)))
            modified = (try? FileManager.default.attributesOfItem(atPath: aasa)[.modificationDate] as? Date) ?? Date()
        } catch {
            throw ValidationError("--aasa \(aasa): can't read the file")
        }
        do {
            return try HostedAASAFile(bytes: bytes, lastModified: modified)
        } catch {
            print(error.report)
            StandardStreams.writeError("not serving \(aasa): it has validation errors")
            throw ExitCode(ExitStatus.problems)
        }
    }

    /// The account store, migrated; a database that can't be used stops the server (exit 1) with
    /// the reason, and is left as it was.
    private func openStore() async throws -> AccountStore {
        do {
            let database: any AccountDatabase
            if PostgresAccountDatabase.isURL(self.database) {
                if PostgresAccountDatabase.urlHasPassword(self.database) {
                    StandardStreams.writeError("warning: --database: the URL's password shows in the process list; set PGPASSWORD instead")
                }
                database = try await PostgresAccountDatabase.connect(url: self.database)
            } else {
                let file = try await SQLiteAccountDatabase.open(path: self.database)
                for warning in file.warnings { StandardStreams.writeError("warning: " + warning) }
                database = file
            }
            do {
                return try await AccountStore.open(database)
            } catch {
                try? await database.close()
                throw error
            }
        } catch {
            let reason = (error as? AccountStoreError)?.description ?? "\(error)"
            StandardStreams.writeError("--database: \(reason)")
            StandardStreams.writeError("not serving: the accounts database can't be used")
            throw ExitCode(ExitStatus.problems)
        }
    }
}
