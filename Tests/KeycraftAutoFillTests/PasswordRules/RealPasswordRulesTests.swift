import KeycraftAutoFill
import Testing

@Suite(.enabled(if: RealPasswordRules.isAvailable, Comment(rawValue: RealPasswordRules.absentMessage)))
struct RealPasswordRulesTests {
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

    /// Digests (FNV-1a, 64-bit, over each line and a line feed, domains sorted) of the canonical
    /// forms Apple's reference parser (tools/PasswordRulesParser.js) prints for this file.
    @Test func canonicalFormsMatchTheReferenceOutput() throws {
        let rules = try RealPasswordRules.load().map(\.rules)
        #expect(fnv1a(rules.map { PasswordRules.parse($0).rules.description }) == 0x9310_a3bb_3986_4533)
        #expect(fnv1a(rules.map { PasswordRules.parse($0, format: .minified).rules.description }) == 0xef07_15b1_f41f_ce76)
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
