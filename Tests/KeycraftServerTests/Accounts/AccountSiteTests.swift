import Foundation
import Hummingbird
import HummingbirdTesting
import KeycraftAutoFill
import KeycraftServer
import KeycraftText
import Testing

/// The credential site end to end through HummingbirdTesting, on each engine.
@Suite("Credential site")
struct AccountSiteTests {
    /// The site's parts a test looks into.
    struct Fixture: Sendable {
        var service: AccountService
        var sender: RecordingMessageSender
        var clock: TestClock
        var pages: CredentialPages
    }

    static let password = "CorrectHorse9battery"

    /// Small limits, so a test reaches them in a few requests.
    static var policy: AccountPolicy {
        var policy = AccountPolicy()
        policy.guessesPerAccount = 3
        policy.guessesPerAddress = 6
        policy.guessDelays = [.seconds(60), .seconds(120), .seconds(240)]
        policy.signUpsPerAddressPerHour = 200
        return policy
    }

    static func withSite(
        _ engine: TestEngine, _ framework: TestingSetup = .router, policy: AccountPolicy = policy, secureCookies: Bool = false,
        clientAddresses: ClientAddressPolicy = ClientAddressPolicy(),
        _ body: @escaping @Sendable (SiteBrowser, Fixture) async throws -> Void
    ) async throws {
        let sender = RecordingMessageSender()
        let clock = TestClock()
        let store = try await AccountStore.open(engine.makeDatabase())
        // bcrypt's lowest cost keeps the suite fast; production uses 12.
        let service = AccountService(
            store: store, hasher: PasswordHasher(cost: 4), sender: sender, policy: policy,
            domain: "example.com", appName: "Demo", now: { clock.now })
        let pages = try CredentialPages.standard(appName: "Demo")
        let routes = SiteRoutes.accountPages(pages, service: service, secureCookies: secureCookies, clientAddresses: clientAddresses)
        let app = try KeycraftSite(routes: [routes], port: 0).application()
        let fixture = Fixture(service: service, sender: sender, clock: clock, pages: pages)
        try await app.test(framework) { client in
            try await body(SiteBrowser(client, cookiePrefix: secureCookies ? "__Host-keycraft_" : "keycraft_"), fixture)
        }
        try await store.database.close()
    }

    /// Signs up and enters the code: a confirmed account, signed in.
    static func signUpAndConfirm(_ browser: SiteBrowser, _ fixture: Fixture, _ username: String) async throws {
        let signUp = try await browser.post("/signup", [("username", username), ("new-password", password)])
        #expect(signUp.status == .seeOther)
        #expect(signUp.headers[.location] == "/account/confirm")
        let code = try await fixture.sender.lastCode(to: username)
        let confirm = try await browser.post("/account/confirm", [("one-time-code", code)])
        #expect(confirm.headers[.location] == "/account")
    }

