import KeycraftAutoFill
import Testing

/// Canonical forms in both modes. Every expected string below is what Apple's reference parser
/// (tools/PasswordRulesParser.js in apple/password-manager-resources) produces for the input.
@Suite struct PasswordRulesCanonicalFormTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let input: String
        let standard: String
        let minified: String
        var testDescription: String { input.isEmpty ? "(empty)" : input }
    }

    static let grammar: [Example] = [
        Example(
            input: "required: upper; required: digit; allowed: lower, [-().&@?'#,/\"+]; minlength: 8; maxlength: 20",
            standard: "required: upper; required: digit; allowed: upper, lower, digit, [\"#&'()+,-./?@]; minlength: 8; maxlength: 20",
            minified: "required: upper; required: digit; allowed: lower, [-\"#&'()+,./?@]; minlength: 8; maxlength: 20"),
        // `-` counts only first; elsewhere it is dropped.
        Example(input: "allowed: [-!]", standard: "allowed: [!-]", minified: "allowed: [-!]"),
        Example(input: "allowed: lower, [-!]", standard: "allowed: lower, [!-]", minified: "allowed: lower, [-!]"),
        Example(input: "allowed: [a-c]", standard: "allowed: [ac]", minified: "allowed: [ac]"),
        Example(input: "allowed: [a-!]", standard: "allowed: [a!]", minified: "allowed: [a!]"),
        // Letters come before punctuation even in minified mode, so the dash is not kept first there.
        Example(input: "allowed: [-abc]", standard: "allowed: [abc-]", minified: "allowed: [abc-]"),
        // `]` only last, written `]]`.
        Example(input: "allowed: [abc]]", standard: "allowed: [abc]]", minified: "allowed: [abc]]"),
        Example(input: "allowed: []]", standard: "allowed: []]", minified: "allowed: []]"),
        Example(input: "allowed: [-]]", standard: "allowed: [-]]", minified: "allowed: [-]]"),
        Example(input: "allowed: []", standard: "allowed: ascii-printable", minified: ""),
        Example(input: "allowed: [ab]]]", standard: "allowed: ascii-printable", minified: ""),
        // Class names are case-insensitive; rule names are not.
        Example(input: "required: UPPER, Digit; allowed: Special",
                standard: "required: upper, digit; allowed: upper, digit, special",
                minified: "required: upper, digit; allowed: special"),
        Example(input: "Required: upper", standard: "allowed: ascii-printable", minified: ""),
        Example(input: "minLength: 8", standard: "allowed: ascii-printable", minified: ""),
        // Duplicates: each required kept, allowed pooled, largest minlength, smallest maxlength and max-consecutive.
        Example(
            input: "required: upper; required: upper; minlength: 5; minlength: 10; maxlength: 30; maxlength: 20; max-consecutive: 4; max-consecutive: 2",
            standard: "required: upper; required: upper; allowed: upper; max-consecutive: 2; minlength: 10; maxlength: 20",
            minified: "required: upper; required: upper; max-consecutive: 2; minlength: 10; maxlength: 20"),
        Example(input: "allowed: upper; allowed: lower; allowed: digit",
                standard: "allowed: upper, lower, digit", minified: "allowed: upper, lower, digit"),
        // The first `unicode` or `ascii-printable` wins over everything else in the list.
        Example(input: "allowed: upper, unicode, [abc]", standard: "allowed: unicode", minified: "allowed: unicode"),
        Example(input: "allowed: ascii-printable, unicode", standard: "allowed: ascii-printable", minified: "allowed: ascii-printable"),
        Example(input: "allowed: unicode, ascii-printable", standard: "allowed: unicode", minified: "allowed: unicode"),
        Example(input: "required: unicode; allowed: ascii-printable",
                standard: "required: unicode; allowed: unicode", minified: "required: unicode; allowed: ascii-printable"),
        Example(input: "required: ascii-printable; allowed: unicode",
                standard: "required: ascii-printable; allowed: ascii-printable", minified: "required: ascii-printable; allowed: unicode"),
        // Four complete ranges are `ascii-printable`, which then wins over a later `unicode`.
        Example(input: "required: upper, lower, digit, special; allowed: unicode",
                standard: "required: ascii-printable; allowed: ascii-printable", minified: "required: ascii-printable; allowed: unicode"),
        // Complete ranges written out become their names.
        Example(input: "allowed: [ABCDEFGHIJKLMNOPQRSTUVWXYZ], [0123456789]",
                standard: "allowed: upper, digit", minified: "allowed: upper, digit"),
        Example(input: "allowed: upper, lower, digit, special", standard: "allowed: ascii-printable", minified: "allowed: ascii-printable"),
        Example(input: "allowed: lower, [ !\"#$%&'()*+,./:;<=>?@[\\^_`{|}~]]",
                standard: "allowed: lower, [ !\"#$%&'()*+,./:;<=>?@[\\]^_`{|}~]",
                minified: "allowed: lower, [ !\"#$%&'()*+,./:;<=>?@[\\^_`{|}~]]"),
        Example(input: "required: upper; allowed: [-a]", standard: "required: upper; allowed: upper, [a-]", minified: "required: upper; allowed: [a-]"),
        Example(input: "required: [-]]; required: digit",
                standard: "required: [-]]; required: digit; allowed: digit, [-]]", minified: "required: [-]]; required: digit"),
        // Empty input: the standard mode's default only.
        Example(input: "", standard: "allowed: ascii-printable", minified: ""),
        Example(input: " \t ", standard: "allowed: ascii-printable", minified: ""),
    ]

    static let malformed: [Example] = [
        Example(input: "minlength: eight", standard: "allowed: ascii-printable", minified: ""),
        Example(input: "minlength: 8; maxlength", standard: "allowed: ascii-printable; minlength: 8", minified: "minlength: 8"),
        Example(input: "minlength: 8; 9", standard: "allowed: ascii-printable; minlength: 8", minified: "minlength: 8"),
        Example(input: "allowed: upper,", standard: "allowed: ascii-printable", minified: ""),
        Example(input: "allowed: upper, ; minlength: 3", standard: "allowed: ascii-printable; minlength: 3", minified: "minlength: 3"),
        Example(input: "minlength: 8 ; maxlength: 12", standard: "allowed: ascii-printable; maxlength: 12", minified: "maxlength: 12"),
        Example(input: "required: [abc", standard: "required: ; allowed: ascii-printable", minified: "required: "),
        Example(input: "minlength: 0; maxlength: 0", standard: "allowed: ascii-printable", minified: ""),
        Example(input: "maxlength : 5", standard: "allowed: ascii-printable", minified: ""),
        Example(input: "allowed: uper", standard: "allowed: ascii-printable", minified: ""),
        Example(input: "required: upper lower", standard: "allowed: ascii-printable", minified: ""),
        Example(input: "minlength:; maxlength: 4", standard: "allowed: ascii-printable; maxlength: 4", minified: "maxlength: 4"),
    ]

    static let unicodeInput: [Example] = [
        Example(input: "required: [한a]; minlength: 8", standard: "required: [a]; allowed: [a]; minlength: 8", minified: "required: [a]; minlength: 8"),
        Example(input: "allowed: [👩‍👩‍👧]; minlength: x", standard: "allowed: ascii-printable", minified: ""),
        Example(input: "allowed: [🇰🇷-e\u{301}]", standard: "allowed: [e]", minified: "allowed: [e]"),
        Example(input: "required: [e\u{301}]", standard: "required: [e]; allowed: [e]", minified: "required: [e]"),
    ]

    @Test(arguments: grammar + malformed + unicodeInput)
    func standardFormMatchesTheReference(_ example: Example) {
        #expect(PasswordRules.parse(example.input).rules.description == example.standard)
    }

    @Test(arguments: grammar + malformed + unicodeInput)
    func minifiedFormMatchesTheReference(_ example: Example) {
        #expect(PasswordRules.parse(example.input, format: .minified).rules.description == example.minified)
    }

    @Test func canonicalRulesAreStructuredValues() {
        let rules = PasswordRules.parse("required: upper, [ab]; maxlength: 12; minlength: 6").rules
        #expect(rules.rules == [
            .required([.upper, .custom("ab")]),
            .allowed([.upper, .custom("ab")]),
            .minLength(6),
            .maxLength(12),
        ])
    }
}
