import Foundation
import Hummingbird
import KeycraftAutoFill

extension SiteRoutes {
    /// The paths the system fetches the file from: the well-known one, and the root one older
    /// systems used.
    public static let aasaPaths = ["/.well-known/apple-app-site-association", "/apple-app-site-association"]

    /// Serves `file` at both `aasaPaths` for GET and HEAD: 200 with `Content-Type: application/json`,
    /// `ETag` and `Last-Modified`; 304 when `If-None-Match` or `If-Modified-Since` says the client's
    /// copy is current. Never a redirect: Apple's CDN doesn't follow them.
    public static func aasa(_ file: HostedAASAFile) -> SiteRoutes {
        SiteRoutes { router in
            for path in aasaPaths {
                router.get(RouterPath(path)) { request, _ in AASAResponder.response(for: request, file: file, includeBody: true) }
                router.head(RouterPath(path)) { request, _ in AASAResponder.response(for: request, file: file, includeBody: false) }
            }
        }
    }
}

/// The conditional-GET logic, as a pure function of the request headers.
enum AASAResponder {
    static func response(for request: Request, file: HostedAASAFile, includeBody: Bool) -> Response {
        var headers: HTTPFields = [
            .eTag: file.entityTag,
            .lastModified: HTTPDate.string(from: file.lastModified),
            .cacheControl: "max-age=3600",
        ]
        if isNotModified(request.headers, file: file) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "application/json"
        headers[.contentLength] = String(file.bytes.count)
        let body = includeBody ? ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)) : ResponseBody()
        return Response(status: .ok, headers: headers, body: body)
    }

    /// RFC 9110 §13.1: If-None-Match wins over If-Modified-Since when both are present.
    static func isNotModified(_ headers: HTTPFields, file: HostedAASAFile) -> Bool {
        if let tags = headers[.ifNoneMatch] {
            return tags.split(separator: ",").contains { tag in
                let tag = tag.trimmingCharacters(in: .whitespaces)
                return tag == "*" || tag == file.entityTag || tag == "W/" + file.entityTag
            }
        }
        if let since = headers[.ifModifiedSince].flatMap(HTTPDate.date(from:)) {
            return file.lastModified <= since
        }
        return false
    }
}
