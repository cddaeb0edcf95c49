import Foundation
import Hummingbird
import HummingbirdTesting
import KeycraftAutoFill
import KeycraftServer
import Testing

/// The checker against a real server on 127.0.0.1 (a random port), through AsyncHTTPClient.
@Suite("Checking a live server")
struct AASACheckLiveTests {
    static let valid = Array(#"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#.utf8)

    /// The real AASA routes plus misconfigured ones a real site might have.
    private func app() throws -> some ApplicationProtocol {
        let broken = SiteRoutes { router in
            router.get("/moved/apple-app-site-association") { _, _ in
                Response.redirect(to: "/.well-known/apple-app-site-association", type: .permanent)
            }
            router.get("/text/apple-app-site-association") { _, _ in
                Response(status: .ok, headers: [.contentType: "text/plain"], body: .init(byteBuffer: ByteBuffer(bytes: Self.valid)))
            }
            router.get("/big/apple-app-site-association") { _, _ in
                let padding = String(repeating: " ", count: AASAReader.maximumSize)
                return Response(status: .ok, headers: [.contentType: "application/json"],
                                body: .init(byteBuffer: ByteBuffer(bytes: Self.valid + Array(padding.utf8))))
            }
            router.get("/garbage/apple-app-site-association") { _, _ in
                Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                         body: .init(byteBuffer: ByteBuffer(string: "{\"applinks\": [")))
            }
        }
        let file = try HostedAASAFile(bytes: Self.valid, lastModified: .now)
        return try KeycraftSite(routes: [.aasa(file), broken], port: 0).application()
    }

    private func check(_ path: String, port: Int, appIDs: [String] = []) async throws -> AASACheckResult {
        let check = try AASACheck("http://127.0.0.1:\(port)\(path)", allowHTTP: true, expectedAppIDs: try appIDs.map(AppID.init))
        // Generous: the suite runs beside the account suites' parallel bcrypt work, which can hold a
        // two-core machine's event loops for seconds; answers are checked here, not how fast they come.
        return await check.run(using: HTTPClientAASAFetcher(timeout: 60))
    }

    @Test func aCorrectFilePasses() async throws {
        try await app().test(.live) { client in
            let port = try #require(client.port)
            let result = try await check("", port: port, appIDs: ["ABCDE12345.com.example.app"])
            #expect(result.problems == [], "\(result)")
            #expect(result.url.path == "/.well-known/apple-app-site-association")
            #expect(result.description.hasSuffix("ok"))
        }
    }

    @Test func everyMisconfigurationIsReported() async throws {
        try await app().test(.live) { client in
            let port = try #require(client.port)
            let missing = try await check("/apple-app-site-association", port: port, appIDs: ["ABCDE12345.com.example.other"])
            #expect(missing.problems == [.missingAppID(try AppID("ABCDE12345.com.example.other"))])

            let moved = try await check("/moved/apple-app-site-association", port: port)
            #expect(moved.problems == [.redirect(status: 301, location: "/.well-known/apple-app-site-association")])

            let text = try await check("/text/apple-app-site-association", port: port)
            #expect(text.problems == [.contentType("text/plain")])

            let big = try await check("/big/apple-app-site-association", port: port)
            #expect(big.problems.first == .tooLarge(bytes: Self.valid.count + AASAReader.maximumSize))
            #expect(big.problems.contains(.invalidFile(errors: 1)))

            let garbage = try await check("/garbage/apple-app-site-association", port: port)
            #expect(garbage.problems == [.invalidFile(errors: 1)])
            #expect(garbage.report?.errors.first?.message.hasPrefix("not valid JSON") == true)

            let absent = try await check("/nothing/here", port: port)
            #expect(absent.problems == [.status(404)])
        }
    }

    /// A server that sends far more than a file may be: the fetcher stops reading soon after its
    /// limit rather than taking in whatever comes.
    @Test func anOversizedBodyIsCutOffPastTheLimit() async throws {
        try await app().test(.live) { client in
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://127.0.0.1:\(port)/big/apple-app-site-association"))
            let response = try await HTTPClientAASAFetcher(timeout: 60, maximumBodySize: 4_096).fetch(url)
            #expect(response.statusCode == 200)
            #expect(response.body.count > 4_096)
            #expect(response.body.count < Self.valid.count + AASAReader.maximumSize)
        }
    }

    /// A refused connection's failure says so, so that `aasa check` tells a user the host is down.
    @Test func aRefusedConnectionIsReportedAsRefused() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/.well-known/apple-app-site-association"))
        do {
            _ = try await HTTPClientAASAFetcher(timeout: 60).fetch(url)
            Issue.record("expected the fetch to fail")
        } catch {
            #expect(error.reason.lowercased().contains("refused"), "\(error.reason)")
        }
    }

    @Test func plainHTTPNeedsPermissionAndUnreachableHostsAreReported() async throws {
        let refused = try AASACheck("http://127.0.0.1:9/", allowHTTP: false)
        let result = await refused.run(using: HTTPClientAASAFetcher(timeout: 5))
        #expect(result.problems == [.notHTTPS(URL(string: "http://127.0.0.1:9/.well-known/apple-app-site-association")!)])
        let closed = await (try AASACheck("http://127.0.0.1:9/", allowHTTP: true)).run(using: HTTPClientAASAFetcher(timeout: 5))
        #expect(closed.problems.count == 1)
        if case .fetchFailed = closed.problems.first {} else { Issue.record("expected fetchFailed, got \(closed.problems)") }
    }
}
