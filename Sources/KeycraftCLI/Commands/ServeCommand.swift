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

    @Option(help: "The accounts: an SQLite file (created on first start) or a postgres://user:password@host:port/database URL.")
    var database = "keycraft.sqlite"

    @Option(help: ArgumentHelp("bcrypt's cost for passwords (4…31).", discussion: "Each step doubles the work; 12 (the default) is for production. Lower it only for tests."))
    var bcryptCost = PasswordHasher.defaultCost

    @Option(help: "A PEM certificate chain: serve HTTPS (with --tls-key).")
    var tlsCertificate: String?

    @Option(help: "The PEM private key of --tls-certificate.")
    var tlsKey: String?

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
        if database.isEmpty { throw ValidationError("--database: must name a file or a postgres:// URL") }
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
        if let tlsCertificate, let tlsKey {
            do throws(SiteTLSError) {
                site.tls = try KeycraftSite.tlsConfiguration(certificateFile: tlsCertificate, keyFile: tlsKey)
            } catch {
                guard case .unreadable(let path, _, _) = error else { throw error }
                throw ValidationError("\(path == tlsCertificate ? "--tls-certificate" : "--tls-key"): \(error)")
            }
        }
        let secure = site.tls != nil
        let store = try await openStore()
        let service = AccountService(
            store: store, hasher: PasswordHasher(cost: bcryptCost), domain: messageDomain, appName: appName)
        site.routes = [.aasa(file), .accountPages(try pages(), service: service, secureCookies: secure)]
        let scheme = secure ? "https" : "http"
        let app = try site.application { [aasa, host, store] boundPort in
            // Written unbuffered: scripts (and our tests) wait for these lines to learn the port.
            let base = "\(scheme)://\(host):\(boundPort)"
            FileHandle.standardOutput.write(Data("serving \(aasa) at \(base)\(SiteRoutes.aasaPaths[0])\n".utf8))
            FileHandle.standardOutput.write(Data("sign-in and sign-up pages at \(base)/ (accounts in \(store.database.description))\n".utf8))
        }
        try await app.runService()
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
            let database: any AccountDatabase = PostgresAccountDatabase.isURL(database)
                ? try await PostgresAccountDatabase.connect(url: database)
                : try await SQLiteAccountDatabase.open(path: database)
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
