import KeycraftAutoFill
import Testing

@Suite struct PasswordCheckTests {
    private let rules = try! PasswordRequirements(
        parsing: "required: upper; required: digit; allowed: lower, [-_]; max-consecutive: 2; minlength: 8; maxlength: 12")

    @Test func aPasswordThatSatisfiesEverything() {
        #expect(rules.violations(of: "Abc-def_9x") == [])
        #expect(rules.isSatisfied(by: "Abc-def_9x"))
    }

    @Test func tooShortAndTooLong() {
        #expect(rules.violations(of: "Ab1") == [.tooShort(length: 3, minLength: 8)])
        #expect(rules.violations(of: "Abcdefghijk12") == [.tooLong(length: 13, maxLength: 12)])
    }

    @Test func missingRequiredClassesAreNamed() {
        let violations = rules.violations(of: "abcdefgh")
        #expect(violations == [
            .missingRequired(PasswordCharacterSet([.upper])),
            .missingRequired(PasswordCharacterSet([.digit])),
        ])
        #expect(violations.map(\.description) == [
            "missing a required character: one of upper",
            "missing a required character: one of digit",
        ])
    }

    @Test func disallowedCharactersAreNamedWithTheirUTF16Offsets() {
        #expect(rules.violations(of: "Abcdef1!") == [.disallowedCharacter("!", utf16Offset: 7)])
        #expect(rules.violations(of: "Abcdef1!").map(\.description) == ["character '!' at offset 7 is not allowed"])
    }

    @Test func repeatedCharacters() {
        #expect(rules.violations(of: "Abbbcd12") == [.tooManyConsecutive("b", utf16Offset: 1, count: 3, maxConsecutive: 2)])
        #expect(rules.violations(of: "Abbcd122") == [])
        #expect(rules.violations(of: "A1bbbbcdd").map(\.description) == ["'b' repeated 4 times at offset 2, at most 2 allowed"])
    }

    @Test func everyReasonIsListed() {
        #expect(rules.violations(of: "aaa!") == [
            .tooShort(length: 4, minLength: 8),
            .missingRequired(PasswordCharacterSet([.upper])),
            .missingRequired(PasswordCharacterSet([.digit])),
            .tooManyConsecutive("a", utf16Offset: 0, count: 3, maxConsecutive: 2),
            .disallowedCharacter("!", utf16Offset: 3),
        ])
    }

    /// Length counts what a person sees as one character; offsets count UTF-16 code units.
    @Test func hangulEmojiFlagsAndCombiningMarks() {
        let password = "A1한👩‍👩‍👧🇰🇷e\u{301}xx"
        #expect(password.count == 8)
        #expect(rules.violations(of: password) == [
            .disallowedCharacter("한", utf16Offset: 2),
            .disallowedCharacter("👩‍👩‍👧", utf16Offset: 3),
            .disallowedCharacter("🇰🇷", utf16Offset: 11),
            .disallowedCharacter("e\u{301}", utf16Offset: 15),
        ])
        // Identical grapheme clusters in a row are a run too.
        let flags = try! PasswordRequirements(parsing: "allowed: unicode; max-consecutive: 1")
        #expect(flags.violations(of: "🇰🇷🇰🇷") == [.tooManyConsecutive("🇰🇷", utf16Offset: 0, count: 2, maxConsecutive: 1)])
        #expect(flags.violations(of: "👩‍👩‍👧한e\u{301}") == [])
    }

    @Test func unicodeAllowsEverythingAndRequiredUnicodeAnything() {
        let anything = try! PasswordRequirements(parsing: "required: unicode; minlength: 2")
        #expect(anything.violations(of: "한글") == [])
        #expect(anything.violations(of: "") == [.tooShort(length: 0, minLength: 2), .missingRequired(PasswordCharacterSet([.unicode]))])
    }

    /// Without an `allowed` rule the required classes are all that is allowed (the reference copies
    /// them into `allowed`); with no rules at all, printable ASCII is.
    @Test func defaultsFollowTheReference() throws {
        let requiredOnly = try PasswordRequirements(parsing: "required: digit")
        #expect(requiredOnly.violations(of: "12a") == [.disallowedCharacter("a", utf16Offset: 2)])
        let none = try PasswordRequirements(parsing: "")
        #expect(none.violations(of: "any thing ~") == [])
        #expect(none.violations(of: "tab\there") == [.disallowedCharacter("\t", utf16Offset: 3)])
        #expect(PasswordRuleViolation.disallowedCharacter("\t", utf16Offset: 3).description == "character '\\t' at offset 3 is not allowed")
    }

    @Test func minifiedRulesMeanTheSame() throws {
        let text = "required: upper; required: digit; allowed: lower; minlength: 8"
        let minified = PasswordRules.parse(text, format: .minified).rules
        let standard = try PasswordRequirements(parsing: text)
        for password in ["Abcdefg1", "abcdefg1", "ABCDEFG1!", "Ab1"] {
            #expect(PasswordRequirements(minified).isSatisfied(by: password) == standard.isSatisfied(by: password))
        }
    }
}
