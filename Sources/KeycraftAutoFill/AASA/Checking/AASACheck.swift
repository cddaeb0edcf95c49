import Foundation

/// Checks a domain's apple-app-site-association file the way Apple's CDN fetches it.
///
/// The checks are pure functions of the URL and the response; only `run` touches the network,
/// through an `AASAFetcher`.
///
/// ```swift
/// let check = try AASACheck("example.com", expectedAppIDs: [try AppID("ABCDE12345.com.example.app")])
/// let result = await check.run(using: HTTPClientAASAFetcher())  // from KeycraftServer; or any AASAFetcher
/// result.problems                            // empty when the hosted file works
/// ```
public struct AASACheck: Sendable {
    /// The well-known location the system asks for.
    public static let wellKnownPath = "/.well-known/apple-app-site-association"

    /// The file's URL: the well-known location on the domain, unless a path was given.
    public var url: URL
    /// Accept `http://` (a local test server); Apple's CDN fetches over HTTPS only.
    public var allowHTTP: Bool
    /// App IDs the file must list; each one missing is a problem.
    public var expectedAppIDs: [AppID]

    /// A check of `target`; a target that is not an HTTP(S) URL or a domain throws.
    ///
    /// - Parameters:
    ///   - target: a URL, or a bare domain (`example.com`); without a path, the well-known
    ///     location is checked.
    ///   - allowHTTP: accept an `http://` URL, for a local test server.
    ///   - expectedAppIDs: app IDs the file must list.
    public init(_ target: String, allowHTTP: Bool = false, expectedAppIDs: [AppID] = []) throws(AASACheckError) {
        let withScheme = target.contains("://") ? target : "https://" + target
        guard var parts = URLComponents(string: withScheme), let host = parts.host, !host.isEmpty else {
            throw .invalidURL(target)
        }
        guard let scheme = parts.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            throw .unsupportedScheme(parts.scheme ?? "")
        }
        if parts.path.isEmpty || parts.path == "/" { parts.path = Self.wellKnownPath }
        guard let url = parts.url else { throw .invalidURL(target) }
        self.url = url
        self.allowHTTP = allowHTTP
        self.expectedAppIDs = expectedAppIDs
    }

    /// Problems knowable before fetching.
    public var preflightProblems: [AASACheckProblem] {
        url.scheme?.lowercased() == "http" && !allowHTTP ? [.notHTTPS(url)] : []
    }

    /// Every problem with `response`, the answer to fetching `url`.
    public func problems(in response: AASAFetchResponse) -> (problems: [AASACheckProblem], report: AASAReport?) {
        if (300..<400).contains(response.statusCode) {
            return ([.redirect(status: response.statusCode, location: response.headers["location"])], nil)
        }
        guard response.statusCode == 200 else { return ([.status(response.statusCode)], nil) }
        var problems: [AASACheckProblem] = []
        let contentType = response.headers["content-type"]
        let mediaType = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        if mediaType != "application/json" { problems.append(.contentType(contentType)) }
        if response.body.count >= AASAReader.maximumSize { problems.append(.tooLarge(bytes: response.body.count)) }
        let (report, document) = AASAReader.read(response.body)
        if report.hasErrors { problems.append(.invalidFile(errors: report.errors.count)) }
        if let document {
            let present = Set(document.allAppIDs)
            problems += expectedAppIDs.filter { !present.contains($0) }.map(AASACheckProblem.missingAppID)
        }
        return (problems, report)
    }

    /// Fetches and checks.
    public func run(using fetcher: some AASAFetcher) async -> AASACheckResult {
        let preflight = preflightProblems
        guard preflight.isEmpty else { return AASACheckResult(url: url, problems: preflight, report: nil) }
        do {
            let response = try await fetcher.fetch(url)
            let (problems, report) = problems(in: response)
            return AASACheckResult(url: url, problems: problems, report: report)
        } catch {
            return AASACheckResult(url: url, problems: [.fetchFailed(error.reason)], report: nil)
        }
    }
}

/// The outcome of one check.
public struct AASACheckResult: Equatable, Sendable, CustomStringConvertible {
    /// The URL that was checked.
    public var url: URL
    /// Every reason the file would not work; empty when it is fine.
    public var problems: [AASACheckProblem]
    /// The validator's report, when a 200 response was read.
    public var report: AASAReport?

    /// Whether the file would work.
    public var isOK: Bool { problems.isEmpty }

    /// A short readable form, for logs and test failures.
    public var description: String {
        var lines = ["checked \(url.absoluteString)"]
        lines += problems.map { "problem: \($0)" }
        if let report { lines += report.issues.map(\.description) }
        lines.append(isOK ? "ok" : "\(problems.count) problem(s)")
        return lines.joined(separator: "\n")
    }
}

/// One way the hosted file fails Apple's requirements.
public enum AASACheckProblem: Equatable, Sendable, CustomStringConvertible {
    /// The URL is not HTTPS, which Apple's CDN requires.
    case notHTTPS(URL)
    /// Nothing came back: DNS, TLS, connection or timeout, as described.
    case fetchFailed(String)
    /// The server redirected; the file must be served directly at its URL.
    case redirect(status: Int, location: String?)
    /// The server answered with a status other than 200.
    case status(Int)
    /// The `Content-Type` is not `application/json` (or is missing).
    case contentType(String?)
    /// The file is over the 128 KB the system reads.
    case tooLarge(bytes: Int)
    /// The file was fetched but fails validation with this many errors.
    case invalidFile(errors: Int)
    /// An expected app ID is not in the file.
    case missingAppID(AppID)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .notHTTPS(let url):
            "\(url.absoluteString) isn't HTTPS; the system only fetches over HTTPS (pass --allow-http for local testing)"
        case .fetchFailed(let reason): "fetch failed: \(reason)"
        case .redirect(let status, let location):
            "the server redirects (\(status)\(location.map { " to \($0)" } ?? "")); the file must be served directly"
        case .status(let status): "status \(status); the file must be served with 200"
        case .contentType(let type):
            "Content-Type is \(type.map { "\"\($0)\"" } ?? "missing"); it must be application/json"
        case .tooLarge(let bytes): "the file is \(bytes) bytes; it must be smaller than \(AASAReader.maximumSize)"
        case .invalidFile(let errors): "the file has \(errors) validation error(s)"
        case .missingAppID(let id): "app ID \(id) isn't in the file"
        }
    }
}

/// Why a check can't start.
public enum AASACheckError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The target is not a URL or a domain.
    case invalidURL(String)
    /// The URL's scheme is neither HTTPS nor HTTP.
    case unsupportedScheme(String)

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case .invalidURL(let text): "\"\(text)\" isn't a URL or a domain"
        case .unsupportedScheme(let scheme): "scheme \"\(scheme)\" isn't supported; use https (or http with --allow-http)"
        }
    }
}
