import KeycraftAutoFill
import KeycraftText
import Testing

@testable import KeycraftServer

@Suite("Sign-in and sign-up pages from the app's forms")
struct CredentialPagesTests {
    @Test func theStandardPagesUseTheAppsFormSpecifications() throws {
        let rules = PasswordRulesDescriptor(descriptor: "minlength: 10; required: digit;")
        let pages = try CredentialPages.standard(passwordRules: rules)
        let signIn = try CredentialForm.signIn(action: "/signin")
        let signUp = try CredentialForm.signUp(
            action: "/signup", passwordRules: rules, minimumPasswordLength: 8, maximumPasswordLength: 64,
            oneTimeCodeLength: 6)
        #expect(pages.signIn == signIn)
        #expect(pages.signUp == signUp)
        #expect(try CredentialPages.standard().signUp.fields[1].traits.passwordRules
            == CredentialPages.defaultPasswordRules)
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
        #expect(CredentialPagesError.controlCharacter(.passwordRules, utf16Offset: 8).description
            == "a control character at UTF-16 offset 8 of the password rules")
        #expect((try? CredentialPages.standard(appName: "🇰🇷 e\u{301} 앱")) != nil)
    }

    @Test func formsMustPostToDistinctPlainPaths() throws {
        let signUp = try CredentialForm.signUp(action: "/join", passwordRules: nil)
        for action in ["/", "signin", "/:user", "/in*", "/in?x=1"] {
            #expect(throws: CredentialPagesError.actionNotAPagePath(action)) {
                try CredentialPages(appName: "A", signIn: .signIn(action: action), signUp: signUp)
            }
        }
        #expect(throws: CredentialPagesError.sharedAction("/join")) {
            try CredentialPages(appName: "A", signIn: .signIn(action: "/join"), signUp: signUp)
        }
        let pages = try CredentialPages(appName: "A", signIn: .signIn(action: "/session/new"), signUp: signUp)
        #expect(pages.indexDocument.body.contains(#"href="/session/new""#))
    }

    @Test func hostileSettingsAreEscapedOnEveryPage() throws {
        let hostile = #""><script>alert('한')</script>"#
        let pages = try CredentialPages.standard(appName: hostile, passwordRules: PasswordRulesDescriptor(descriptor: hostile))
        let documents = [pages.indexDocument, pages.formDocument(pages.signIn), pages.formDocument(pages.signUp),
                         pages.acceptedDocument(pages.signIn, values: ["username": hostile]),
                         pages.malformedDocument(pages.signIn, .repeatedField(hostile))]
        for document in documents {
            #expect(!document.html.contains("<script>"))
            #expect(document.html.contains("&lt;script&gt;"))
        }
    }

    @Test func theAcceptedPageNamesOnlyTheAccount() throws {
        let pages = try CredentialPages.standard()
        let html = pages.acceptedDocument(
            pages.signUp, values: ["username": "민아@example.com", "new-password": "pw-👩‍👩‍👧", "one-time-code": "123456"]
        ).html
        #expect(html.contains("Account created for <strong>민아@example.com</strong>."))
        #expect(!html.contains("pw-👩‍👩‍👧") && !html.contains("123456"))
    }
}