    @Test(arguments: TestEngine.available)
    func signUpCodeConfirmSignOutAndSignInAgain(engine: TestEngine) async throws {
        try await Self.withSite(engine) { browser, fixture in
            let username = "mina@example.com"
            let signUp = try await browser.post("/signup", [("username", username), ("new-password", Self.password)])
            #expect(signUp.status == .seeOther)
            #expect(signUp.headers[.location] == "/account/confirm")
            // Not signed in until the code is entered: the browser holds a ticket to the code page.
            #expect(browser.cookie("session") == nil && browser.cookie("ticket") != nil)
            #expect(try await browser.get("/account").headers[.location] == "/signin")
            let codePage = try await browser.get("/account/confirm")
            #expect(codePage.html.contains("We sent a message to the address you gave. If it has a 6-digit code"))
            #expect(codePage.html.contains(#"autocomplete="one-time-code""#))

            // The message is the SMS iOS reads, bound to the site's domain.
            let message = try #require(await fixture.sender.messages.last)
            #expect(message.recipient == username)
            #expect(message.code.count == 6 && message.code.allSatisfy(\.isASCII) && message.code.allSatisfy(\.isNumber))
            #expect(message.text == "Your Demo code is \(message.code).\n\n@example.com #\(message.code)")

            let wrongCode = message.code == "000000" ? "111111" : "000000"
            let wrong = try await browser.post("/account/confirm", [("one-time-code", wrongCode)])
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.html.contains("That code is not right, or it no longer works"))
            let right = try await browser.post("/account/confirm", [("one-time-code", message.code)])
            #expect(right.status == .seeOther && right.headers[.location] == "/account")
            let account = try await browser.get("/account")
            #expect(account.status == .ok)
            #expect(account.html.contains("Signed in as <strong>mina@example.com</strong>."))

            let signOut = try await browser.post("/signout", [])
            #expect(signOut.status == .seeOther && signOut.headers[.location] == "/signin")
            #expect(browser.cookie("session") == nil)
            #expect(try await browser.get("/account").headers[.location] == "/signin")

            let refused = try await browser.post("/signin", [("username", username), ("password", Self.password + "x")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.html.contains("The username or password is incorrect."))
            #expect(browser.cookie("session") == nil)

            // The username is case-insensitive; the password is not.
            let accepted = try await browser.post("/signin", [("username", "Mina@EXAMPLE.com"), ("password", Self.password)])
            #expect(accepted.status == .seeOther && accepted.headers[.location] == "/account")
            #expect(try await browser.get("/account").status == .ok)
            // A confirmed account is not sent another code.
            #expect(await fixture.sender.messages.count == 1)
        }
    }

    @Test(arguments: TestEngine.available)
    func everyFormCarriesTheTokenAndEveryPostWithoutItIsForbidden(engine: TestEngine) async throws {
        try await Self.withSite(engine) { browser, fixture in
            let page = try await browser.get("/signup")
            let token = try #require(browser.cookie("csrf"))
            #expect(page.html.contains(#"<input type="hidden" name="csrf-token" value="\#(token)">"#))
            for path in ["/signin", "/signup", "/account/confirm", "/account/password", "/signout"] {
                let missing = try await browser.post(path, [("username", "a@example.com"), ("password", Self.password)], csrf: false)
                #expect(missing.status == .forbidden, "\(path)")
                #expect(missing.html.contains("missing its security token"))
                let forged = try await browser.post(path, [("csrf-token", String(token.reversed()))], csrf: false)
                #expect(forged.status == .forbidden, "\(path)")
            }
            // A token in the form but no cookie (another site's form) is refused too.
            browser.forgetCookie("csrf")
            let noCookie = try await browser.post("/signup", [("username", "a@example.com"), ("new-password", Self.password), ("csrf-token", token)], csrf: false)
            #expect(noCookie.status == .forbidden)
            #expect(await fixture.sender.messages.isEmpty)
        }
    }

    @Test(arguments: TestEngine.available)
    func cookiesAreHttpOnlyAndSameSiteLax(engine: TestEngine) async throws {
        try await Self.withSite(engine) { browser, fixture in
            try await Self.signUpAndConfirm(browser, fixture, "c@example.com")
            let lines = browser.setCookieLines
            #expect(lines.contains { $0.hasPrefix("keycraft_session=") })
            #expect(lines.contains { $0.hasPrefix("keycraft_device=") })
            for line in lines {
                #expect(line.contains("HttpOnly") && line.contains("SameSite=Lax") && line.contains("Path=/"), "\(line)")
                #expect(!line.contains("Secure"), "plain HTTP: \(line)")
            }
        }
    }

