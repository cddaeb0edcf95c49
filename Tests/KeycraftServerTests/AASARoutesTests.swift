import Foundation
import Hummingbird
import HummingbirdTesting
import KeycraftAutoFill
import KeycraftServer
import Testing

@Suite("Serving the AASA file")
struct AASARoutesTests {
    /// Non-ASCII on purpose: Content-Length counts UTF-8 bytes, not characters.
    static let body = Array(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/*", "comment": "한국어 👩‍👩‍👧 🇰🇷 e\#u{301}"}]}]}}"#.utf8)
    static let modified = Date(timeIntervalSince1970: 1_700_000_000.7)

    private func app() throws -> some ApplicationProtocol {
        let file = try HostedAASAFile(bytes: Self.body, lastModified: Self.modified)
        return try KeycraftSite(routes: [.aasa(file)], port: 0).application()
    }

    @Test(arguments: ["/.well-known/apple-app-site-association", "/apple-app-site-association"])
    func servesJSONAtBothPaths(path: String) async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(Array(response.body.readableBytesView) == Self.body)
                #expect(response.headers[.contentLength] == String(Self.body.count))
                #expect(response.headers[.eTag]?.hasPrefix("\"") == true)
                #expect(response.headers[.lastModified] == "Tue, 14 Nov 2023 22:13:20 GMT")
            }
        }
    }

    /// Through the router, as the other routes' tests: over a socket both test clients failed on a loaded
    /// machine (the bare `.live` client's shutdown threw "I/O on closed channel"; AsyncHTTPClient's fixed
    /// 15-second deadline ran out beside the account suites' bcrypt work). The live server is exercised by
    /// AASACheckLiveTests.
    @Test func headHasTheHeadersWithoutABody() async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: "/.well-known/apple-app-site-association", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                #expect(response.headers[.contentLength] == String(Self.body.count))
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test func conditionalRequestsGet304() async throws {
        try await app().test(.router) { client in
            let etag = try await client.execute(uri: "/apple-app-site-association", method: .get) { $0.headers[.eTag] }
            let tag = try #require(etag)
            try await client.execute(uri: "/apple-app-site-association", method: .get, headers: [.ifNoneMatch: tag]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.eTag] == tag)
            }
            try await client.execute(uri: "/apple-app-site-association", method: .get, headers: [.ifNoneMatch: "\"other\", \(tag)"]) {
                #expect($0.status == .notModified)
            }
            try await client.execute(uri: "/apple-app-site-association", method: .get, headers: [.ifNoneMatch: "\"other\""]) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/apple-app-site-association", method: .get, headers: [.ifModifiedSince: "Tue, 14 Nov 2023 22:13:20 GMT"]) {
                #expect($0.status == .notModified)
            }
            try await client.execute(uri: "/apple-app-site-association", method: .get, headers: [.ifModifiedSince: "Tue, 14 Nov 2023 22:13:19 GMT"]) {
                #expect($0.status == .ok)
            }
        }
    }

    @Test(arguments: ["/.well-known/apple-app-site-association.json", "/", "/.well-known/"])
    func otherPathsAreNotFoundNeverRedirected(path: String) async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.location] == nil)
            }
        }
    }

    /// The router treats a trailing slash as the same path: the file itself, not a redirect to it.
    @Test func aTrailingSlashServesTheFileDirectly() async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: "/.well-known/apple-app-site-association/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.location] == nil)
            }
        }
    }

    @Test func entityTagsFollowTheBytes() throws {
        let a = try HostedAASAFile(bytes: Self.body, lastModified: Self.modified)
        let b = try HostedAASAFile(bytes: Self.body + [0x0A], lastModified: Self.modified)
        #expect(a.entityTag != b.entityTag)
        #expect(a.entityTag == (try HostedAASAFile(bytes: Self.body, lastModified: .now)).entityTag)
        #expect(a.entityTag.count == 18)
    }

    @Test func refusesAnInvalidFile() {
        #expect(throws: AASAValidationError.self) { try HostedAASAFile(bytes: Array("{\"applinks\": 1}".utf8), lastModified: .now) }
    }
}
