import ArgumentParser
import Foundation
import Hummingbird
import KeycraftAutoFill
import KeycraftServer
import KeycraftText

/// `keycraft serve`: hosts an apple-app-site-association file and the sign-in and sign-up pages
/// (loopback by default).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve an apple-app-site-association file and sign-in/sign-up pages; refuses to start if the file has errors."
    )

    @Option(help: "The apple-app-site-association file to serve.")
    var aasa: String

    @Option(help: "The address to bind (loopback unless you say otherwise).")
    var host = "127.0.0.1"

    @Option(help: "The port (0 picks a free one).")
    var port = 8080

    @Option(help: "The sign-up password's passwordrules attribute, in Apple's password-rules language.")
    var passwordRules = CredentialPages.defaultPasswordRules.descriptor

    @Option(help: "The name shown on the sign-in and sign-up pages.")
    var appName = "Keycraft"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port): must be 0…65535") }
        _ = try pages()
    }

    /// The pages from the flags; a bad setting is a usage error naming its flag.
    private func pages() throws -> CredentialPages {
        do throws(CredentialPagesError) {
            return try CredentialPages.standard(
                appName: appName, passwordRules: PasswordRulesDescriptor(descriptor: passwordRules))
        } catch {
            switch error {
            case .empty(.passwordRules), .controlCharacter(.passwordRules, _):
                throw ValidationError("--password-rules: \(error)")
            case .empty(.appName), .controlCharacter(.appName, _):
                throw ValidationError("--app-name: \(error)")
            default:
                throw error
            }
        }
    }

    func run() async throws {
        let bytes: [UInt8]
        let modified: Date
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: aasa)))
            modified = (try? FileManager.default.attributesOfItem(atPath: aasa)[.modificationDate] as? Date) ?? Date()
        } catch {
            throw ValidationError("--aasa \(aasa): can't read the file")
        }
        let file: HostedAASAFile
        do {
            file = try HostedAASAFile(bytes: bytes, lastModified: modified)
        } catch {
            print(error.report)
            StandardStreams.writeError("not serving \(aasa): it has validation errors")
            throw ExitCode(ExitStatus.problems)
        }
        let site = KeycraftSite(routes: [.aasa(file), .credentialPages(try pages())], host: host, port: port)
        let app = site.application { boundPort in
            // Written unbuffered: scripts (and our tests) wait for this line to learn the port.
            FileHandle.standardOutput.write(Data("serving \(aasa) at http://\(host):\(boundPort)\(SiteRoutes.aasaPaths[0])\n".utf8))
            FileHandle.standardOutput.write(Data("sign-in and sign-up pages at http://\(host):\(boundPort)/\n".utf8))
        }
        try await app.runService()
    }
}
