import Foundation
import Hummingbird
import HummingbirdTesting
import KeycraftServer
import Testing

/// A browser in miniature over a HummingbirdTesting client: keeps cookies, sends forms with the CSRF
/// token the site's pages carry, and does not follow redirects (tests look at each one).
final class SiteBrowser: @unchecked Sendable {
    let client: any TestClientProtocol
    /// The cookie names' prefix: `__Host-` when the site's cookies are secure.
    let cookiePrefix: String
    private let lock = NSLock()
    private var cookies: [String: String] = [:]
    /// Every `Set-Cookie` line seen, newest last (to check attributes).
    private(set) var setCookieLines: [String] = []
    /// Extra headers sent with every request (an `X-Forwarded-For`, say).
    var extraHeaders: HTTPFields = [:]

    init(_ client: any TestClientProtocol, cookiePrefix: String = "") {
        self.client = client
        self.cookiePrefix = cookiePrefix
    }

    /// The cookie `keycraft_<name>` (with the prefix).
    func cookie(_ name: String) -> String? { lock.withLock { cookies[cookiePrefix + name] } }

    func setCookie(_ name: String, _ value: String?) { lock.withLock { cookies[cookiePrefix + name] = value } }

    func forgetCookie(_ name: String) { setCookie(name, nil) }

    @discardableResult
    func get(_ path: String) async throws -> TestResponse {
        try await send(path, method: .get, body: nil)
    }

    /// The token the site's forms carry for this browser now (read from the sign-in page).
    func csrfToken() async throws -> String {
        let page = try await get("/signin").html
        let marker = #"name="csrf-token" value=""#
        let start = try #require(page.range(of: marker)).upperBound
        return String(page[start...].prefix { $0 != "\"" })
    }

    /// Posts `fields` with the browser's current CSRF token added (unless `csrf` is false).
    @discardableResult
    func post(_ path: String, _ fields: [(String, String)], csrf: Bool = true) async throws -> TestResponse {
        let token = csrf ? [("csrf-token", try await csrfToken())] : []
        return try await send(path, method: .post, body: FormBody.encode(fields + token))
    }

    /// Posts `body` as written (with `&csrf-token=…` appended), under `contentType`.
    @discardableResult
    func postRaw(_ path: String, _ body: String, contentType: String = "application/x-www-form-urlencoded") async throws -> TestResponse {
        let token = try await csrfToken()
        return try await send(path, method: .post, body: body + "&csrf-token=" + token, contentType: contentType)
    }

    func send(
        _ path: String, method: HTTPRequest.Method, body: String?, contentType: String = "application/x-www-form-urlencoded"
    ) async throws -> TestResponse {
        var headers = extraHeaders
        let jar = lock.withLock { cookies }
        if !jar.isEmpty { headers[.cookie] = jar.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ") }
        if body != nil { headers[.contentType] = contentType }
        let response = try await client.executeRequest(
            uri: path, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
        lock.withLock {
            for line in response.headers[values: .setCookie] {
                setCookieLines.append(line)
                let pair = line.split(separator: ";", maxSplits: 1)[0].split(separator: "=", maxSplits: 1)
                let name = String(pair[0])
                let value = pair.count > 1 ? String(pair[1]) : ""
                let expired = line.lowercased().contains("max-age=0")
                cookies[name] = expired || value.isEmpty ? nil : value
            }
        }
        return response
    }
}

extension TestResponse {
    var html: String { String(buffer: body) }
}
