import KeycraftAutoFill
import KeycraftPlayground
import KeycraftText
import Testing

@Suite @MainActor struct AutoFillScreenTests {
    func screen(_ script: String, seed: UInt64 = 7) throws -> AutoFillScreen {
        var screen = try AutoFillScreen(randomness: .seeded(state: seed))
        for key in try KeyScript.parse(script) { _ = screen.handle(.key(key)) }
        return screen
    }

    @Test func theFieldsCarryTheContentTypesAutoFillReads() throws {
        let screen = try screen("")
        #expect(screen.focusedRole == .username)
        let traits = screen.fields.map(\.traits)
        #expect(traits.map(\.textContentType) == [.username, .newPassword, .oneTimeCode])
        #expect(traits.map(\.keyboardType) == [.emailAddress, .default, .asciiCapableNumberPad])
        #expect(traits.map(\.isSecureTextEntry) == [false, true, false])
        #expect(traits[1].passwordRules?.descriptor == screen.site.passwordRules)
    }

    @Test func focusingThePasswordOffersAStrongPasswordThatMeetsTheSitesRules() throws {
        let screen = try screen("hong@example.com<tab>")
        #expect(screen.focusedRole == .newPassword)
        guard case .strongPassword(let generated)? = screen.suggestion else {
            Issue.record("no strong password offered: \(String(describing: screen.suggestion))")
            return
        }
        // access.service.gov.uk requires lower, upper, digit and special: Apple's format has all four.
        #expect(generated.format == .appleDefault)
        #expect(try PasswordRequirements(parsing: screen.site.passwordRules).isSatisfied(by: generated.password))
    }

    /// Every site in the catalog: its rules parse, and the offered password meets them, whatever the seed.
    @Test(arguments: 0..<AutoFillSite.catalog.count)
    func everySitesSuggestionMeetsItsRules(_ index: Int) throws {
        let site = AutoFillSite.catalog[index]
        let requirements = try PasswordRequirements(parsing: site.passwordRules)
        for seed in UInt64(0)..<20 {
            let screen = try screen(String(repeating: "<ctrl-n>", count: index) + "a@b.co<tab>", seed: seed)
            #expect(screen.site == site)
            let password = try #require(screen.suggestion?.text)
            #expect(requirements.violations(of: password).isEmpty, "\(site.domain): \(password)")
        }
    }

    @Test func theSameSeedOffersTheSamePasswordAndTheSystemGeneratorDiffers() throws {
        #expect(try screen("a@b.co<tab>", seed: 1).suggestion == screen("a@b.co<tab>", seed: 1).suggestion)
        var first = try AutoFillScreen()
        var second = try AutoFillScreen()
        for key in try KeyScript.parse("a@b.co<tab>") {
            _ = first.handle(.key(key))
            _ = second.handle(.key(key))
        }
        #expect(first.suggestion?.text != nil)
        #expect(first.suggestion != second.suggestion)
    }

    @Test func ctrlUUsesTheSuggestionThroughTheFieldsPipeline() throws {
        let screen = try screen("hong@example.com<tab><ctrl-u><tab><ctrl-u>")
        #expect(screen.fields[1].text == screen.passwordSuggestion?.text)
        #expect(screen.fields[2].text == screen.codeSuggestion?.text)
        #expect(screen.fields[2].text.count == AutoFillScreen.codeLength)
        #expect(screen.fields[2].text.allSatisfy { $0.isASCII })
    }

    @Test func submittingWithEverythingRightCreatesTheAccount() throws {
        let screen = try screen("hong@example.com<tab><ctrl-u><tab><ctrl-u><enter>")
        #expect(screen.focused == nil)
        #expect(screen.submission == "Account created for hong@example.com. Passwords saved it for access.service.gov.uk.")
    }

    @Test func theServerSideChecksRefuseWhatTheRulesRefuse() throws {
        // A password of the user's own that misses the site's required classes.
        let weak = try screen("hong@example.com<tab>password123<tab><ctrl-u><enter>")
        #expect(weak.submission?.hasPrefix("Password: access.service.gov.uk refuses it: missing a required character") == true)
        // The wrong code.
        let wrongCode = try screen("hong@example.com<tab><ctrl-u><tab>000000<enter>")
        #expect(wrongCode.submission == "Code: that is not the code access.service.gov.uk sent.")
        // A code field's own rule: ASCII digits only, refused as typed.
        let letters = try screen("hong@example.com<tab><ctrl-u><tab>12ab")
        #expect(letters.fields[2].text == "12")
    }

    @Test func anInvalidEmailKeepsFocusWithItsMessage() throws {
        let screen = try screen("hong@<tab>")
        #expect(screen.focusedRole == .username)
        #expect(!screen.fields[0].messages.isEmpty)
    }

    @Test func anotherSiteKeepsTheEmailAndOffersANewPasswordForItsRules() throws {
        let screen = try screen("hong@example.com<tab><ctrl-u><ctrl-n><tab>")
        #expect(screen.site.domain == "163.com")
        #expect(screen.fields[0].text == "hong@example.com")
        #expect(screen.fields[1].text.isEmpty)
        guard case .strongPassword(let generated)? = screen.suggestion else {
            Issue.record("no strong password for 163.com")
            return
        }
        // maxlength 16 rules out Apple's 20-character format.
        #expect(generated.format == .uniform(length: 16))
    }

    @Test func theAssociationLinksTheAppAndTheSite() throws {
        let screen = try screen("<ctrl-n><ctrl-a>")
        #expect(screen.showsAssociation)
        let association = screen.association
        #expect(association.entitlement == "webcredentials:163.com")
        #expect(association.report == "✓ valid")
        #expect(association.file.contains("\"webcredentials\""))
        #expect(association.file.contains(AutoFillScreen.appID))
        let document = try AASADocument(validating: Array(association.file.utf8))
        #expect(document.webCredentials?.apps.map(\.description) == [AutoFillScreen.appID])
    }

    @Test func thePlaygroundDrawsTheStrongPasswordBarAndTheRules() throws {
        let text = try Playground.run(keys: KeyScript.parse("hong@example.com<tab>"), screen: 8, width: 120, height: 40).grid.text
        #expect(text.contains("🔑 Use Strong Password"))
        #expect(text.contains("Site: access.service.gov.uk"))
        #expect(text.contains("required: lower; required: upper;"))
        #expect(text.contains("content type: new-password"))
        #expect(text.contains("autocomplete=\"new-password\""))
    }
}
