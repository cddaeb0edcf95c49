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
