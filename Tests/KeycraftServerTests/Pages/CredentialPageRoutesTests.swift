import Hummingbird
import HummingbirdTesting
import KeycraftAutoFill
import KeycraftServer
import KeycraftText
import Testing

@Suite("Serving the sign-in and sign-up pages")
struct CredentialPageRoutesTests {
    static let rules = "required: upper; required: digit; minlength: 8; maxlength: 64;"

    static func pages() throws -> CredentialPages {
        try CredentialPages.standard(appName: "Demo", passwordRules: PasswordRulesDescriptor(descriptor: rules))
    }

    private func app() throws -> some ApplicationProtocol {
        KeycraftSite(routes: [.credentialPages(try Self.pages())], port: 0).application()
    }

    private static let formHeaders: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    private func post(
        _ path: String, _ pairs: [(String, String)], headers: HTTPFields = formHeaders,
        _ check: @escaping @Sendable (TestResponse) throws -> Void
    ) async throws {
        let body = FormBody.encode(pairs)
        try await app().test(.router) { client in
            try await client.execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: body)) {
                try check($0)
            }
        }
    }

    @Test(arguments: ["/", "/signin", "/signup"])
    func everyPageIsACompleteHTMLDocument(path: String) async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.location] == nil)
                let html = String(buffer: response.body)
                #expect(response.headers[.contentLength] == String(html.utf8.count))
                #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
                #expect(html.contains(#"<meta charset="utf-8">"#))
                #expect(html.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
                #expect(html.contains("<title>") && html.contains("Demo</title>"))
                #expect(html.contains("<style>"))
                #expect(html.hasSuffix("</html>\n"))
            }
        }
    }

    @Test(arguments: ["/", "/signin", "/signup"])
    func headHasTheHeadersWithoutABody(path: String) async throws {
        try await app().test(.live) { client in
            let length = try await client.execute(uri: path, method: .get) { $0.headers[.contentLength] }
            try await client.execute(uri: path, method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.contentLength] == length)
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test func theIndexLinksBothForms() async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains(#"<a href="/signin">Sign In</a>"#))
                #expect(html.contains(#"<a href="/signup">Create Account</a>"#))
            }
        }
    }

    /// The served inputs, parsed back with the WebInput tag parser, are exactly the app's fields.
    @Test(arguments: [CredentialFormPurpose.signIn, .signUp])
    func thePageCarriesTheAppsFields(purpose: CredentialFormPurpose) async throws {
        let pages = try Self.pages()
        let form = purpose == .signIn ? pages.signIn : pages.signUp
        try await app().test(.router) { client in
            try await client.execute(uri: form.action, method: .get) { response in
                let tags = try PageMarkup.inputTags(in: String(buffer: response.body))
                #expect(tags == form.fields.map(\.inputTag))
                let served = try tags.map(PageMarkup.field(from:))
                #expect(served == form.fields.map(PageMarkup.Field.init))
                let tokens = try tags.map { try #require(HTMLInputAttributes($0).autocomplete?.description) }
                #expect(tokens == (purpose == .signIn
                    ? ["username", "current-password"] : ["username", "new-password", "one-time-code"]))
                let rules = tags.map { $0[attribute: "passwordrules"] }
                #expect(rules == (purpose == .signIn ? [nil, nil] : [nil, Self.rules, nil]))
            }
        }
    }

    @Test func signInAcceptsValidValuesWithoutEchoingThePassword() async throws {
        try await post("/signin", [("username", "mina"), ("password", "S3cret-horse")]) { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-store")
            let html = String(buffer: response.body)
            #expect(html.contains("Signed in as <strong>mina</strong>."))
            #expect(!html.contains("S3cret-horse"))
        }
    }

    @Test func signUpAcceptsValidValues() async throws {
        let values = [("username", "mina@example.com"), ("new-password", "Correct-Horse-9"), ("one-time-code", "123456")]
        try await post("/signup", values) { response in
            #expect(response.status == .ok)
            let html = String(buffer: response.body)
            #expect(html.contains("Account created for <strong>mina@example.com</strong>."))
            #expect(!html.contains("Correct-Horse-9"))
            #expect(!html.contains("123456"))
        }
    }

    @Test func signUpRefusesEachFieldWithTheAppsMessages() async throws {
        let values = [("username", "not an address"), ("new-password", "short"), ("one-time-code", "12a4")]
        try await post("/signup", values) { response in
            #expect(response.status == .unprocessableContent)
            let html = String(buffer: response.body)
            #expect(html.contains(#"<li data-field="username">Email: Enter a valid e-mail address.</li>"#))
            #expect(html.contains(#"<li data-field="new-password">Password: Use at least 8 UTF-16 code units.</li>"#))
            #expect(html.contains(#"<li data-field="one-time-code">Code: “a” can’t be used here.</li>"#))
            #expect(!html.contains("short"))
            #expect(html.contains("<form method=\"post\" action=\"/signup\">"))
        }
    }

    @Test func missingAndOverlongValuesAreRefused() async throws {
        try await post("/signin", [("username", "")]) { response in
            #expect(response.status == .unprocessableContent)
            let html = String(buffer: response.body)
            #expect(html.contains(#"<li data-field="username">Username: Fill in this field.</li>"#))
            #expect(html.contains(#"<li data-field="password">Password: Fill in this field.</li>"#))
        }
        let long = String(repeating: "Aa1", count: 22)  // 66 code units, over the 64 allowed
        try await post("/signup", [("username", "a@b.co"), ("new-password", long), ("one-time-code", "000000")]) {
            #expect($0.status == .unprocessableContent)
            #expect(String(buffer: $0.body).contains("Password: Use at most 64 UTF-16 code units."))
        }
    }

    @Test func malformedBodiesGet400WithTheReason() async throws {
        try await app().test(.router) { client in
            for (body, reason) in [
                ("username=%zz&password=x", "byte 9 of the form body: &#39;%&#39; must be followed by two hexadecimal digits"),
                ("username=%C3%28&password=x", "the value of &#39;username&#39; is not valid UTF-8"),
                ("username=a&username=b&password=x", "the field &#39;username&#39; is sent more than once"),
            ] {
                try await client.execute(
                    uri: "/signin", method: .post, headers: Self.formHeaders, body: ByteBuffer(string: body)
                ) { response in
                    #expect(response.status == .badRequest)
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                    #expect(String(buffer: response.body).contains(reason))
                }
            }
        }
    }

    @Test func oversizedBodiesGet413() async throws {
        let padding = String(repeating: "x", count: 64 * 1024)
        try await post("/signin", [("username", "mina"), ("password", "pw"), ("padding", padding)]) { response in
            #expect(response.status == .contentTooLarge)
            #expect(String(buffer: response.body).contains("larger than 65536 bytes"))
        }
        // Exactly at the limit is read (and the unknown field ignored).
        let fits = String(repeating: "x", count: 64 * 1024 - "username=mina&password=pw&padding=".utf8.count)
        try await post("/signin", [("username", "mina"), ("password", "pw"), ("padding", fits)]) {
            #expect($0.status == .ok)
        }
    }

    @Test func otherMediaTypesGet415() async throws {
        try await post("/signin", [("username", "mina")], headers: [.contentType: "application/json"]) { response in
            #expect(response.status == .unsupportedMediaType)
            #expect(String(buffer: response.body).contains("must be application/x-www-form-urlencoded, not application/json"))
        }
        let charset: HTTPFields = [.contentType: "Application/X-WWW-Form-URLEncoded; charset=UTF-8"]
        try await post("/signin", [("username", "mina"), ("password", "pw")], headers: charset) {
            #expect($0.status == .ok)
        }
    }

    @Test func hostileValuesAreEscaped() async throws {
        let hostile = #""><script>alert('x')</script>"#
        try await post("/signin", [("username", hostile), ("password", "pw")]) { response in
            #expect(response.status == .ok)
            let html = String(buffer: response.body)
            #expect(!html.contains("<script>"))
            #expect(html.contains("&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        }
        try await post("/signup", [("username", hostile), ("new-password", "pw"), ("one-time-code", hostile)]) { response in
            #expect(response.status == .unprocessableContent)
            #expect(!String(buffer: response.body).contains("<script>"))
        }
    }

    @Test(arguments: ["민아", "👩‍👩‍👧", "🇰🇷🇯🇵", "e\u{301}lodie"])
    func nonASCIIUsernamesRoundTrip(username: String) async throws {
        try await post("/signin", [("username", username), ("password", "pw")]) { response in
            #expect(response.status == .ok)
            #expect(String(buffer: response.body).contains("Signed in as <strong>\(username)</strong>."))
        }
    }
}
