import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a server answered, unprocessed: the checks decide what is wrong with it.
public struct AASAFetchResponse: Equatable, Sendable {
    /// The HTTP status.
    public var statusCode: Int
    /// Header names lower-cased.
    public var headers: [String: String]
    /// The body's bytes, as sent.
    public var body: [UInt8]

    /// A response; header names are matched case-insensitively.
    public init(statusCode: Int, headers: [String: String] = [:], body: [UInt8] = []) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }
}

/// The network edge of the checker: one GET that never follows a redirect.
public protocol AASAFetcher: Sendable {
    /// GETs `url` once, without following a redirect.
    func fetch(_ url: URL) async throws(AASAFetchError) -> AASAFetchResponse
}

/// Why nothing came back at all.
public struct AASAFetchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was fetched.
    public var url: URL
    /// Why nothing came back.
    public var reason: String

    /// A failure to fetch `url`.
    public init(url: URL, reason: String) {
        self.url = url
        self.reason = reason
    }

    /// The URL and the reason, for a message.
    public var description: String { "could not fetch \(url.absoluteString): \(reason)" }
}

/// Fetches with Foundation's `URLSession`, refusing redirects so the checker sees them (Apple's CDN
/// doesn't follow them either).
///
/// The task is driven by its delegate rather than `data(for:)`, so the refusal of redirects sits on
/// the same path that streams the body (and stops it past `maximumBodySize`); the live-server tests
/// exercise exactly this path.
public struct URLSessionAASAFetcher: AASAFetcher {
    /// Seconds to wait for the whole response.
    public var timeout: TimeInterval
    /// Reading stops past this many bytes; far above the 128 KB limit, so "too large" is still seen.
    public var maximumBodySize: Int

    /// A fetcher that gives up after `timeout` seconds or `maximumBodySize` bytes.
    public init(timeout: TimeInterval = 15, maximumBodySize: Int = 1 << 20) {
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
    }

    /// GETs `url` once with `URLSession`, refusing redirects.
    public func fetch(_ url: URL) async throws(AASAFetchError) -> AASAFetchResponse {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let result: Result<AASAFetchResponse, AASAFetchError> = await withCheckedContinuation { continuation in
            let delegate = FetchDelegate(url: url, limit: maximumBodySize) { continuation.resume(returning: $0) }
            let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
            session.dataTask(with: request).resume()
            session.finishTasksAndInvalidate()
        }
        return try result.get()
    }
}

/// Collects one task's response and body, and refuses redirects.
private final class FetchDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Only touched on the session's serial delegate queue.
    private let url: URL
    private let limit: Int
    private let finish: (Result<AASAFetchResponse, AASAFetchError>) -> Void
    private var response: HTTPURLResponse?
    private var body: [UInt8] = []

    init(url: URL, limit: Int, finish: @escaping (Result<AASAFetchResponse, AASAFetchError>) -> Void) {
        self.url = url
        self.limit = limit
        self.finish = finish
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        self.response = response as? HTTPURLResponse
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        body += data
        if body.count > limit { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let http = response ?? task.response as? HTTPURLResponse
        if let http, error == nil || body.count > limit {
            var headers: [String: String] = [:]
            for case let (name as String, value as String) in http.allHeaderFields { headers[name] = value }
            finish(.success(AASAFetchResponse(statusCode: http.statusCode, headers: headers, body: body)))
        } else {
            finish(.failure(AASAFetchError(url: url, reason: error?.localizedDescription ?? "no HTTP response")))
        }
    }
}
