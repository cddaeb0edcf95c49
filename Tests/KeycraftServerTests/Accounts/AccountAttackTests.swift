import Foundation
import Hummingbird
import HummingbirdTesting
@testable import KeycraftServer
import Testing

/// The credential site as a patient, parallel attacker tries it (issue 24), on each engine.
@Suite("Credential site under attack")
struct AccountAttackTests {
    typealias Site = AccountSiteTests
    static let password = Site.password

    /// The policy with the per-address allowance out of the way, so a test sees the other limit.
    static var accountOnly: AccountPolicy {
        var policy = Site.policy
        policy.guessesPerAccount = 5
        policy.guessesPerAddress = 10_000
        return policy
    }

    /// Runs `count` requests at once; their statuses.
    static func parallel(
        _ count: Int, _ request: @escaping @Sendable (Int) async throws -> HTTPResponse.Status
    ) async throws -> [HTTPResponse.Status] {
        try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
            for index in 0..<count { group.addTask { try await request(index) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test(arguments: TestEngine.available)
    func sixtyParallelWrongPasswordsAreCheckedNoMoreThanTheAllowance(engine: TestEngine) async throws {
        try await Site.withSite(engine, policy: Self.accountOnly) { owner, fixture in
            try await Site.signUpAndConfirm(owner, fixture, "victim@example.com")
            let statuses = try await Self.parallel(60) { _ in
                try await SiteBrowser(owner.client, cookiePrefix: owner.cookiePrefix)
                    .post("/signin", [("username", "victim@example.com"), ("password", "Wrong-password-\(UUID())")]).status
            }
            // Exactly five reached bcrypt; the other 55 were refused before it.
            #expect(statuses.filter { $0 == .unprocessableContent }.count == 5)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 55)
            // A stranger with the right password waits too…
            let stranger = SiteBrowser(owner.client, cookiePrefix: owner.cookiePrefix)
            #expect(try await stranger.post("/signin", [("username", "victim@example.com"), ("password", Self.password)]).status == .tooManyRequests)
            // …but the owner's own browser (recognised by its device cookie) is not locked out.
            _ = try await owner.post("/signout", [])
            let own = try await owner.post("/signin", [("username", "victim@example.com"), ("password", Self.password)])
            #expect(own.status == .seeOther && own.headers[.location] == "/account")
        }
    }

    @Test(arguments: TestEngine.available)
    func parallelGuessesFromOneAddressAreCheckedNoMoreThanItsAllowance(engine: TestEngine) async throws {
        var policy = Site.policy
        policy.guessesPerAddress = 20
        try await Site.withSite(engine, policy: policy) { browser, _ in
            let statuses = try await Self.parallel(60) { index in
                try await SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
                    .post("/signin", [("username", "spray\(index)@example.com"), ("password", "Wrong-password-1")]).status
            }
            #expect(statuses.filter { $0 == .unprocessableContent }.count == 20)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 40)
        }
    }

    /// Change-password checks the current password: a stolen session gets no more guesses at it than
    /// the allowance, however many it sends at once; the owner's sign-in is not delayed by them.
    @Test(arguments: TestEngine.available)
    func twentyParallelWrongCurrentPasswordsAreCheckedNoMoreThanTheAllowance(engine: TestEngine) async throws {
        try await Site.withSite(engine, policy: Self.accountOnly) { thief, fixture in
            try await Site.signUpAndConfirm(thief, fixture, "stolen@example.com")
            let statuses = try await Self.parallel(20) { index in
                try await thief.post("/account/password", [("current-password", "Guess-number-\(index)"), ("new-password", "BrandNewHorse42")]).status
            }
            #expect(statuses.filter { $0 == .unprocessableContent }.count == 5)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 15)
            let owner = SiteBrowser(thief.client, cookiePrefix: thief.cookiePrefix)
            #expect(try await owner.post("/signin", [("username", "stolen@example.com"), ("password", Self.password)]).status == .seeOther)
        }
    }

    @Test(arguments: TestEngine.available)
    func thirtyParallelCodeGuessesUseUpTheCodeAndTheRightOneNoLongerWorks(engine: TestEngine) async throws {
        try await Site.withSite(engine, policy: Self.accountOnly) { browser, fixture in
            let username = "guess@example.com"
            _ = try await browser.post("/signup", [("username", username), ("new-password", Self.password)])
            let code = try await fixture.sender.lastCode(to: username)
            let wrong = code == "000000" ? "000001" : "000000"
            let statuses = try await Self.parallel(30) { _ in
                try await browser.post("/account/confirm", [("one-time-code", wrong)]).status
            }
            #expect(statuses.allSatisfy { $0 == .unprocessableContent })
            let right = try await browser.post("/account/confirm", [("one-time-code", code)])
            #expect(right.status == .unprocessableContent)
            #expect(try await fixture.service.store.account(username: username)?.isConfirmed == false)
            let rows = try await fixture.service.store.database.execute("SELECT failed_attempts FROM one_time_codes")
            #expect(rows.map { $0["failed_attempts"] } == [.integer(5)])
        }
    }

    @Test(arguments: TestEngine.available)
    func codesHaveAResendCooldownAndAnHourlyCap(engine: TestEngine) async throws {
        try await Site.withSite(engine, policy: Self.accountOnly) { browser, fixture in
            let username = "resend@example.com"
            _ = try await browser.post("/signup", [("username", username), ("new-password", Self.password)])
            let first = try await fixture.sender.lastCode(to: username)
            // A sign-in within the cooldown sends nothing; the live code moves to that browser.
            let other = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            let again = try await other.post("/signin", [("username", username), ("password", Self.password)])
            #expect(again.headers[.location] == "/account/confirm")
            #expect(await fixture.sender.messages.count == 1)
            // Four more, a minute apart, make five this hour; the sixth sends nothing.
            for expected in 2...5 {
                fixture.clock.advance(seconds: 61)
                _ = try await other.post("/signin", [("username", username), ("password", Self.password)])
                #expect(await fixture.sender.messages.count == expected)
            }
            fixture.clock.advance(seconds: 61)
            _ = try await other.post("/signin", [("username", username), ("password", Self.password)])
            #expect(await fixture.sender.messages.count == 5)
            // The newest code still works, from the browser it was sent for.
            let newest = try await fixture.sender.lastCode(to: username)
            if newest != first {
                #expect(try await other.post("/account/confirm", [("one-time-code", first)]).status == .unprocessableContent)
            }
            #expect(try await other.post("/account/confirm", [("one-time-code", newest)]).headers[.location] == "/account")
        }
    }

    @Test(arguments: TestEngine.available)
    func fortyParallelSignUpsFromOneAddressAreCappedAndSendNoMore(engine: TestEngine) async throws {
        var policy = Site.policy
        policy.signUpsPerAddressPerHour = 10
        try await Site.withSite(engine, policy: policy) { browser, fixture in
            let statuses = try await Self.parallel(40) { index in
                try await SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
                    .post("/signup", [("username", "flood\(index)@example.com"), ("new-password", Self.password)]).status
            }
            #expect(statuses.filter { $0 == .seeOther }.count == 10)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 30)
            #expect(try await fixture.service.store.accountCount() == 10)
            #expect(await fixture.sender.messages.count == 10)
            // An hour later the address may sign up again.
            fixture.clock.advance(seconds: 3601)
            #expect(try await browser.post("/signup", [("username", "later@example.com"), ("new-password", Self.password)]).status == .seeOther)
        }
    }

    /// Behind a proxy the operator trusts, each client is counted by its forwarded address, and all of
    /// them together by the overall cap.
    @Test func signUpsAreCappedPerForwardedAddressAndOverall() async throws {
        var policy = Site.policy
        policy.signUpsPerAddressPerHour = 2
        policy.signUpsPerHour = 5
        try await Site.withSite(.sqlite, .live, policy: policy, clientAddresses: ClientAddressPolicy(trustedProxies: ["127.0.0.1"])) { browser, _ in
            let signUp = { @Sendable (address: String, index: Int) async throws -> HTTPResponse.Status in
                let client = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
                client.extraHeaders[HTTPFields.Element.Name("X-Forwarded-For")!] = address
                return try await client.post("/signup", [("username", "p\(index)@example.com"), ("new-password", Self.password)]).status
            }
            let answer1 = try await signUp("203.0.113.1", 0)
            #expect(answer1 == .seeOther)
            let answer2 = try await signUp("203.0.113.1", 1)
            #expect(answer2 == .seeOther)
            let answer3 = try await signUp("203.0.113.1", 2)
            #expect(answer3 == .tooManyRequests)
            // Another address of the same IPv6 /64 is the same client.
            let answer4 = try await signUp("2001:db8:1:2::1", 3)
            #expect(answer4 == .seeOther)
            let answer5 = try await signUp("2001:db8:1:2:ffff::9", 4)
            #expect(answer5 == .seeOther)
            let answer6 = try await signUp("2001:db8:1:2::77", 5)
            #expect(answer6 == .tooManyRequests)
            let answer7 = try await signUp("198.51.100.7", 6)
            #expect(answer7 == .seeOther)
            // Five this hour from everywhere: the sixth address is refused too.
            let answer8 = try await signUp("198.51.100.8", 7)
            #expect(answer8 == .tooManyRequests)
        }
    }

    @Test(arguments: TestEngine.available)
    func anUnconfirmedNameIsClaimedAgainOnceItsCodeExpired(engine: TestEngine) async throws {
        try await Site.withSite(engine) { squatter, fixture in
            let username = "owner@example.com"
            _ = try await squatter.post("/signup", [("username", username), ("new-password", "Squatters-Pass-1")])
            let owner = SiteBrowser(squatter.client, cookiePrefix: squatter.cookiePrefix)
            // While the squatter's code lives, the name is taken (the answer is the same neutral one).
            #expect(try await owner.post("/signup", [("username", username), ("new-password", Self.password)]).status == .seeOther)
            #expect(await fixture.sender.messages.count == 1)
            fixture.clock.advance(seconds: 601)
            #expect(try await owner.post("/signup", [("username", username), ("new-password", Self.password)]).status == .seeOther)
            let code = try await fixture.sender.lastCode(to: username)
            #expect(await fixture.sender.messages.count == 2)
            #expect(try await owner.post("/account/confirm", [("one-time-code", code)]).headers[.location] == "/account")
            let stranger = SiteBrowser(squatter.client, cookiePrefix: squatter.cookiePrefix)
            #expect(try await stranger.post("/signin", [("username", username), ("password", "Squatters-Pass-1")]).status == .unprocessableContent)
            #expect(try await stranger.post("/signin", [("username", username), ("password", Self.password)]).status == .seeOther)
        }
    }

    @Test(arguments: TestEngine.available)
    func aSignedOutSessionCannotBeReplayed(engine: TestEngine) async throws {
        try await Site.withSite(engine) { browser, fixture in
            try await Site.signUpAndConfirm(browser, fixture, "replay@example.com")
            let stolen = try #require(browser.cookie("session"))
            _ = try await browser.post("/signout", [])
            let thief = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            thief.setCookie("session", stolen)
            #expect(try await thief.get("/account").headers[.location] == "/signin")
        }
    }

    @Test(arguments: TestEngine.available)
    func theCSRFTokenIsBoundToTheSession(engine: TestEngine) async throws {
        try await Site.withSite(engine) { victim, fixture in
            try await Site.signUpAndConfirm(victim, fixture, "bound@example.com")
            // A sibling subdomain plants its own double-submit pair in the victim's browser.
            let planted = SecureTokenForTests.make()
            victim.setCookie("csrf", planted)
            let forged = try await victim.send("/signout", method: .post, body: "csrf-token=" + planted)
            #expect(forged.status == .forbidden)
            // Another signed-in browser's token does not pass either.
            let attacker = SiteBrowser(victim.client, cookiePrefix: victim.cookiePrefix)
            try await Site.signUpAndConfirm(attacker, fixture, "attacker@example.com")
            let attackersToken = try await attacker.csrfToken()
            #expect(try await victim.send("/signout", method: .post, body: "csrf-token=" + attackersToken).status == .forbidden)
            #expect(try await victim.get("/account").status == .ok)
            // The page's own token does.
            #expect(try await victim.post("/signout", []).headers[.location] == "/signin")
        }
    }

    @Test(arguments: TestEngine.available)
    func sessionsEndAfterThirtyIdleMinutesAndAfterTwelveHours(engine: TestEngine) async throws {
        try await Site.withSite(engine, policy: AccountPolicy()) { browser, fixture in
            try await Site.signUpAndConfirm(browser, fixture, "idle@example.com")
            fixture.clock.advance(seconds: 29 * 60)
            #expect(try await browser.get("/account").status == .ok)
            fixture.clock.advance(seconds: 29 * 60)
            #expect(try await browser.get("/account").status == .ok)
            fixture.clock.advance(seconds: 30 * 60)
            #expect(try await browser.get("/account").headers[.location] == "/signin")

            // Used every 20 minutes, a session still ends 12 hours after sign-in.
            let busy = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            #expect(try await busy.post("/signin", [("username", "idle@example.com"), ("password", Self.password)]).status == .seeOther)
            for _ in 0..<35 {
                fixture.clock.advance(seconds: 20 * 60)
                #expect(try await busy.get("/account").status == .ok)
            }
            fixture.clock.advance(seconds: 20 * 60)
            #expect(try await busy.get("/account").headers[.location] == "/signin")
            // The cookie says the same: it lasts 12 hours.
            #expect(busy.setCookieLines.contains { $0.hasPrefix("keycraft_session=") && $0.contains("Max-Age=43200") })
        }
    }

    @Test(arguments: TestEngine.available)
    func aNewSignInReplacesTheBrowsersPreviousSession(engine: TestEngine) async throws {
        try await Site.withSite(engine) { browser, fixture in
            try await Site.signUpAndConfirm(browser, fixture, "again@example.com")
            let first = try #require(browser.cookie("session"))
            #expect(try await browser.post("/signin", [("username", "again@example.com"), ("password", Self.password)]).status == .seeOther)
            #expect(try #require(browser.cookie("session")) != first)
            let old = SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
            old.setCookie("session", first)
            #expect(try await old.get("/account").headers[.location] == "/signin")
            let account = try #require(try await fixture.service.store.account(username: "again@example.com"))
            #expect(try await fixture.service.store.sessionCount(accountID: account.id) == 1)
        }
    }

    @Test(arguments: TestEngine.available)
    func theSweepDeletesExpiredSessionsCodesAndQuietCounters(engine: TestEngine) async throws {
        try await Site.withSite(engine) { browser, fixture in
            try await Site.signUpAndConfirm(browser, fixture, "sweep@example.com")
            _ = try await browser.post("/signup", [("username", "pending@example.com"), ("new-password", Self.password)])
            _ = try await SiteBrowser(browser.client, cookiePrefix: browser.cookiePrefix)
                .post("/signin", [("username", "nobody@example.com"), ("password", "Wrong-password-1")])
            let store = fixture.service.store
            func count(_ table: String) async throws -> Int64 {
                try await store.database.execute(SQLStatement("SELECT COUNT(*) AS n FROM \(table)")).first?["n"]?.integer ?? -1
            }
            #expect(try await fixture.service.sweep() == 1)  // the used code
            #expect(try await count("sessions") == 1)
            #expect(try await count("one_time_codes") == 1)
            #expect(try await count("attempt_counters") > 0)
            fixture.clock.advance(seconds: 2 * 86_400 + 1)
            #expect(try await fixture.service.sweep() > 0)
            for table in ["sessions", "one_time_codes", "attempt_counters"] {
                #expect(try await count(table) == 0, "\(table)")
            }
            // The unconfirmed account is gone; the confirmed one stays.
            #expect(try await store.account(username: "pending@example.com") == nil)
            #expect(try await store.account(username: "sweep@example.com") != nil)
        }
    }

    @Test(arguments: TestEngine.available)
    func usernamesLongerThan254CharactersAreRefusedBeforeAnyCounting(engine: TestEngine) async throws {
        try await Site.withSite(engine) { browser, fixture in
            let long = String(repeating: "a", count: 243) + "@example.com"  // 255
            let refused = try await browser.post("/signin", [("username", long), ("password", "Wrong-password-1")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.html.contains("at most 254 characters."))
            let counters = try await fixture.service.store.database.execute("SELECT key FROM attempt_counters")
            #expect(counters.isEmpty)
            #expect(try await browser.post("/signup", [("username", long), ("new-password", Self.password)]).status == .unprocessableContent)
            #expect(try await fixture.service.store.accountCount() == 0)
        }
    }
}

/// Random tokens of the site's shape, made the way a browser-side attacker could.
enum SecureTokenForTests {
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
