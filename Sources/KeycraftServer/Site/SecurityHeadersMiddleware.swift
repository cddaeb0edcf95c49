import Crypto
import Foundation
import Hummingbird

/// Sets the browser-side defences on every answer, errors included: a Content-Security-Policy that
/// allows nothing but the pages' own inline style sheet and forms posting back to the site, no
/// framing (so no other site can overlay the one-click Sign Out), no MIME sniffing, no Referer, and
/// under TLS, Strict-Transport-Security.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Whether the site is served over TLS (HSTS is only meaningful, and only honoured, over HTTPS).
    var tls: Bool

    static var contentSecurityPolicy: String {
        "default-src 'none'; style-src '\(HTMLDocument.styleSheetHashSource)'; form-action 'self'; "
            + "frame-ancestors 'none'; base-uri 'none'"
    }

    /// One year, as browsers' preload lists expect; subdomains are the operator's to decide.
    static var strictTransportSecurity: String { "max-age=31536000" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xFrameOptions] = "DENY"
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.referrerPolicy] = "no-referrer"
        if tls { response.headers[.strictTransportSecurity] = Self.strictTransportSecurity }
        return response
    }
}

extension HTMLDocument {
    /// The CSP source that allows exactly the pages' inline style sheet: `sha256-` and its base64 digest.
    static let styleSheetHashSource = "sha256-" + Data(SHA256.hash(data: Array(styleSheet.utf8))).base64EncodedString()
}

extension HTTPFields.Element.Name {
    static let xFrameOptions = Self("X-Frame-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
}