    @Test(arguments: TestEngine.available)
    func failedSignInsMeetGrowingDelaysPerAccountAndPerAddress(engine: TestEngine) async throws {
        try await Self.withSite(engine) { browser, fixture in
            try await Self.signUpAndConfirm(browser, fixture, "r@example.com")
            let stranger = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            for _ in 0..<3 {
                let wrong = try await stranger.post("/signin", [("username", "r@example.com"), ("password", "Wrong-password-1")])
                #expect(wrong.status == .unprocessableContent)
            }
            // Delayed: even the right password waits.
            let locked = try await stranger.post("/signin", [("username", "r@example.com"), ("password", Self.password)])
            #expect(locked.status == .tooManyRequests)
            #expect(locked.headers[.retryAfter] == "60")
            #expect(locked.html.contains("Too many failed attempts. Try again in 60 seconds."))
            fixture.clock.advance(seconds: 45)
            #expect(try await stranger.post("/signin", [("username", "r@example.com"), ("password", Self.password)]).headers[.retryAfter] == "15")
            // One more try after the delay; wrong again, the next delay is twice as long.
            fixture.clock.advance(seconds: 15)
            #expect(try await stranger.post("/signin", [("username", "r@example.com"), ("password", "Wrong-password-1")]).status == .unprocessableContent)
            #expect(try await stranger.post("/signin", [("username", "r@example.com"), ("password", Self.password)]).headers[.retryAfter] == "120")
            fixture.clock.advance(seconds: 120)
            let after = try await stranger.post("/signin", [("username", "r@example.com"), ("password", Self.password)])
            #expect(after.status == .seeOther)

            // Per address: six failures over different (unknown) accounts delay the address for all.
            fixture.clock.advance(seconds: 3601)
            for index in 0..<6 {
                let wrong = try await stranger.post("/signin", [("username", "ghost\(index)@example.com"), ("password", "Wrong-password-1")])
                #expect(wrong.status == .unprocessableContent)
            }
            let address = try await stranger.post("/signin", [("username", "r@example.com"), ("password", Self.password)])
            #expect(address.status == .tooManyRequests)
            #expect(address.headers[.retryAfter] == "60")
        }
    }

    @Test(arguments: TestEngine.available)
    func aDuplicateSignUpLooksLikeAnyOtherAndTellsOnlyTheOwner(engine: TestEngine) async throws {
        try await Self.withSite(engine) { browser, fixture in
            try await Self.signUpAndConfirm(browser, fixture, "dup@example.com")
            let taken = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            let fresh = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            let again = try await taken.post("/signup", [("username", "DUP@example.com"), ("new-password", "AnotherHorse77x")])
            let new = try await fresh.post("/signup", [("username", "new@example.com"), ("new-password", "AnotherHorse77x")])
            // The same status, the same next page, the same cookies, the same code page.
            #expect(again.status == new.status && again.status == .seeOther)
            #expect(again.headers[.location] == new.headers[.location])
            #expect(again.headers[values: .setCookie].map(Self.cookieShape) == new.headers[values: .setCookie].map(Self.cookieShape))
            let takenPage = try await taken.get("/account/confirm")
            let newPage = try await fresh.get("/account/confirm")
            #expect(takenPage.status == newPage.status && takenPage.status == .ok)
            #expect(Self.withoutTokens(takenPage.html) == Self.withoutTokens(newPage.html))
            let wrongTaken = try await taken.post("/account/confirm", [("one-time-code", "123456")])
            let wrongNew = try await fresh.post("/account/confirm", [("one-time-code", "123456")])
            #expect(wrongTaken.status == wrongNew.status)
            #expect(Self.withoutTokens(wrongTaken.html) == Self.withoutTokens(wrongNew.html))
            // The owner is told, once an hour; the first account's password still works, the second's does not.
            #expect(await fixture.sender.notices == ["dup@example.com"])
            _ = try await taken.post("/signup", [("username", "dup@example.com"), ("new-password", "AnotherHorse77x")])
            #expect(await fixture.sender.notices == ["dup@example.com"])
            #expect(try await taken.post("/signin", [("username", "dup@example.com"), ("password", "AnotherHorse77x")]).status == .unprocessableContent)
            #expect(try await taken.post("/signin", [("username", "dup@example.com"), ("password", Self.password)]).status == .seeOther)
        }
    }

    /// A Set-Cookie line with its value blanked: name and attributes (in any order).
    static func cookieShape(_ line: String) -> String {
        let parts = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        return ([String(parts[0].split(separator: "=")[0])] + parts.dropFirst().sorted()).joined(separator: "; ")
    }

