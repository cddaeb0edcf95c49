import Foundation
import KeycraftAutoFill
import Testing

@Suite struct StrongPasswordGeneratorTests {
    private func generate(_ rules: String, seed: UInt64 = 1) throws -> GeneratedPassword {
        var generator = SplitMix64(seed: seed)
        return try StrongPasswordGenerator.generate(for: PasswordRequirements(parsing: rules), using: &generator)
    }

    /// Rules that leave out `-` (required classes alone are all that is allowed) rule the format out.
    @Test func requiredClassesAloneDoNotAllowTheHyphen() throws {
        #expect(try generate("required: lower; required: upper; required: digit").format == .uniform(length: 32))
    }

    @Test func appleDefaultFormatWhenTheRulesAllowIt() throws {
        for seed in 0..<200 as Range<UInt64> {
            let generated = try generate("required: lower; required: upper; required: digit; allowed: [-]; minlength: 12", seed: seed)
            #expect(generated.format == .appleDefault)
            let password = generated.password
            let characters = Array(password)
            #expect(characters.count == 20)
            #expect(characters[6] == "-" && characters[13] == "-")
            #expect(characters.filter(\.isUppercase).count == 1, "\(password)")
            #expect(characters.filter(\.isNumber).count == 1, "\(password)")
            #expect(characters.filter(\.isLowercase).count == 16, "\(password)")
            // Two consonant-vowel-consonant syllables per group.
            for (offset, character) in characters.enumerated() where offset % 7 != 6 && !character.isNumber {
                let isVowel = "aeiouy".contains(character.lowercased())
                #expect(isVowel == [1, 4].contains(offset % 7), "\(password) at \(offset)")
                #expect(character.lowercased() != "l")
            }
            let digitOffset = characters.firstIndex(where: \.isNumber)!
            #expect([5, 7, 12, 14, 19].contains(digitOffset))
        }
    }

    /// `special` includes `-`, so the format's hyphens satisfy it.
    @Test func requiredSpecialIsSatisfiedByTheHyphens() throws {
        #expect(try generate("required: special; allowed: ascii-printable").format == .appleDefault)
    }

    @Test func appleDefaultEntropy() throws {
        let choices: Double = pow(19.0, 11.0) * pow(6.0, 6.0) * 850.0  // 850 = 5 digit places · 10 digits · 17 letters
        let expected = log2(choices)
        #expect(abs(AppleStrongPasswordFormat.entropyBits - expected) < 1e-9)
        #expect(AppleStrongPasswordFormat.entropyBits > 71 && AppleStrongPasswordFormat.entropyBits < 72)
        #expect(try generate("").entropyBits == AppleStrongPasswordFormat.entropyBits)
    }

    @Test func seededGenerationIsRepeatable() throws {
        #expect(try generate("", seed: 7) == generate("", seed: 7))
        #expect(try generate("", seed: 7).password != generate("", seed: 8).password)
    }

    @Test(arguments: [
        "maxlength: 16",  // too short for the format
        "minlength: 24",  // too long
        "allowed: lower, upper, digit",  // no hyphen
        "required: [!@#]; allowed: ascii-printable",  // the format has none of these
        "max-consecutive: 1",
    ])
    func otherRulesGetTheLongestUniformPassword(_ rules: String) throws {
        let requirements = try PasswordRequirements(parsing: rules)
        for seed in 0..<50 as Range<UInt64> {
            let generated = try generate(rules, seed: seed)
            #expect(requirements.violations(of: generated.password) == [], "\(generated.password)")
            let expectedLength = min(requirements.maxLength ?? 32, max(32, requirements.minLength ?? 0))
            #expect(generated.format == .uniform(length: expectedLength))
            #expect(generated.password.count == expectedLength)
        }
    }

    @Test func entropyOfUnconstrainedRulesIsLengthTimesAlphabet() throws {
        let generated = try generate("allowed: lower, upper, digit")
        #expect(abs(generated.entropyBits - 32 * log2(62)) < 1e-9)
        let digits = try generate("allowed: digit; maxlength: 6")
        #expect(abs(digits.entropyBits - 6 * log2(10)) < 1e-9)
    }

