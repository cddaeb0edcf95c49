import KeycraftAutoFill
import PropertyBased
import Testing

/// Random rule sets: every generated password satisfies its rules, and rules no password satisfies
/// give a typed error whose claim holds — never a crash.
@Suite struct PasswordGenerationPropertyTests {
    static let classes = [
        "upper", "lower", "digit", "special", "ascii-printable", "unicode", "[-]", "[]]", "[abc]", "[A]",
        "[0]", "[-_.]", "[ ]", "[!@#$%]", "[xyz]]", "[-a1]", "[~]", "[a]", "[b]",
    ]

    static let someClass = Gen.int(in: 0...(classes.count - 1)).map { classes[$0] }

    static let ruleSets = zip(
        someClass.array(of: 1...3).array(of: 0...4),  // required rules
        someClass.array(of: 0...3),  // allowed classes
        Gen.int(in: 0...40).array(of: 0...2),  // minlength values
        Gen.int(in: 0...40).array(of: 0...2),  // maxlength values
        Gen.int(in: 0...4).array(of: 0...1)  // max-consecutive
    ).map { required, allowed, minLengths, maxLengths, maxConsecutive in
        var rules = required.map { "required: " + $0.joined(separator: ", ") }
        if !allowed.isEmpty { rules.append("allowed: " + allowed.joined(separator: ", ")) }
        rules += minLengths.map { "minlength: \($0)" } + maxLengths.map { "maxlength: \($0)" }
        rules += maxConsecutive.map { "max-consecutive: \($0)" }
        return rules.joined(separator: "; ")
    }

    @Test func generatedPasswordsSatisfyTheirRules() async {
        await propertyCheck(count: 10_000, input: Self.ruleSets, Gen.int(in: 0...Int.max)) { (text: String, seed: Int) in
            let requirements: PasswordRequirements
            do {
                requirements = try PasswordRequirements(parsing: text)
            } catch {
                Issue.record("generated rules must parse: \(text): \(error)")
                return
            }
            var generator = SplitMix64(seed: UInt64(seed))
            do throws(PasswordGenerationError) {
                let generated = try StrongPasswordGenerator.generate(for: requirements, using: &generator)
                #expect(requirements.violations(of: generated.password) == [], "\(text) → \(generated.password)")
                #expect(generated.entropyBits >= 0)
            } catch {
                #expect(claimHolds(error, for: requirements), "\(text): \(error)")
            }
        }
    }

    /// Minified text reads back as the same rules — unless it puts `-` after letters or digits in a
    /// custom class, which the reference does (`[-a1]` becomes `[a1-]`) and the grammar then ignores.
    @Test func minifiedFormKeepsTheMeaning() async {
        await propertyCheck(count: 2_000, input: Self.ruleSets) { (text: String) in
            let minified = PasswordRules.parse(text, format: .minified).rules
            let again = PasswordRules.parse(minified.description)
            if minified.rules.allSatisfy(\.hasWritableCustomClasses) {
                #expect(again.errors.isEmpty, "\(text) → \(minified)")
                #expect(again.rules == PasswordRules.parse(text).rules, "\(text) → \(minified)")
                #expect(PasswordRules.parse(minified.description, format: .minified).rules == minified)
            } else {
                #expect(again.diagnostics.contains { $0.reason == .misplacedDash }, "\(text) → \(minified)")
            }
        }
    }

    private func claimHolds(_ error: PasswordGenerationError, for requirements: PasswordRequirements) -> Bool {
        switch error {
        case .minLengthExceedsMaxLength(let minLength, let maxLength):
            return minLength > maxLength && requirements.maxLength == maxLength
        case .tooShortForRequiredClasses(let maxLength, let needed):
            return needed > maxLength && needed > 1 && needed <= requirements.required.count
        case .maxConsecutiveTooStrict(let maxConsecutive, _):
            return requirements.maxConsecutive == maxConsecutive
        case .requiredClassNotAllowed(let set):
            return set.ascii.intersection(requirements.allowed.ascii).isEmpty && !requirements.allowed.includesAllCharacters
        case .lengthTooLarge, .tooManyRequiredClasses, .tooComplex:
            return false  // the generated rule sets never reach these limits
        }
    }
}
