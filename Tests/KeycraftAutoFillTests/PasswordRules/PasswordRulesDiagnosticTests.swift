import KeycraftAutoFill
import Testing

/// Diagnostics: what the reference only logs, with UTF-16 offsets into the input.
@Suite struct PasswordRulesDiagnosticTests {
    private func diagnostics(_ text: String) -> [PasswordRulesDiagnostic] {
        PasswordRules.parse(text).diagnostics
    }

    private func diagnostic(_ offset: Int, _ reason: PasswordRulesDiagnostic.Reason) -> PasswordRulesDiagnostic {
        PasswordRulesDiagnostic(offset: offset, reason: reason)
    }

    @Test func wellFormedTextHasNoDiagnostics() {
        let result = PasswordRules.parse("required: upper; allowed: [-_]]; max-consecutive: 2; minlength: 8;")
        #expect(result.diagnostics.isEmpty)
        #expect(!result.wasRejected)
    }

    @Test func unknownRuleNameRejectsTheWholeText() {
        let result = PasswordRules.parse("minlength: 8; Required: upper")
        #expect(result.diagnostics == [diagnostic(14, .unknownRuleName("Required"))])
        #expect(result.wasRejected)
        #expect(result.errors.count == 1)
    }

    @Test func unknownClassIsNamed() {
        #expect(diagnostics("allowed: lower, uper") == [diagnostic(16, .unknownCharacterClass("uper"))])
    }

    @Test func notANumber() {
        let result = PasswordRules.parse("minlength: eight")
        #expect(result.diagnostics == [diagnostic(11, .expectedNumber(found: "e"))])
        #expect(result.wasRejected)
        #expect(diagnostics("minlength: 8 ; maxlength: 12") == [diagnostic(12, .expectedNumber(found: " "))])
    }

    @Test func missingColonAtTheEndKeepsEarlierRules() {
        let result = PasswordRules.parse("minlength: 8; maxlength")
        #expect(result.diagnostics == [diagnostic(23, .expectedColon(found: nil))])
        #expect(!result.wasRejected)
        #expect(result.rules.rules.contains(.minLength(8)))
    }

    @Test func spaceBeforeColon() {
        #expect(diagnostics("maxlength : 5") == [diagnostic(9, .expectedColon(found: " "))])
    }

    @Test func strayTextStopsParsing() {
        let result = PasswordRules.parse("minlength: 8; 9")
        #expect(result.diagnostics == [diagnostic(14, .expectedRuleName(found: "9"))])
        #expect(!result.wasRejected)
    }

    @Test func trailingCommaAndMissingSeparator() {
        #expect(diagnostics("allowed: upper,") == [diagnostic(15, .expectedCharacterClass(found: nil))])
        #expect(diagnostics("required: upper lower") == [diagnostic(16, .expectedCommaOrSemicolon(found: "l"))])
        #expect(diagnostics("minlength: 3 x") == [diagnostic(12, .expectedNumber(found: " "))])
    }

    @Test func customClassProblems() {
        #expect(diagnostics("required: [abc") == [diagnostic(10, .unterminatedCustomClass)])
        #expect(diagnostics("allowed: [a-c]") == [diagnostic(11, .misplacedDash)])
        #expect(diagnostics("allowed: []") == [diagnostic(9, .emptyCustomClass)])
        let warnings = PasswordRules.parse("allowed: [a-c]")
        #expect(warnings.errors.isEmpty)
        #expect(warnings.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func ignoredValuesAreWarnings() {
        #expect(diagnostics("minlength: 0; maxlength:; allowed: upper") == [
            diagnostic(11, .zeroValue(.minLength)),
            diagnostic(24, .emptyValue(.maxLength)),
        ])
        #expect(diagnostics("maxlength: 99999999999999999999") == [diagnostic(11, .numberTooLarge)])
        #expect(PasswordRules.parse("maxlength: 99999999999999999999").rules.rules.last == .maxLength(Int.max))
    }

    /// Offsets count UTF-16 code units: Hangul is one unit, each emoji two, a ZWJ or combining mark one.
    @Test func offsetsAreUTF16() {
        #expect(diagnostics("required: [한a]; minlength: 8") == [diagnostic(11, .ignoredCharacterInCustomClass("한"))])
        #expect(diagnostics("allowed: [👩‍👩‍👧]; minlength: x") == [
            diagnostic(10, .ignoredCharacterInCustomClass("👩")),
            diagnostic(12, .ignoredCharacterInCustomClass("\u{200D}")),
            diagnostic(13, .ignoredCharacterInCustomClass("👩")),
            diagnostic(15, .ignoredCharacterInCustomClass("\u{200D}")),
            diagnostic(16, .ignoredCharacterInCustomClass("👧")),
            diagnostic(9, .emptyCustomClass),
            diagnostic(32, .expectedNumber(found: "x")),
        ])
        #expect(diagnostics("allowed: [🇰🇷-e\u{301}]") == [
            diagnostic(10, .ignoredCharacterInCustomClass("\u{1F1F0}")),
            diagnostic(12, .ignoredCharacterInCustomClass("\u{1F1F7}")),
            diagnostic(14, .misplacedDash),
            diagnostic(16, .ignoredCharacterInCustomClass("\u{301}")),
        ])
        #expect(diagnostics("allowed: 한") == [diagnostic(9, .expectedCharacterClass(found: "한"))])
    }

    @Test func messagesSayWhatAndWhere() {
        let message = diagnostic(16, .unknownCharacterClass("uper")).description
        #expect(message.hasPrefix("error at offset 16: unknown character class 'uper'"))
        #expect(diagnostic(11, .misplacedDash).description.hasPrefix("warning at offset 11:"))
        #expect(diagnostic(5, .expectedColon(found: nil)).description.contains("end of input"))
    }

    @Test func strictParsingThrowsEveryError() {
        #expect(throws: PasswordRulesError(diagnostics: [diagnostic(11, .expectedNumber(found: "e"))])) {
            try PasswordRules(parsing: "minlength: eight")
        }
        #expect(throws: Never.self) { try PasswordRules(parsing: "allowed: [a-c]") }
        let error = PasswordRulesError(diagnostics: [diagnostic(3, .unterminatedCustomClass)])
        #expect(error.description.contains("offset 3"))
    }
}