    /// A page with its CSRF tokens blanked.
    static func withoutTokens(_ html: String) -> String {
        html.replacing(/value="[A-Za-z0-9_-]{43}"/, with: #"value="""#)
    }

    @Test(arguments: TestEngine.available)
    func signUpChecksTheFieldRulesAndThePasswordRules(engine: TestEngine) async throws {
        try await Self.withSite(engine) { browser, fixture in
            let page = try await browser.get("/signup")
            let tags = try PageMarkup.inputTags(in: page.html)
            let password = try #require(tags.first { $0[attribute: "name"] == "new-password" })
            // The attributes agree with the default rules (minlength: 12; ASCII only, no maximum).
            #expect(password[attribute: "minlength"] == "12")
            #expect(password[attribute: "maxlength"] == nil)
            #expect(password[attribute: "passwordrules"] == CredentialPages.defaultPasswordRules.descriptor)
            #expect(password[attribute: "autocomplete"] == "new-password")

            let weak = try await browser.post("/signup", [("username", "w@example.com"), ("new-password", "alllowercase-long")])
            #expect(weak.status == .unprocessableContent)
            #expect(weak.html.contains(#"data-field="new-password""#))
            #expect(weak.html.contains("missing a required character"))
            #expect(!weak.html.contains("alllowercase-long"))
            let short = try await browser.post("/signup", [("username", "not an address"), ("new-password", "Sh0rt")])
            #expect(short.html.contains(#"data-field="username""#) && short.html.contains("too short"))
            #expect(await fixture.sender.messages.isEmpty)
            #expect(try await fixture.service.store.accountCount() == 0)
        }
    }

    @Test(arguments: TestEngine.available)
    func anExpiredCodeOrTooManyGuessesNeedANewCode(engine: TestEngine) async throws {
        var policy = Self.policy
        policy.guessesPerAddress = 100
        try await Self.withSite(engine, policy: policy) { browser, fixture in
            let username = "e@example.com"
            _ = try await browser.post("/signup", [("username", username), ("new-password", Self.password)])
            let first = try await fixture.sender.lastCode(to: username)
            fixture.clock.advance(seconds: 601)
            let expired = try await browser.post("/account/confirm", [("one-time-code", first)])
            #expect(expired.status == .unprocessableContent)
            #expect(expired.html.contains("it no longer works (a code lasts 10 minutes and 5 tries)"))
            // Signing in again sends a new code, which works; the old one never does again.
            _ = try await browser.post("/signin", [("username", username), ("password", Self.password)])
            let second = try await fixture.sender.lastCode(to: username)
            if first != second {
                #expect(try await browser.post("/account/confirm", [("one-time-code", first)]).status == .unprocessableContent)
            }
            #expect(try await browser.post("/account/confirm", [("one-time-code", second)]).headers[.location] == "/account")
            #expect(try await browser.post("/account/confirm", [("one-time-code", second)]).headers[.location] == "/account")
            #expect(try await fixture.service.store.account(username: username)?.isConfirmed == true)

            // Five wrong guesses end a code.
            let other = "g@example.com"
            let guesser = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            _ = try await guesser.post("/signup", [("username", other), ("new-password", Self.password)])
            let code = try await fixture.sender.lastCode(to: other)
            let wrong = code == "999999" ? "999998" : "999999"
            for _ in 0..<5 { _ = try await guesser.post("/account/confirm", [("one-time-code", wrong)]) }
            let dead = try await guesser.post("/account/confirm", [("one-time-code", code)])
            #expect(dead.html.contains("it no longer works"))
            #expect(try await fixture.service.store.account(username: other)?.isConfirmed == false)
        }
    }

    @Test(arguments: TestEngine.available)
    func changePasswordFromTheWellKnownURL(engine: TestEngine) async throws {
        try await Self.withSite(engine) { browser, fixture in
            let wellKnown = try await browser.get("/.well-known/change-password")
            #expect(wellKnown.status == .found)
            #expect(wellKnown.headers[.location] == "/account/password")
            // Signed out, the page sends the browser to sign in.
            #expect(try await browser.get("/account/password").headers[.location] == "/signin")

            try await Self.signUpAndConfirm(browser, fixture, "p@example.com")
            let other = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            #expect(try await other.post("/signin", [("username", "p@example.com"), ("password", Self.password)]).status == .seeOther)

            let page = try await browser.get("/account/password")
            #expect(page.status == .ok)
            let tags = try PageMarkup.inputTags(in: page.html)
            #expect(tags.compactMap { $0[attribute: "autocomplete"] } == ["username", "current-password", "new-password"])
            #expect(tags.first { $0[attribute: "name"] == "username" }?[attribute: "value"] == "p@example.com")
            let newField = try #require(tags.first { $0[attribute: "autocomplete"] == "new-password" })
            #expect(newField[attribute: "passwordrules"] == CredentialPages.defaultPasswordRules.descriptor)
            #expect(newField[attribute: "minlength"] == "12")

            let wrong = try await browser.post("/account/password", [("current-password", "Not-the-password-1"), ("new-password", "BrandNewHorse42")])
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.html.contains("The current password is incorrect."))
            let weak = try await browser.post("/account/password", [("current-password", Self.password), ("new-password", "weak")])
            #expect(weak.status == .unprocessableContent)
            let changed = try await browser.post("/account/password", [("current-password", Self.password), ("new-password", "BrandNewHorse42")])
            #expect(changed.status == .ok)
            #expect(changed.html.contains("Your password was changed."))
            #expect(!changed.html.contains("BrandNewHorse42") && !changed.html.contains(Self.password))
            // The other session ended; this one goes on.
            #expect(try await other.get("/account").headers[.location] == "/signin")
            #expect(try await browser.get("/account").status == .ok)
            let fresh = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            #expect(try await fresh.post("/signin", [("username", "p@example.com"), ("password", Self.password)]).status == .unprocessableContent)
            #expect(try await fresh.post("/signin", [("username", "p@example.com"), ("password", "BrandNewHorse42")]).status == .seeOther)
        }
    }

