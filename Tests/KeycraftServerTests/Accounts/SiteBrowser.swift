import Foundation
import Hummingbird
import HummingbirdTesting
import KeycraftServer
import Testing

/// A browser in miniature over a HummingbirdTesting client: keeps cookies, sends forms with the CSRF
/// token the site gave it, and does not follow redirects (tests look at each one).
final class SiteBrowser: @unchecked Sendable {
    let client: any TestClientProtocol
    private let lock = NSLock()
    private var cookies: [String: String] = [:]
    /// Every `Set-Cookie` line seen, newest last (to check attributes).
    private(set) var setCookieLines: [String] = []

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    func cookie(_ name: String) -> String? { lock.withLock { cookies[name] } }

    func forgetCookie(_ name: String) { lock.withLock { cookies[name] = nil } }

    @discardableResult
    func get(_ path: String) async throws -> TestResponse {
        try await send(path, method: .get, body: nil)
    }

    /// Posts `fields` with the browser's CSRF token added (unless `csrf` is false), fetching a page
    /// first if the browser has no token yet.
    @discardableResult
    func post(_ path: String, _ fields: [(String, String)], csrf: Bool = true) async throws -> TestResponse {
        if csrf, cookie("keycraft_csrf") == nil { try await get(path) }
        let token = csrf ? [("csrf-token", cookie("keycraft_csrf") ?? "")] : []
        return try await send(path, method: .post, body: FormBody.encode(fields + token))
    }

    /// Posts `body` as written (with `&csrf-token=…` appended), under `contentType`.
    @discardableResult
    func postRaw(_ path: String, _ body: String, contentType: String = "application/x-www-form-urlencoded") async throws -> TestResponse {
        if cookie("keycraft_csrf") == nil { try await get(path) }
        return try await send(path, method: .post, body: body + "&csrf-token=" + (cookie("keycraft_csrf") ?? ""), contentType: contentType)
    }

    func send(
        _ path: String, method: HTTPRequest.Method, body: String?, contentType: String = "application/x-www-form-urlencoded"
    ) async throws -> TestResponse {
        var headers: HTTPFields = [:]
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
