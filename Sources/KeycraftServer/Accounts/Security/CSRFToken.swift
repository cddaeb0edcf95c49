import Crypto
import Foundation

/// The token every form carries and every POST must send back.
///
/// Signed in, it is bound to the session: a digest of the session token (which is `HttpOnly` and
/// never sent anywhere but to us), so a token planted in the browser, or taken from another session,
/// does not pass. Signed out there is no session to bind to, and the token is a random one kept in its
/// own cookie (double submit); under TLS that cookie's `__Host-` name keeps sibling subdomains from
/// planting it.
enum CSRFToken {
    static func bound(toSession session: String) -> String {
        SecureToken.base64URL(Array(SHA256.hash(data: Array("keycraft-csrf\u{0}\(session)".utf8))))
    }
}
