import Hummingbird

/// The site's cookies. All `HttpOnly` (no script reads them), `SameSite=Lax` (not sent with a
/// cross-site POST) and `Path=/`. When `secure` (TLS, or a TLS-terminating proxy in front) they are
/// `Secure` and named with the `__Host-` prefix, which browsers accept only from the site itself over
/// HTTPS with no `Domain`: a sibling subdomain cannot plant one.
struct SiteCookies: Sendable {
    /// Whether the browser reaches the site over HTTPS.
    var secure: Bool
    /// How long a browser keeps the session cookie (the session's absolute limit).
    var sessionLifetime: Duration
    /// How long a browser keeps its device cookie.
    var deviceLifetime: Duration

    var sessionName: String { name("keycraft_session") }
    var csrfName: String { name("keycraft_csrf") }
    /// Marks a browser that signed in with the password: the owner's own attempts count apart.
    var deviceName: String { name("keycraft_device") }
    /// The way from the sign-up (or sign-in) form to the code page of the account it started.
    var ticketName: String { name("keycraft_ticket") }

    func session(_ token: String) -> Cookie {
        cookie(sessionName, token, maxAge: Int(sessionLifetime.components.seconds))
    }

    func csrf(_ token: String) -> Cookie {
        cookie(csrfName, token, maxAge: nil)
    }

    func device(_ token: String) -> Cookie {
        cookie(deviceName, token, maxAge: Int(deviceLifetime.components.seconds))
    }

    func ticket(_ token: String) -> Cookie {
        cookie(ticketName, token, maxAge: 3600)
    }

    /// Tells the browser to forget the cookie.
    func expired(_ name: String) -> Cookie {
        cookie(name, "", maxAge: 0)
    }

    private func name(_ base: String) -> String {
        secure ? "__Host-" + base : base
    }

    private func cookie(_ name: String, _ value: String, maxAge: Int?) -> Cookie {
        Cookie(name: name, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
