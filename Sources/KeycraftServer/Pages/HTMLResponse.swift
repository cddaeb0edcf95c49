import Hummingbird

/// An HTML page as an HTTP response: UTF-8, its length, and not cached (the pages carry credentials).
struct HTMLResponse: Sendable {
    var status: HTTPResponse.Status
    var bytes: [UInt8]

    init(status: HTTPResponse.Status, document: HTMLDocument) {
        self.status = status
        self.bytes = Array(document.html.utf8)
    }

    func response(includeBody: Bool) -> Response {
        let headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8",
            .contentLength: String(bytes.count),
            .cacheControl: "no-store",
        ]
        let body = includeBody ? ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)) : ResponseBody()
        return Response(status: status, headers: headers, body: body)
    }
}
