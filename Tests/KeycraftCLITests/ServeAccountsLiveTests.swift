import Foundation
import Testing
import ToolRunning

/// The credential site through a live `keycraft serve` process and curl: what a developer trying
/// Password AutoFill against it does.
@Suite("keycraft serve: accounts, live")
struct ServeAccountsLiveTests {
    static let password = "CorrectHorse9battery"
    static let postgresURL = ProcessInfo.processInfo.environment["KEYCRAFT_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }

    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-serve-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func aasaFlags() throws -> [String] {
        ["--aasa", try AASACommandTests.temporaryFile(AASACommandTests.valid)]
    }

    /// Sign-up → the code printed as an SMS → confirmed → sign-out → wrong password refused → right
    /// one accepted; then five wrong passwords from a stranger delay strangers (429 with Retry-After).
    /// `forwarded`: each browser its own address (a server with `--trusted-proxy 127.0.0.1` on a shared database).
    static func signUpFlow(_ server: LiveServer, username: String, forwarded: Bool = false) throws {
        func browserOfItsOwn() -> CurlBrowser {
            CurlBrowser(base: server.address, forwardedFor: forwarded ? CurlBrowser.randomAddress() : nil)
        }
        let browser = browserOfItsOwn()
        let signUp = try browser.submit("/signup", [("username", username), ("new-password", password)])
        #expect(signUp.status == 303 && signUp.headers["location"] == "/account/confirm")
        let message = try server.waitFor { $0.hasPrefix("Your Keycraft code is ") }
        let code = try server.code(to: username)
        #expect(message == "Your Keycraft code is \(code).")
        #expect(server.stdout.contains("\n@localhost #\(code)\n"))
        #expect(try browser.get("/account").headers["location"] == "/signin")
        #expect(try browser.submit("/account/confirm", [("one-time-code", code)]).headers["location"] == "/account")
        #expect(try browser.get("/account").body.contains("Signed in as <strong>\(username)</strong>."))
        #expect(try browser.submit("/signout", [], from: "/account").headers["location"] == "/signin")
        #expect(try browser.get("/account").headers["location"] == "/signin")
        let wrong = try browser.submit("/signin", [("username", username), ("password", "Wrong-Horse-1")])
        #expect(wrong.status == 422)
        let right = try browser.submit("/signin", [("username", username), ("password", password)])
        #expect(right.status == 303 && right.headers["location"] == "/account")
        for line in right.setCookies { #expect(line.contains("HttpOnly") && line.contains("SameSite=Lax")) }

        let stranger = browserOfItsOwn()
        for _ in 0..<5 { _ = try stranger.submit("/signin", [("username", username), ("password", "Wrong-Horse-1")]) }
        let locked = try stranger.submit("/signin", [("username", username), ("password", password)])
        #expect(locked.status == 429)
        #expect(locked.headers["retry-after"].flatMap(Int.init).map { (1...30).contains($0) } == true)
        // The owner's own browser is not held up by the stranger's failures.
        #expect(try browser.submit("/signin", [("username", username), ("password", password)]).status == 303)
        // A form posted without its CSRF token is forbidden.
        let forged = try browser.curl(["--data-urlencode", "username=\(username)", "--data-urlencode", "password=\(password)", server.address + "/signin"])
        #expect(forged.status == 403)
    }

    @Test func aNewUserSignsUpAndTheAccountSurvivesARestart() throws {
        let database = try Self.temporaryDirectory() + "/accounts.sqlite"
        let flags = try Self.aasaFlags() + ["--database", database]
        let server = try LiveServer(flags)
        #expect(server.stdout.contains("accounts in SQLite file \(database)"))
        try Self.signUpFlow(server, username: "mina@example.com")
        server.stop()

        // The file holds the bcrypt hash, never the password (nor the code).
        let bytes = try Data(contentsOf: URL(fileURLWithPath: database))
        #expect(bytes.range(of: Data(Self.password.utf8)) == nil)
        #expect(bytes.range(of: Data("$2b$04$".utf8)) != nil)

        let restarted = try LiveServer(flags)
        let browser = CurlBrowser(base: restarted.address)
        let signIn = try browser.submit("/signin", [("username", "mina@example.com"), ("password", Self.password)])
        #expect(signIn.status == 303 && signIn.headers["location"] == "/account")
        // A taken name gets the same answer as a free one; its owner gets a notice.
        let duplicate = try browser.submit("/signup", [("username", "mina@example.com"), ("new-password", Self.password)])
        #expect(duplicate.status == 303 && duplicate.headers["location"] == "/account/confirm")
        try restarted.waitFor { $0.hasPrefix("Someone tried to create a Keycraft account with your address") }
        restarted.stop()
    }

    @Test(.enabled(if: ServeAccountsLiveTests.postgresURL != nil, "KEYCRAFT_TEST_POSTGRES_URL is not set: the live PostgreSQL run is skipped"))
    func theSameFlowAgainstPostgreSQL() throws {
        let url = try #require(Self.postgresURL)
        let server = try LiveServer(try Self.aasaFlags() + ["--database", url, "--trusted-proxy", "127.0.0.1"])
        #expect(server.stdout.contains("accounts in PostgreSQL at 127.0.0.1"))
        // The server may share the database with earlier runs: a name and addresses of its own.
        try Self.signUpFlow(server, username: "live-\(UUID().uuidString.prefix(8).lowercased())@example.com", forwarded: true)
        server.stop()
    }

    @Test(arguments: [
        "not a database at all\n",
        String(repeating: "SQLite format 3\0", count: 400),
    ])
    func aCorruptDatabaseFileStopsTheServerAndIsLeftAsItWas(contents: String) throws {
        let database = try Self.temporaryDirectory() + "/corrupt.sqlite"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: database))
        let run = try runKeycraft(["serve"] + Self.aasaFlags() + ["--database", database, "--port", "0"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("--database: can't use the database \(database): "), "\(run.stderr)")
        #expect(run.stderr.contains("not serving: the accounts database can't be used"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == Data(contents.utf8))
    }

    @Test func anUnreachablePostgreSQLStopsTheServer() throws {
        let run = try runKeycraft(["serve"] + Self.aasaFlags() + ["--database", "postgres://nobody:secret@127.0.0.1:1/none", "--port", "0"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("--database: can't connect to PostgreSQL at 127.0.0.1:1/none"), "\(run.stderr)")
        #expect(!run.stderr.contains("secret"))
    }

    @Test func servesHTTPSWithTheGivenCertificateAndSecureCookies() throws {
        let directory = try Self.temporaryDirectory()
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
            "-keyout", directory + "/key.pem", "-out", directory + "/cert.pem",
        ]
        openssl.standardError = Pipe()
        try openssl.run()
        openssl.waitUntilExit()
        try #require(openssl.terminationStatus == 0)
        let server = try LiveServer(try Self.aasaFlags() + [
            "--database", directory + "/a.sqlite", "--tls-certificate", directory + "/cert.pem", "--tls-key", directory + "/key.pem",
        ])
        #expect(server.address.hasPrefix("https://127.0.0.1:"))
        let browser = CurlBrowser(base: server.address, insecure: true)
        let aasa = try browser.get("/.well-known/apple-app-site-association")
        #expect(aasa.status == 200 && aasa.headers["content-type"] == "application/json")
        let signUp = try browser.submit("/signup", [("username", "tls@example.com"), ("new-password", Self.password)])
        #expect(signUp.status == 303)
        #expect(!signUp.setCookies.isEmpty)
        for line in signUp.setCookies { #expect(line.hasPrefix("__Host-") && line.contains("Secure") && line.contains("HttpOnly")) }
        // HSTS under TLS, with the other headers.
        #expect(aasa.headers["strict-transport-security"] == "max-age=31536000")
        #expect(aasa.headers["content-security-policy"]?.hasPrefix("default-src 'none'") == true)
        // Plain HTTP to the HTTPS port gets no page.
        #expect((try? CurlBrowser(base: server.address.replacingOccurrences(of: "https", with: "http")).get("/"))?.status != 200)
        server.stop()
    }

    @Test func accountSettingsAreUsageErrorsNamingTheFlag() throws {
        let flags = try Self.aasaFlags() + ["--port", "0"]
        let cost = try runKeycraft(["serve"] + flags + ["--bcrypt-cost", "3"])
        #expect(cost.status == 2 && cost.stderr.contains("--bcrypt-cost 3: must be 4…31"))
        let keyOnly = try runKeycraft(["serve"] + flags + ["--tls-key", "k.pem"])
        #expect(keyOnly.status == 2 && keyOnly.stderr.contains("--tls-key needs --tls-certificate"))
        let missing = try runKeycraft(["serve"] + flags + ["--tls-certificate", "/no/cert.pem", "--tls-key", "/no/key.pem"])
        #expect(missing.status == 2 && missing.stderr.contains("--tls-certificate: can't read the certificate /no/cert.pem"), "\(missing.stderr)")
        let rules = try runKeycraft(["serve"] + flags + ["--password-rules", "minlength: many;"])
        #expect(rules.status == 2 && rules.stderr.contains("--password-rules: the password rules: malformed password rules"))
    }
}
