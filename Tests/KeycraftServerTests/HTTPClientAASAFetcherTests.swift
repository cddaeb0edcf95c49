import Foundation
import KeycraftAutoFill
@testable import KeycraftServer
import NIOHTTP1
import Testing

/// The fetcher's own translation of a response; the live suite drives it against a real server.
@Suite struct HTTPClientAASAFetcherTests {
    @Test func headerNamesAreLowerCasedAndRepeatedOnesJoined() {
        let fields = HTTPHeaders([("Content-Type", "application/json"), ("Vary", "Accept"), ("vary", "Origin")])
        let headers = HTTPClientAASAFetcher.headers(fields)
        #expect(headers == ["content-type": "application/json", "vary": "Accept, Origin"])
    }
}

/// A connection that fails is the answer: the fetcher does not try again until its timeout, which
/// left `aasa check` on a host that is down waiting the whole 15 s. Counted, not timed: a TLS
/// handshake cut off by the server is a failed connection, which AsyncHTTPClient would otherwise
/// retry with back-off.
@Suite struct HTTPClientAASAFetcherRetryTests {
    @Test func aFailedConnectionIsTriedOnce() async throws {
        let listener = try ClosingListener()
        defer { listener.stop() }
        let url = try #require(URL(string: "https://127.0.0.1:\(listener.port)/.well-known/apple-app-site-association"))
        await #expect(throws: AASAFetchError.self) { try await HTTPClientAASAFetcher(timeout: 3).fetch(url) }
        #expect(listener.connections == 1)
    }
}
