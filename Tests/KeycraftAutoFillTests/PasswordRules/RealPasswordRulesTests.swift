import KeycraftAutoFill
import Testing

@Suite struct RealPasswordRulesTests {
    @Test func allRealRulesAreLoaded() throws {
        #expect(try RealPasswordRules.load().count == 434)
    }

    @Test func everyRealRuleParsesWithoutErrors() throws {
        for (domain, text) in try RealPasswordRules.load() {
            let result = PasswordRules.parse(text)
            #expect(result.errors.isEmpty, "\(domain): \(result.errors)")
            #expect(!result.wasRejected, "\(domain)")
        }
    }

    /// The minified form is the one the reference keeps writable: it is a fixed point for every rule,
    /// and it reads back as the same standard rules.
    @Test func everyRealRuleRoundTrips() throws {
        for (domain, text) in try RealPasswordRules.load() {
            let minified = PasswordRules.parse(text, format: .minified).rules.description
            #expect(PasswordRules.parse(minified, format: .minified).rules.description == minified, "\(domain)")
            #expect(PasswordRules.parse(minified).rules == PasswordRules.parse(text).rules, "\(domain)")
        }
    }

    /// The standard form lists `-` and `]` in code point order, as the reference does, so it reads
    /// back unchanged when its custom classes keep `-` first and `]` last (and, by luck, sometimes
    /// otherwise); 355 of the 434 rules are fixed points under the reference too.
    @Test func standardFormRoundTripsWhenItsCustomClassesAreWritable() throws {
        var fixedPoints = 0
        for (domain, text) in try RealPasswordRules.load() {
            let standard = PasswordRules.parse(text).rules
            let writable = standard.rules.allSatisfy(\.hasWritableCustomClasses)
            let again = PasswordRules.parse(standard.description).rules
            if writable { #expect(again == standard, "\(domain): \(standard)") }
            if again == standard { fixedPoints += 1 }
        }
        #expect(fixedPoints == 355)
    }

    /// Every domain's canonical forms (standard and minified) are the ones Apple's reference parser
    /// (tools/PasswordRulesParser.js) prints; a difference names the domain and the rule.
    @Test func canonicalFormsMatchTheReferenceOutput() throws {
        let reference = try RealPasswordRules.referenceForms()
        let rules = try RealPasswordRules.load()
        #expect(Set(reference.keys) == Set(rules.map(\.domain)))
        for (domain, text) in rules {
            guard let expected = reference[domain] else { continue }
            let standard = PasswordRules.parse(text).rules.description
            let minified = PasswordRules.parse(text, format: .minified).rules.description
            if let difference = RealPasswordRules.difference(domain: domain, form: "standard", expected: expected.standard, actual: standard) {
                Issue.record(Comment(rawValue: difference))
            }
            if let difference = RealPasswordRules.difference(domain: domain, form: "minified", expected: expected.minified, actual: minified) {
                Issue.record(Comment(rawValue: difference))
            }
        }
    }

    /// The reference file itself is the reference parser's output: these digests (FNV-1a, 64-bit, over
    /// each line and a line feed, domains sorted) were taken from what tools/PasswordRulesParser.js
    /// printed for this file, so the file cannot drift to match a regression.
    @Test func referenceFormsAreTheReferenceParsersOutput() throws {
        let reference = try RealPasswordRules.referenceForms()
        let domains = reference.keys.sorted()
        #expect(fnv1a(domains.map { reference[$0]!.standard }) == 0x9310_a3bb_3986_4533)
        #expect(fnv1a(domains.map { reference[$0]!.minified }) == 0xef07_15b1_f41f_ce76)
    }

    @Test func aDifferenceNamesTheDomainAndTheRule() {
        let message = RealPasswordRules.difference(
            domain: "example.com", form: "standard", expected: "required: upper; minlength: 8",
            actual: "required: upper; minlength: 9")
        #expect(message?.hasPrefix("example.com (standard): rule 2 is \"minlength: 9\", the reference parser writes \"minlength: 8\"") == true)
        #expect(RealPasswordRules.difference(domain: "a", form: "minified", expected: "x", actual: "x") == nil)
        let missing = RealPasswordRules.difference(domain: "a.com", form: "minified", expected: "a; b", actual: "a")
        #expect(missing?.hasPrefix("a.com (minified): rule 2 is nothing, the reference parser writes \"b\"") == true)
    }

    @Test func everyRealRuleGeneratesPasswordsThatSatisfyIt() throws {
        var generator = SplitMix64(seed: 434)
        for (domain, text) in try RealPasswordRules.load() {
            let requirements = try PasswordRequirements(parsing: text)
            for _ in 0..<5 {
                let generated = try StrongPasswordGenerator.generate(for: requirements, using: &generator)
                #expect(requirements.violations(of: generated.password) == [], "\(domain): \(generated.password)")
                // The weakest real rules are 4-digit PINs: log2(10⁴) ≈ 13.3 bits.
                #expect(generated.entropyBits > 13, "\(domain): \(generated.entropyBits)")
            }
        }
    }

    private func fnv1a(_ lines: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for line in lines {
            for byte in (line + "\n").utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }
}
