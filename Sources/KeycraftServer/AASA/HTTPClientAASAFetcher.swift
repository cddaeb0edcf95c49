import AsyncHTTPClient
import Foundation
import KeycraftAutoFill
import NIOCore
import NIOHTTP1

/// Fetches with AsyncHTTPClient (SwiftNIO, the same stack the site runs on), refusing redirects so
/// the checker sees them: Apple's CDN doesn't follow them either.
///
/// Not `URLSession`: on Linux that lives in FoundationNetworking, which loads libcurl and some thirty
/// libraries behind it when the process starts — about 5 ms added to every `keycraft` command,
/// most of which never fetch anything.
public struct HTTPClientAASAFetcher: AASAFetcher {
    /// Seconds to wait for the response's head, and at most between two reads of its body.
    public var timeout: TimeInterval
    /// Reading stops past this many bytes; far above the 128 KB limit, so "too large" is still seen.
    public var maximumBodySize: Int

    /// A fetcher that gives up after `timeout` seconds or `maximumBodySize` bytes.
    public init(timeout: TimeInterval = 15, maximumBodySize: Int = 1 << 20) {
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
    }

    /// GETs `url` once, refusing redirects: a 3xx comes back as the response.
    public func fetch(_ url: URL) async throws(AASAFetchError) -> AASAFetchResponse {
        let wait = TimeAmount.milliseconds(Int64((max(0, timeout) * 1000).rounded(.up)))
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow, timeout: .init(connect: wait, read: wait))
        // A refused or failed connection is the answer, at once: by default the client would try
        // again until the timeout, so a host that is down took the whole wait to report.
        configuration.connectionPool.retryConnectionEstablishment = false
        let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        let result: Result<AASAFetchResponse, AASAFetchError>
        do {
            var request = HTTPClientRequest(url: url.absoluteString)
            request.headers.add(name: "Accept", value: "application/json")
            let response = try await client.execute(request, timeout: wait)
            var body: [UInt8] = []
            for try await chunk in response.body {
                body += chunk.readableBytesView
                if body.count > maximumBodySize { break }
            }
            result = .success(AASAFetchResponse(statusCode: Int(response.status.code), headers: Self.headers(response.headers), body: body))
        } catch {
            result = .failure(AASAFetchError(url: url, reason: String(describing: error)))
        }
        // A client must be shut down before it is released; a failure to do so loses nothing fetched.
        try? await client.shutdown()
        return try result.get()
    }

    /// The headers by name; a name sent more than once has its values joined with ", " (RFC 9110, 5.3).
    static func headers(_ fields: HTTPHeaders) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in fields {
            let key = name.lowercased()
            headers[key] = headers[key].map { "\($0), \(value)" } ?? value
        }
        return headers
    }
}
