import Crypto
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import KeycraftServer

@Suite("Security headers, cookies and client addresses")
struct SiteSecurityHeadersTests {
    static let expectedPolicy =
        "default-src 'none'; style-src 'sha256-\(Data(SHA256.hash(data: Array(HTMLDocument.styleSheet.utf8))).base64EncodedString())'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    static func expectHeaders(_ response: TestResponse, tls: Bool, _ what: String) {
        #expect(response.headers[.contentSecurityPolicy] == expectedPolicy, "\(what)")
        #expect(response.headers[HTTPFields.Element.Name("X-Frame-Options")!] == "DENY", "\(what)")
        #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(what)")
        #expect(response.headers[HTTPFields.Element.Name("Referrer-Policy")!] == "no-referrer", "\(what)")
        #expect(response.headers[.strictTransportSecurity] == (tls ? "max-age=31536000" : nil), "\(what)")
    }

    @Test func everyAnswerCarriesTheHeadersErrorsIncluded() async throws {
        try await AccountSiteTests.withSite(.sqlite) { browser, _ in
            for path in ["/", "/signin", "/signup", "/account", "/.well-known/change-password", "/no/such/page"] {
                Self.expectHeaders(try await browser.get(path), tls: false, path)
            }
            Self.expectHeaders(try await browser.post("/signin", [], csrf: false), tls: false, "403")
            Self.expectHeaders(try await browser.post("/signin", [("username", "x@example.com"), ("password", "Wrong-password-1")]), tls: false, "422")
        }
    }

    /// The policy's style hash is the hash of the style sheet the pages really carry.
    @Test func thePolicyAllowsExactlyThePagesStyleSheet() async throws {
        try await AccountSiteTests.withSite(.sqlite) { browser, _ in
            let html = try await browser.get("/signin").html
            let start = try #require(html.range(of: "<style>")).upperBound
            let end = try #require(html.range(of: "</style>")).lowerBound
            let digest = Data(SHA256.hash(data: Array(html[start..<end].utf8))).base64EncodedString()
            #expect(Self.expectedPolicy.contains("'sha256-\(digest)'"))
            #expect(!html.contains("<script"))
        }
    }

    @Test func theAASAFileGetsTheHeadersToo() async throws {
        let file = try HostedAASAFile(bytes: AASARoutesTests.body, lastModified: Date())
        try await KeycraftSite(routes: [.aasa(file)], port: 0).application().test(.router) { client in
            Self.expectHeaders(try await client.executeRequest(uri: "/.well-known/apple-app-site-association", method: .get, headers: [:], body: nil), tls: false, "aasa")
        }
    }

    @Test func secureCookiesAreHostPrefixedAndSecure() async throws {
        try await AccountSiteTests.withSite(.sqlite, secureCookies: true) { browser, fixture in
            try await AccountSiteTests.signUpAndConfirm(browser, fixture, "tls@example.com")
            let lines = browser.setCookieLines
            for name in ["session", "device", "ticket", "csrf"] {
                #expect(lines.contains { $0.hasPrefix("__Host-keycraft_\(name)=") }, "\(name)")
            }
            for line in lines {
                #expect(line.hasPrefix("__Host-"), "\(line)")
                #expect(line.contains("Secure") && line.contains("HttpOnly") && line.contains("Path=/"), "\(line)")
                #expect(!line.lowercased().contains("domain="), "\(line)")
            }
            #expect(try await browser.get("/account").status == .ok)
        }
    }

    @Test func tlsIsHardenedToTLS12AndForwardSecretAEADSuites() {
        let hardened = KeycraftSite.hardened(.makeClientConfiguration())
        #expect(hardened.minimumTLSVersion == .tlsv12)
        let names = hardened.cipherSuites.split(separator: ":")
        #expect(names.count == 6)
        #expect(names.allSatisfy { $0.hasPrefix("TLS_ECDHE_") && ($0.contains("_GCM_") || $0.contains("CHACHA20_POLY1305")) }, "\(names)")
    }

    @Test(arguments: [
        ("192.0.2.1", "192.0.2.1"),
        ("2001:db8:aaaa:bbbb:1:2:3:4", "2001:db8:aaaa:bbbb::/64"),
        ("2001:db8:aaaa:bbbb::ffff", "2001:db8:aaaa:bbbb::/64"),
        ("::ffff:192.0.2.9", "192.0.2.9"),
        ("::1", "0:0:0:0::/64"),
    ])
    func ipv6AddressesCountByTheirSlash64(address: String, key: String) {
        #expect(ClientAddress.limiterKey(ClientAddress.normalized(address)!) == key)
    }

    @Test func forwardedForIsBelievedOnlyFromATrustedProxy() {
        let none = ClientAddressPolicy()
        #expect(none.key(peer: "192.0.2.1", forwardedFor: ["203.0.113.5"]) == "192.0.2.1")
        let trusted = ClientAddressPolicy(trustedProxies: ["192.0.2.1", "10.0.0.2"])
        #expect(trusted.key(peer: "192.0.2.1", forwardedFor: ["203.0.113.5"]) == "203.0.113.5")
        // The client wrote its own X-Forwarded-For; only the entries our proxies added count.
        #expect(trusted.key(peer: "192.0.2.1", forwardedFor: ["1.2.3.4, 203.0.113.5, 10.0.0.2"]) == "203.0.113.5")
        #expect(trusted.key(peer: "192.0.2.1", forwardedFor: ["garbage"]) == "192.0.2.1")
        #expect(trusted.key(peer: "198.51.100.1", forwardedFor: ["203.0.113.5"]) == "198.51.100.1")
        #expect(trusted.key(peer: nil, forwardedFor: []) == "unknown")
    }

    @Test func loopbackHosts() {
        for host in ["127.0.0.1", "localhost", "::1", "127.1.2.3"] { #expect(KeycraftSite.isLoopback(host), "\(host)") }
        for host in ["0.0.0.0", "::", "192.168.1.2", "example.com"] { #expect(!KeycraftSite.isLoopback(host), "\(host)") }
    }
}
