import Hummingbird

/// The site's two cookies. Both `HttpOnly` (no script reads them), `SameSite=Lax` (not sent with a
/// cross-site POST), `Path=/`, and `Secure` when the site is served over TLS.
struct SiteCookies: Sendable {
    static let session = "keycraft_session"
    static let csrf = "keycraft_csrf"

    /// Whether the site is served over TLS.
    var secure: Bool
    /// How long a browser keeps the session cookie (the server's session lasts as long).
    var sessionLifetime: Duration

    func session(_ token: String) -> Cookie {
        cookie(Self.session, token, maxAge: Int(sessionLifetime.components.seconds))
    }

    func csrf(_ token: String) -> Cookie {
        cookie(Self.csrf, token, maxAge: nil)
    }

    /// Tells the browser to forget the cookie.
    func expired(_ name: String) -> Cookie {
        cookie(name, "", maxAge: 0)
    }

    private func cookie(_ name: String, _ value: String, maxAge: Int?) -> Cookie {
        Cookie(name: name, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
