import Foundation

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
