import KeycraftAutoFill
import PropertyBased
import Testing

@Suite("JSON reader and writer")
struct JSONParserTests {
    @Test func parsesEveryKindOfValueKeepingMemberOrderAndDuplicates() throws {
        let value = try JSONParser.parse(Array(#" {"b": [1, -2.5e3, true, false, null], "a": "x", "b": {}} "#.utf8))
        #expect(value == .object([
            JSONMember("b", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])),
            JSONMember("a", .string("x")),
            JSONMember("b", .object([])),
        ]))
    }

    @Test(arguments: ["안녕하세요", "👩‍👩‍👧", "🇰🇷🇫🇷", "e\u{301}", "tab\t\"quote\"\\"])
    func stringsRoundTripThroughTheWriter(text: String) throws {
        let written = JSONWriter.prettyPrinted(.object([JSONMember(text, .array([.string(text)]))]))
        #expect(try JSONParser.parse(Array(written.utf8)) == .object([JSONMember(text, .array([.string(text)]))]))
    }

    @Test func decodesEscapesIncludingSurrogatePairs() throws {
        #expect(try JSONParser.parse(Array(#""\uD83D\uDC69\u00e9\n\/""#.utf8)) == .string("👩é\n/"))
    }

    @Test(arguments: [
        ("", JSONSyntaxError(reason: .unexpectedEnd, offset: 0)),
        ("[1,]", JSONSyntaxError(reason: .unexpectedByte(UInt8(ascii: "]")), offset: 3)),
        ("{\"a\" 1}", JSONSyntaxError(reason: .unexpectedByte(UInt8(ascii: "1")), offset: 5)),
        ("01", JSONSyntaxError(reason: .invalidNumber, offset: 0)),
        ("\"\\x\"", JSONSyntaxError(reason: .invalidEscape, offset: 2)),
        ("\"\\uD800\"", JSONSyntaxError(reason: .invalidEscape, offset: 1)),
        ("\"a\nb\"", JSONSyntaxError(reason: .controlCharacterInString, offset: 2)),
        ("{} x", JSONSyntaxError(reason: .trailingContent, offset: 3)),
        ("tru", JSONSyntaxError(reason: .unexpectedEnd, offset: 3)),
    ])
    func rejectsMalformedTextWithTheOffset(text: String, expected: JSONSyntaxError) {
        #expect(throws: expected) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func rejectsInvalidUTF8AndOverlongForms() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82]] {
            #expect(throws: JSONSyntaxError(reason: .invalidUTF8, offset: 1)) { try JSONParser.parse(bytes) }
        }
    }

    @Test func limitsNestingInsteadOfOverflowingTheStack() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: JSONSyntaxError(reason: .nestingTooDeep(limit: JSONParser.maximumDepth), offset: JSONParser.maximumDepth)) {
            try JSONParser.parse(deep)
        }
    }

    @Test func errorMessagesSayWhatAndWhere() {
        #expect(JSONSyntaxError(reason: .unexpectedByte(UInt8(ascii: "]")), offset: 3).description
            == "unexpected character ']' at byte 3")
    }

    @Test func randomBytesNeverTrap() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...255).array(of: 0...64)) { values in
            let bytes = values.map(UInt8.init)
            _ = try? JSONParser.parse(bytes)
        }
    }

    @Test func writerOutputIsStableAndReadable() {
        let value = JSONValue.object([JSONMember("apps", .array([.string("A"), .string("B")])), JSONMember("x", .object([]))])
        #expect(JSONWriter.prettyPrinted(value) == "{\n  \"apps\": [\n    \"A\",\n    \"B\"\n  ],\n  \"x\": {}\n}\n")
    }
}
