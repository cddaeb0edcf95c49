import Foundation
import Testing
import ToolRunning

/// A running `keycraft serve` on a free loopback port: its output read as it comes (one-time codes
/// are printed there), stopped when done.
final class LiveServer: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var output = Data()
    private var errors = Data()
    /// `http://127.0.0.1:PORT` or `https://…`, from the banner.
    private(set) var address = ""

    /// Starts `keycraft serve FLAGS --port 0` and waits for its banner. Fast bcrypt unless the flags
    /// choose a cost.
    init(_ flags: [String]) throws {
        process.executableURL = keycraftExecutableURL()
        process.arguments = ["serve"] + flags + ["--port", "0"] + (flags.contains("--bcrypt-cost") ? [] : ["--bcrypt-cost", "4"])
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            self?.lock.withLock { self?.output.append(chunk) }
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            self?.lock.withLock { self?.errors.append(chunk) }
        }
        try process.run()
        let banner = try waitFor { $0.contains("sign-in and sign-up pages at ") }
        let word = banner.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("http://") || $0.hasPrefix("https://") }
        address = String(try #require(word).split(separator: "/", omittingEmptySubsequences: false).prefix(3).joined(separator: "/"))
    }

    var stdout: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }

    /// The first output line matching, waiting up to 20 seconds for it.
    @discardableResult
    func waitFor(_ matches: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let line = stdout.split(separator: "\n").map(String.init).first(where: matches) { return line }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw LiveServerError(message: "no such line; stdout: \(stdout) stderr: \(stderr)")
    }

    /// The newest one-time code sent to `recipient` (from the console message's `@domain #code` line).
    func code(to recipient: String, after count: Int = 0) throws -> String {
        let frame = "--- message to \(recipient) (development: not sent) ---"
        try waitFor { _ in stdout.components(separatedBy: frame).count > count + 1 }
        let message = try #require(stdout.components(separatedBy: frame).last)
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("@") })
        return String(try #require(line.split(separator: "#").last))
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    deinit { stop() }
}

struct LiveServerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// curl as the browser: keeps cookies in a jar, never follows redirects, sends each form with the
/// CSRF token from the page it came from, and (with `insecure`) accepts the test's self-signed
/// certificate.
struct CurlBrowser {
    struct Response {
        var status: Int
        var headers: [String: String]
        var setCookies: [String]
        var body: String
    }

    let base: String
    let jar: String
    var insecure = false
    /// Sent as `X-Forwarded-For` (to a server started with `--trusted-proxy 127.0.0.1`): a client
    /// address of its own, so runs against a shared database do not add up on 127.0.0.1's counters.
    var forwardedFor: String?

    /// `jar`: another browser's cookie file, to be that browser on another server.
    init(base: String, insecure: Bool = false, jar: String? = nil, forwardedFor: String? = nil) {
        self.base = base
        self.insecure = insecure
        self.jar = jar ?? FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-jar-\(UUID().uuidString)").path
        self.forwardedFor = forwardedFor
    }

    /// A random address in 2001:db8::/32 (documentation addresses), each in a /64 of its own.
    static func randomAddress() -> String {
        "2001:db8:\((0..<6).map { _ in String(UInt16.random(in: 1...UInt16.max), radix: 16) }.joined(separator: ":"))"
    }

    func get(_ path: String) throws -> Response {
        try curl([base + path])
    }

    /// GETs the form's page (`page`, or the form's own path) for its token, then posts `fields` with it.
    func submit(_ path: String, _ fields: [(String, String)], from page: String? = nil) throws -> Response {
        let page = try get(page ?? path)
        let token = try #require(page.body.firstMatch(of: /name="csrf-token" value="([A-Za-z0-9_-]+)"/)?.1)
        let data = (fields + [("csrf-token", String(token))]).flatMap { ["--data-urlencode", "\($0.0)=\($0.1)"] }
        return try curl(data + [base + path])
    }

    /// curl with the jar and `arguments` (options, then the URL).
    func curl(_ arguments: [String]) throws -> Response {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-sS", "-i", "--max-time", "20", "-b", jar, "-c", jar] + (insecure ? ["-k"] : [])
            + (forwardedFor.map { ["-H", "X-Forwarded-For: \($0)"] } ?? []) + arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw LiveServerError(message: "curl exited \(process.terminationStatus)") }
        let text = String(decoding: data, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let head = parts[0].components(separatedBy: "\r\n")
        let status = Int(head[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        var cookies: [String] = []
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "set-cookie" { cookies.append(value) } else { headers[name] = value }
        }
        return Response(status: status, headers: headers, setCookies: cookies, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }
}
