import Foundation
import KeycraftAutoFill
import KeycraftText
import Testing

@testable import KeycraftServer

@Suite("Sign-in and sign-up pages from the app's forms")
struct CredentialPagesTests {
    @Test func theStandardPagesUseTheAppsFormSpecificationsWithLengthsFromTheRules() throws {
        let rules = PasswordRulesDescriptor(descriptor: "minlength: 10; maxlength: 30; required: digit;")
        let pages = try CredentialPages.standard(passwordRules: rules)
        #expect(pages.signIn == (try CredentialForm.signIn(action: "/signin")))
        #expect(pages.signUp == (try CredentialForm.signUp(
            action: "/signup", passwordRules: rules, minimumPasswordLength: 10, maximumPasswordLength: 30)))
        #expect(pages.passwordRequirements == (try PasswordRequirements(parsing: rules.descriptor)))
        let standard = try CredentialPages.standard().signUp.fields[1]
        #expect(standard.traits.passwordRules == CredentialPages.defaultPasswordRules)
        #expect(standard.minimumLength == 12 && standard.maximumLength == nil)
    }

    /// HTML counts UTF-16 code units, the rules count characters: the attributes never refuse a
    /// password the rules accept.
    @Test(arguments: [
        ("minlength: 8; maxlength: 20;", 8, 20),
        ("allowed: unicode; minlength: 8; maxlength: 20;", 8, nil),
        ("required: upper;", nil, nil),
    ] as [(String, Int?, Int?)])
    func lengthLimitsAgreeWithTheRules(rules: String, minimum: Int?, maximum: Int?) throws {
        let limits = CredentialPages.lengthLimits(for: try PasswordRequirements(parsing: rules))
        #expect(limits.minimum == minimum && limits.maximum == maximum)
    }

    @Test func settingsAreCheckedWithThePosition() {
        #expect(throws: CredentialPagesError.empty(.passwordRules)) {
            try CredentialPages.standard(passwordRules: PasswordRulesDescriptor(descriptor: ""))
        }
        // The offset counts UTF-16 code units: the family emoji before the tab is 8 of them.
        #expect(throws: CredentialPagesError.controlCharacter(.passwordRules, utf16Offset: 8)) {
            try CredentialPages.standard(passwordRules: PasswordRulesDescriptor(descriptor: "👩‍👩‍👧\tminlength: 8;"))
        }
        #expect(throws: CredentialPagesError.controlCharacter(.appName, utf16Offset: 2)) {
            try CredentialPages.standard(appName: "한국\u{85}")
        }
        #expect(throws: CredentialPagesError.empty(.appName)) { try CredentialPages.standard(appName: "") }
        #expect((try? CredentialPages.standard(appName: "🇰🇷 e\u{301} 앱")) != nil)
    }

    @Test func rulesThatDontParseAreRefused() {
        #expect(throws: CredentialPagesError.self) {
            try CredentialPages.standard(passwordRules: PasswordRulesDescriptor(descriptor: "minlength: many;"))
        }
        do {
            _ = try CredentialPages.standard(passwordRules: PasswordRulesDescriptor(descriptor: "minlength: many;"))
        } catch {
            guard case .invalidPasswordRules(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.hasPrefix("malformed password rules"))
        }
    }

    @Test func formsMustPostToDistinctPlainPathsOfTheirOwn() throws {
        let signUp = try CredentialForm.signUp(action: "/join", passwordRules: nil)
        for action in ["/", "signin", "/:user", "/in*", "/in?x=1", "/account", "/signout", "/account/password"] {
            #expect(throws: CredentialPagesError.actionNotAPagePath(action)) {
                try CredentialPages(appName: "A", signIn: .signIn(action: action), signUp: signUp)
            }
        }
        #expect(throws: CredentialPagesError.sharedAction("/join")) {
            try CredentialPages(appName: "A", signIn: .signIn(action: "/join"), signUp: signUp)
        }
        let pages = try CredentialPages(appName: "A", signIn: .signIn(action: "/session/new"), signUp: signUp)
        #expect(pages.indexDocument().body.contains(#"href="/session/new""#))
        #expect(pages.passwordRequirements == nil)
    }

    @Test func hostileSettingsAndNamesAreEscapedOnEveryPage() throws {
        let hostile = #""><script>alert('한')</script>"#
        let pages = try CredentialPages.standard(appName: hostile)
        let account = StoredAccount(id: "1", username: hostile, passwordHash: "h", createdAt: .now, confirmedAt: .now)
        let documents = [
            pages.indexDocument(), pages.indexDocument(signedInAs: hostile),
            pages.formDocument(AccountForm(pages.signIn), csrfToken: hostile, problems: [PageProblem(hostile)], notice: hostile),
            pages.formDocument(pages.changePasswordForm(username: hostile), csrfToken: "t"),
            pages.accountDocument(account, csrfToken: hostile, notice: hostile),
            pages.messageDocument(title: hostile, message: hostile, linkTo: hostile),
        ]
        for document in documents {
            #expect(!document.html.contains("<script>"))
            #expect(document.html.contains("&lt;script&gt;"))
        }
    }
}
