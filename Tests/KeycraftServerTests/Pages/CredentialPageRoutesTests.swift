import Hummingbird
import HummingbirdTesting
import KeycraftAutoFill
import KeycraftServer
import KeycraftText
import Testing

/// The pages' markup and form handling (the account flows are in AccountSiteTests).
@Suite("Serving the sign-in and sign-up pages")
struct CredentialPageRoutesTests {
    private func withSite(_ body: @escaping @Sendable (SiteBrowser, AccountSiteTests.Fixture) async throws -> Void) async throws {
        try await AccountSiteTests.withSite(.sqlite) { try await body($0, $1) }
    }

    @Test(arguments: ["/", "/signin", "/signup"])
    func everyPageIsACompleteHTMLDocument(path: String) async throws {
        try await withSite { browser, _ in
            let response = try await browser.get(path)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-store")
            #expect(response.headers[.location] == nil)
            let html = response.html
            #expect(response.headers[.contentLength] == String(html.utf8.count))
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
            #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
            #expect(html.contains("<title>") && html.contains("Demo</title>"))
            #expect(html.hasSuffix("</html>\n"))
        }
    }

    @Test(arguments: ["/", "/signin", "/signup"])
    func headHasTheHeadersWithoutABody(path: String) async throws {
        try await withSite { browser, _ in
            let length = try await browser.get(path).headers[.contentLength]
            let head = try await browser.send(path, method: .head, body: nil)
            #expect(head.status == .ok)
            #expect(head.headers[.contentLength] == length)
            #expect(head.body.readableBytes == 0)
        }
    }

    /// The served inputs, parsed back with the WebInput tag parser, are exactly the app's fields.
    @Test(arguments: [CredentialFormPurpose.signIn, .signUp])
    func thePageCarriesTheAppsFields(purpose: CredentialFormPurpose) async throws {
        try await withSite { browser, fixture in
            let form = purpose == .signIn ? fixture.pages.signIn : fixture.pages.signUp
            let tags = try PageMarkup.inputTags(in: try await browser.get(form.action).html)
                .filter { $0[attribute: "type"] != "hidden" }
            #expect(tags == form.fields.map(\.inputTag))
            #expect(try tags.map(PageMarkup.field(from:)) == form.fields.map(PageMarkup.Field.init))
            let tokens = try tags.map { try #require(HTMLInputAttributes($0).autocomplete?.description) }
            #expect(tokens == (purpose == .signIn ? ["username", "current-password"] : ["username", "new-password"]))
        }
    }

    @Test func signUpRefusesEachFieldWithTheAppsMessages() async throws {
        try await withSite { browser, _ in
            let response = try await browser.post("/signup", [("username", "not an address"), ("new-password", "short")])
            #expect(response.status == .unprocessableContent)
            let html = response.html
            #expect(html.contains(#"<li data-field="username">Email: Enter a valid e-mail address.</li>"#))
            #expect(html.contains(#"<li data-field="new-password">Password: Use at least 12 UTF-16 code units.</li>"#))
            #expect(html.contains(#"<li data-field="new-password">Password: Doesn’t meet the password rules: too short: 5 characters, at least 12 required.</li>"#)
                || html.contains("Doesn&#39;t meet the password rules: too short: 5 characters, at least 12 required."))
            #expect(!html.contains("short</"))
            #expect(html.contains("<form method=\"post\" action=\"/signup\">"))
        }
    }

    @Test func missingValuesAreRefused() async throws {
        try await withSite { browser, _ in
            let response = try await browser.post("/signin", [("username", "")])
            #expect(response.status == .unprocessableContent)
            #expect(response.html.contains(#"<li data-field="username">Username: Fill in this field.</li>"#))
            #expect(response.html.contains(#"<li data-field="password">Password: Fill in this field.</li>"#))
        }
    }

    @Test func malformedBodiesGet400WithTheReason() async throws {
        try await withSite { browser, _ in
            for (body, reason) in [
                ("username=%zz&password=x", "byte 9 of the form body: &#39;%&#39; must be followed by two hexadecimal digits"),
                ("username=%C3%28&password=x", "the value of &#39;username&#39; is not valid UTF-8"),
                ("username=a&username=b&password=x", "the field &#39;username&#39; is sent more than once"),
            ] {
                let response = try await browser.postRaw("/signin", body)
                #expect(response.status == .badRequest)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.html.contains(reason))
            }
        }
    }

    @Test func oversizedBodiesGet413() async throws {
        try await withSite { browser, _ in
            let padding = String(repeating: "x", count: 64 * 1024)
            let response = try await browser.post("/signin", [("username", "mina"), ("password", "pw"), ("padding", padding)])
            #expect(response.status == .contentTooLarge)
            #expect(response.html.contains("larger than 65536 bytes"))
        }
    }

    @Test func otherMediaTypesGet415() async throws {
        try await withSite { browser, _ in
            let json = try await browser.postRaw("/signin", "username=mina", contentType: "application/json")
            #expect(json.status == .unsupportedMediaType)
            #expect(json.html.contains("must be application/x-www-form-urlencoded, not application/json"))
            let charset = try await browser.postRaw("/signin", "username=mina&password=pw", contentType: "Application/X-WWW-Form-URLEncoded; charset=UTF-8")
            #expect(charset.status == .unprocessableContent)
            #expect(charset.html.contains("The username or password is incorrect."))
        }
    }

    @Test func hostileValuesAreEscaped() async throws {
        try await withSite { browser, _ in
            let hostile = #""><script>alert('x')</script>"#
            let response = try await browser.post("/signup", [("username", hostile), ("new-password", "pw")])
            #expect(response.status == .unprocessableContent)
            #expect(!response.html.contains("<script>"))
        }
    }

    /// The sign-in username is any text (the sign-up one is an ASCII e-mail address, as HTML's
    /// `type=email` requires): Korean, emoji and combining marks are looked up, not mangled.
    @Test(arguments: ["민아", "👩‍👩‍👧", "e\u{301}lodie"])
    func nonASCIIUsernamesAreLookedUp(username: String) async throws {
        try await withSite { browser, fixture in
            let response = try await browser.post("/signin", [("username", username), ("password", "pw")])
            #expect(response.status == .unprocessableContent)
            #expect(response.html.contains("The username or password is incorrect."))
            #expect(!response.html.contains("pw<"))
        }
    }
}