    /// 100 sign-ups from 100 browsers over real connections (AsyncHTTPClient's pool), 16 in flight
    /// at any moment: 100 accounts, 100 codes. The pool serves 8 connections to a host at once, so
    /// 16 keep every connection busy; all 100 queued at once gave the last of them, on a loaded
    /// machine, the whole queue's wait inside their own 15-second deadline.
    @Test(arguments: TestEngine.available)
    func concurrentSignUpsLoseNoAccount(engine: TestEngine) async throws {
        try await Self.withSite(engine, .ahc(.http)) { browser, fixture in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                func signUp(_ index: Int) {
                    group.addTask {
                        try await SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
                            .post("/signup", [("username", "u\(index)@example.com"), ("new-password", Self.password)]).status
                    }
                }
                var statuses: [HTTPResponse.Status] = []
                for index in 0..<16 { signUp(index) }
                for index in 16..<100 {
                    if let status = try await group.next() { statuses.append(status) }
                    signUp(index)
                }
                return try await group.reduce(into: statuses) { $0.append($1) }
            }
            // AsyncHTTPClient follows each 303 (to the code page, then, without the cookie, to sign-in).
            #expect(statuses.allSatisfy { $0 == .ok }, "\(Set(statuses.map(\.code)))")
            #expect(try await fixture.service.store.accountCount() == 100)
            #expect(Set(await fixture.sender.messages.map(\.recipient)).count == 100)
        }
    }

    @Test(arguments: TestEngine.available)
    func theIndexLinksTheFormsOrTheAccount(engine: TestEngine) async throws {
        try await Self.withSite(engine) { browser, fixture in
            let signedOut = try await browser.get("/").html
            #expect(signedOut.contains(#"<a href="/signin">Sign In</a>"#) && signedOut.contains(#"<a href="/signup">Create Account</a>"#))
            try await Self.signUpAndConfirm(browser, fixture, "i@example.com")
            let signedIn = try await browser.get("/").html
            #expect(signedIn.contains(#"<a href="/account">Your account</a>"#))
            #expect(signedIn.contains(#"<a href="/account/password">Change password</a>"#))
        }
    }
}