    /// Over {a, b}, length 3, with an `a` and no run of 3: aab aba abb baa bab bba, equally likely.
    @Test func everyValidPasswordIsEquallyLikely() throws {
        let rules = "required: [a]; allowed: [ab]; max-consecutive: 2; minlength: 3; maxlength: 3"
        let requirements = try PasswordRequirements(parsing: rules)
        var generator = SplitMix64(seed: 42)
        var tally: [String: Int] = [:]
        let draws = 12_000
        for _ in 0..<draws {
            let generated = try StrongPasswordGenerator.generate(for: requirements, using: &generator)
            tally[generated.password, default: 0] += 1
            #expect(abs(generated.entropyBits - log2(6)) < 1e-12)
        }
        #expect(Set(tally.keys) == ["aab", "aba", "abb", "baa", "bab", "bba"])
        // Chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile.
        let expected = Double(draws) / 6
        let chiSquare = tally.values.reduce(0) { $0 + pow(Double($1) - expected, 2) / expected }
        #expect(chiSquare < 20.5, "\(tally)")
    }

    @Test func requiredClassesTogetherAreCovered() throws {
        let rules = "required: [a]; required: [b]; required: [c]; allowed: [abcd]; maxlength: 3; max-consecutive: 1"
        let generated = try generate(rules)
        #expect(Set(generated.password) == ["a", "b", "c"])
        #expect(abs(generated.entropyBits - log2(6)) < 1e-12)  // the 3! orders
    }

    @Test func unsatisfiableRulesAreTypedErrors() throws {
        #expect(throws: PasswordGenerationError.minLengthExceedsMaxLength(minLength: 8, maxLength: 4)) {
            try generate("minlength: 8; maxlength: 4")
        }
        #expect(throws: PasswordGenerationError.tooShortForRequiredClasses(maxLength: 2, charactersNeeded: 3)) {
            try generate("required: upper; required: lower; required: digit; maxlength: 2")
        }
        #expect(throws: PasswordGenerationError.maxConsecutiveTooStrict(maxConsecutive: 1, minLength: 2)) {
            try generate("allowed: [a]; max-consecutive: 1; minlength: 2")
        }
        #expect(throws: PasswordGenerationError.lengthTooLarge(minLength: 500, limit: 128)) {
            try generate("minlength: 500")
        }
        let nine = (UInt8(ascii: "a")...UInt8(ascii: "i")).map { "required: [\(UnicodeScalar($0))]" }.joined(separator: "; ")
        #expect(throws: PasswordGenerationError.tooManyRequiredClasses(count: 9, limit: 8)) {
            try generate(nine)
        }
        let disjoint = PasswordRequirements(required: [PasswordCharacterSet([.digit])], allowed: PasswordCharacterSet([.lower]))
        var generator = SplitMix64(seed: 1)
        #expect(throws: PasswordGenerationError.requiredClassNotAllowed(PasswordCharacterSet([.digit]))) {
            try StrongPasswordGenerator.generate(for: disjoint, using: &generator)
        }
        #expect(PasswordGenerationError.requiredClassNotAllowed(PasswordCharacterSet([.digit])).description
            == "unsatisfiable rules: no character of the required class digit is allowed")
    }

    @Test func overlappingRequiredClassesNeedFewerCharacters() throws {
        // `upper` is implied by `[A]`, so one character satisfies both.
        let generated = try generate("required: upper; required: [A]; allowed: upper; maxlength: 1")
        #expect(generated.password == "A")
        #expect(generated.entropyBits == 0)
    }

    @Test func systemGeneratorProducesDifferentPasswords() throws {
        let requirements = try PasswordRequirements(parsing: "allowed: lower; maxlength: 20")
        let first = try StrongPasswordGenerator.generate(for: requirements)
        let second = try StrongPasswordGenerator.generate(for: requirements)
        #expect(first.password != second.password)
        #expect(requirements.isSatisfied(by: first.password))
    }
}
