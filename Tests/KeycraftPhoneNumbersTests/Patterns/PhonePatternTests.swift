@testable import KeycraftPhoneNumbers
import Testing

@Suite("The metadata's regular expressions")
struct PhonePatternTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func fullMatchBacktracksIntoEveryAlternative() throws {
        let pattern = try PhonePattern("\\d{8}|\\d{10,11}")
        #expect(pattern.matchesEntirely(bytes("12345678")))
        #expect(pattern.matchesEntirely(bytes("1234567890")))
        #expect(!pattern.matchesEntirely(bytes("123456789")))
        #expect(!pattern.matchesEntirely(bytes("123456789012")))
    }

    /// Where a match ends decides where a national prefix ends: the first alternative wins, as in
    /// Java's and Python's engines, not the longest.
    @Test func prefixMatchTakesTheFirstAlternativeThatMatches() throws {
        #expect(try PhonePattern("0|01").prefixMatchEnd(bytes("0123")) == 1)
        #expect(try PhonePattern("01|0").prefixMatchEnd(bytes("0123")) == 2)
        #expect(try PhonePattern("0(8(?:[1-46-8]|5\\d\\d))?").prefixMatchEnd(bytes("0852123")) == 5)
        #expect(try PhonePattern("0(8(?:[1-46-8]|5\\d\\d))?").prefixMatchEnd(bytes("0912")) == 1)
        #expect(try PhonePattern("1").prefixMatchEnd(bytes("2")) == nil)
    }

    @Test func theEndAnchorAndGroups() throws {
        let pattern = try PhonePattern("(5\\d{6})$|1")
        #expect(pattern.prefixMatch(bytes("5123456"))?.groups[1] == 0..<7)
        #expect(pattern.prefixMatchEnd(bytes("51234567")) == nil)
        #expect(pattern.prefixMatch(bytes("1999"))?.groups[1] == nil)
        #expect(pattern.groupCount == 1)
    }

    @Test func replacingAppliesTheFormatToEachMatch() throws {
        let pattern = try PhonePattern("(\\d{2})(\\d{3,4})(\\d{4})")
        #expect(pattern.replacingMatches(in: bytes("1012345678"), with: PhoneNumberFormatTemplate("\\1-\\2-\\3")) == "10-1234-5678")
        #expect(pattern.replacingMatches(in: bytes("101234567"), with: PhoneNumberFormatTemplate("\\1-\\2-\\3")) == "10-123-4567")
        // Text the pattern does not match stays as it is.
        #expect(try PhonePattern("(\\d{3})").replacingMatches(in: bytes("12345"), with: PhoneNumberFormatTemplate("[\\1]")) == "[123]45")
    }

    @Test func classesRangesAndQuantifiers() throws {
        let pattern = try PhonePattern("[13-6]\\d?[0-2]*7+")
        #expect(pattern.matchesEntirely(bytes("4017")))
        #expect(pattern.matchesEntirely(bytes("177")))
        #expect(!pattern.matchesEntirely(bytes("2017")))
        #expect(try PhonePattern("8~10").matchesEntirely(bytes("8~10")))
    }

    /// Nested optional repetition cannot make matching exponential: states are visited once.
    @Test func pathologicalPatternsStayLinear() throws {
        let pattern = try PhonePattern("(?:\\d?){30}\\d{30}")
        #expect(!pattern.matchesEntirely(Array(repeating: UInt8(ascii: "1"), count: 29)))
        #expect(pattern.matchesEntirely(Array(repeating: UInt8(ascii: "1"), count: 45)))
    }

    @Test(arguments: [
        ("(\\d{3}", 6, "missing ')'"),
        ("\\d{3})", 5, "unbalanced ')'"),
        ("[0-9", 4, "missing ']'"),
        ("\\d{5,2}", 7, "{min,max} with max below min"),
        ("*1", 0, "a quantifier with nothing to repeat"),
        ("1.3", 1, "unsupported character '.'"),
        ("(?=1)", 1, "only (?: groups are supported"),
        ("\\w", 1, "unsupported escape '\\w'"),
        ("[^1]", 1, "negated classes are not supported"),
        ("\\", 1, "a pattern ends with '\\'"),
    ])
    func malformedPatternsAreTypedErrorsWithTheirOffset(source: String, offset: Int, reason: String) {
        #expect(throws: PhonePatternError(pattern: source, offset: offset, reason: reason)) { try PhonePattern(source) }
    }
}
