import Hummingbird

/// A page's HTTP response: an HTML document (UTF-8, its length) or a redirect, the cookies it sets,
/// and never cached (the pages carry credentials and CSRF tokens).
struct HTMLPage: Sendable {
    var status: HTTPResponse.Status
    var document: HTMLDocument?
    var location: String?
    var cookies: [Cookie] = []
    /// Seconds, for a 429.
    var retryAfter: Int?

    init(status: HTTPResponse.Status, document: HTMLDocument?, cookies: [Cookie] = [], retryAfter: Int? = nil) {
        self.status = status
        self.document = document
        self.cookies = cookies
        self.retryAfter = retryAfter
    }

    /// 303 See Other by default: after a POST, the browser GETs `path`.
    static func redirect(to path: String, status: HTTPResponse.Status = .seeOther, cookies: [Cookie] = []) -> HTMLPage {
        var page = HTMLPage(status: status, document: nil, cookies: cookies)
        page.location = path
        return page
    }

    func response(includeBody: Bool) -> Response {
        let bytes = document.map { Array($0.html.utf8) } ?? []
        var headers: HTTPFields = [.cacheControl: "no-store", .contentLength: String(bytes.count)]
        if document != nil { headers[.contentType] = "text/html; charset=utf-8" }
        if let location { headers[.location] = location }
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        let body = includeBody && !bytes.isEmpty ? ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)) : ResponseBody()
        var response = Response(status: status, headers: headers, body: body)
        for cookie in cookies { response.setCookie(cookie) }
        return response
    }
}
