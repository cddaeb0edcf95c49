import Foundation
import Testing
import ToolRunning

/// `keycraft serve` against what an attacker on the network does (issue 24): several servers on one
/// database, old TLS versions, silent connections, plain HTTP off loopback. All on loopback, each
/// bounded in requests and time.
@Suite("keycraft serve: security, live")
struct ServeSecurityLiveTests {
    typealias Live = ServeAccountsLiveTests

    /// Signs `username` up and confirms it through `server`: a browser holding a session and a
    /// device cookie.
    static func confirmedOwner(_ server: LiveServer, _ username: String) throws -> CurlBrowser {
        let owner = CurlBrowser(base: server.address, forwardedFor: CurlBrowser.randomAddress())
        #expect(try owner.submit("/signup", [("username", username), ("new-password", Live.password)]).status == 303)
        let code = try server.code(to: username)
        #expect(try owner.submit("/account/confirm", [("one-time-code", code)]).headers["location"] == "/account")
        return owner
    }

    /// Two servers on one database: 20 wrong passwords at once, half to each, each from an address of
    /// its own, reach bcrypt five times in all; then both refuse a stranger, and neither refuses the
    /// owner's browser.
    static func twoServersShareLimits(_ database: String, username: String) throws {
        let flags = try Live.aasaFlags() + ["--database", database, "--trusted-proxy", "127.0.0.1"]
        let first = try LiveServer(flags)
        let second = try LiveServer(flags)
        defer {
            first.stop()
            second.stop()
        }
        let owner = try confirmedOwner(first, username)
        let statuses = Mutex20()
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            let server = index.isMultiple(of: 2) ? first : second
            let status = (try? CurlBrowser(base: server.address, forwardedFor: CurlBrowser.randomAddress())
                .submit("/signin", [("username", username), ("password", "Wrong-Horse-\(index)")]).status) ?? -1
            statuses.append(status)
        }
        #expect(statuses.values.filter { $0 == 422 }.count == 5, "\(statuses.values)")
        #expect(statuses.values.filter { $0 == 429 }.count == 15, "\(statuses.values)")
        for server in [first, second] {
            let stranger = CurlBrowser(base: server.address, forwardedFor: CurlBrowser.randomAddress())
            #expect(try stranger.submit("/signin", [("username", username), ("password", Live.password)]).status == 429)
        }
        // The owner's browser, recognised by either server, signs in on the other one.
        let own = CurlBrowser(base: second.address, jar: owner.jar, forwardedFor: owner.forwardedFor)
        #expect(try own.submit("/signin", [("username", username), ("password", Live.password)]).status == 303)
    }

    @Test func twoServersOnOneSQLiteFileShareLimits() throws {
        try Self.twoServersShareLimits(try Live.temporaryDirectory() + "/shared.sqlite", username: "shared@example.com")
    }

    @Test(.enabled(if: ServeAccountsLiveTests.postgresURL != nil, "KEYCRAFT_TEST_POSTGRES_URL is not set: the live PostgreSQL run is skipped"))
    func twoServersOnOnePostgreSQLShareLimits() throws {
        try Self.twoServersShareLimits(try #require(Live.postgresURL), username: "shared-\(UUID().uuidString.prefix(8).lowercased())@example.com")
    }

    /// A certificate for 127.0.0.1 made with openssl: (certificate, key) paths.
    static func certificate() throws -> (String, String) {
        let directory = try Live.temporaryDirectory()
        let made = try runTool([
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
            "-keyout", directory + "/key.pem", "-out", directory + "/cert.pem",
        ])
        try #require(made.status == 0, "\(made.stderr)")
        return (directory + "/cert.pem", directory + "/key.pem")
    }

    /// `openssl s_client` against `port` with `options`, stdin closed, within ten seconds.
    static func handshake(_ port: String, _ options: String) throws -> KeycraftRun {
        try runTool(["bash", "-c", "timeout 10 openssl s_client -connect 127.0.0.1:\(port) \(options) </dev/null"])
    }

    @Test func onlyTLS12AndNewerWithForwardSecretAEADSuitesAreAccepted() throws {
        let (certificate, key) = try Self.certificate()
        let server = try LiveServer(try Live.aasaFlags() + [
            "--database", try Live.temporaryDirectory() + "/a.sqlite", "--tls-certificate", certificate, "--tls-key", key,
        ])
        defer { server.stop() }
        let port = String(try #require(server.address.split(separator: ":").last))
        // The client is allowed the old versions (security level 0); the server refuses them.
        for version in ["-tls1", "-tls1_1"] {
            let old = try Self.handshake(port, "\(version) -cipher DEFAULT@SECLEVEL=0")
            #expect(old.status != 0, "\(version): \(old.stdout)")
            // The server's answer: a protocol_version alert (70), not a client-side refusal.
            #expect(old.stderr.contains("alert protocol version"), "\(version): \(old.stderr)")
            #expect(!old.stdout.contains("BEGIN CERTIFICATE"), "\(version)")
        }
        // TLS 1.2 without forward secrecy (RSA key exchange), or with a CBC cipher: refused.
        for cipher in ["AES128-GCM-SHA256", "ECDHE-RSA-AES128-SHA", "AES256-SHA"] {
            let weak = try Self.handshake(port, "-tls1_2 -cipher \(cipher)")
            #expect(weak.status != 0, "\(cipher): \(weak.stdout)")
        }
        let modern = try Self.handshake(port, "-tls1_2")
        #expect(modern.status == 0, "\(modern.stderr)")
        #expect(modern.stdout.contains("ECDHE-RSA-AES") || modern.stdout.contains("ECDHE-RSA-CHACHA20"), "\(modern.stdout)")
        let newest = try Self.handshake(port, "-tls1_3")
        #expect(newest.status == 0 && newest.stdout.contains("TLSv1.3"), "\(newest.stderr)")
    }

    @Test func plainHTTPOffLoopbackIsRefusedWithoutTheFlag() throws {
        for host in ["0.0.0.0", "::", "192.0.2.10"] {
            let run = try runKeycraft(["serve"] + Live.aasaFlags() + ["--host", host, "--port", "0"])
            #expect(run.status == 2, "\(host)")
            #expect(run.stderr.contains("--host \(host): plain HTTP on an address other than loopback"), "\(run.stderr)")
        }
        let proxy = try runKeycraft(["serve"] + Live.aasaFlags() + ["--trusted-proxy", "not-an-address", "--port", "0"])
        #expect(proxy.status == 2 && proxy.stderr.contains("--trusted-proxy not-an-address: not an IP address"))
    }

    @Test func theConsoleSenderSaysItIsForDevelopment() throws {
        let server = try LiveServer(try Live.aasaFlags() + ["--database", try Live.temporaryDirectory() + "/a.sqlite"])
        defer { server.stop() }
        let deadline = Date().addingTimeInterval(10)
        while !server.stderr.contains("console message sender is for development only"), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(server.stderr.contains("warning: one-time codes are printed here, not sent"))
        let browser = CurlBrowser(base: server.address)
        _ = try browser.submit("/signup", [("username", "dev@example.com"), ("new-password", Live.password)])
        _ = try server.code(to: "dev@example.com")
        #expect(server.stdout.contains("--- message to dev@example.com (development: not sent) ---"))
        // Every answer carries the headers.
        let page = try browser.get("/signin")
        #expect(page.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
        #expect(page.headers["x-content-type-options"] == "nosniff" && page.headers["referrer-policy"] == "no-referrer")
        #expect(page.headers["strict-transport-security"] == nil)
    }

    @Test func aPasswordInThePostgreSQLURLIsNeverPrintedAndDrawsAWarning() throws {
        let run = try runKeycraft(["serve"] + Live.aasaFlags() + ["--database", "postgres://app:p#ss w0rd@127.0.0.1:1/none", "--port", "0"])
        #expect(run.status == 1 && run.stderr.contains("postgres://***@127.0.0.1:1/none"), "\(run.stderr)")
        #expect(!run.stderr.contains("ss w0rd") && !run.stdout.contains("ss w0rd"), "\(run.stderr)")
        let parsed = try runKeycraft(["serve"] + Live.aasaFlags() + ["--database", "postgres://app:hunter2@127.0.0.1:1/none?sslmode=disable", "--port", "0"])
        #expect(parsed.status == 1)
        #expect(parsed.stderr.contains("warning: --database: the URL's password shows in the process list; set PGPASSWORD instead"))
        #expect(!parsed.stderr.contains("hunter2"))
    }

    @Test func silentConnectionsAreClosedAndConnectionsAreCapped() throws {
        let server = try LiveServer(try Live.aasaFlags() + [
            "--database", try Live.temporaryDirectory() + "/a.sqlite", "--idle-timeout", "2", "--max-connections", "1",
        ])
        defer { server.stop() }
        let port = try #require(server.address.split(separator: ":").last.flatMap { UInt16($0) })
        // One silent connection takes the only slot: another client is not served meanwhile…
        let silent = try LoopbackSocket(port: port)
        Thread.sleep(forTimeInterval: 0.3)
        let started = Date()
        #expect((try? CurlBrowser(base: server.address).curl(["--max-time", "1", server.address + "/signin"]))?.status == nil)
        // …and the server closes the silent one after the idle timeout (2 s), well before 10 s.
        #expect(silent.waitForClose(within: 10))
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(try CurlBrowser(base: server.address).get("/signin").status == 200)
    }
}

/// Statuses collected from concurrent requests.
final class Mutex20: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [Int] = []
    func append(_ value: Int) { lock.withLock { collected.append(value) } }
    var values: [Int] { lock.withLock { collected } }
}

/// A TCP connection to loopback that sends nothing.
final class LoopbackSocket {
    private let descriptor: Int32

    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { throw LiveServerError(message: "connect failed: \(errno)") }
    }

    /// Whether the peer closes the connection within `seconds` (a read returns 0 or fails).
    func waitForClose(within seconds: Double) -> Bool {
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, 0)
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    deinit { close(descriptor) }
}
