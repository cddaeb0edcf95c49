import PropertyBased
import Testing
@testable import KeycraftText

/// Character references in attribute values, as the WHATWG tokenizer decodes them.
@Suite struct HTMLCharacterReferencesTests {
    private func decode(_ text: String) -> String { HTMLCharacterReferences.decodeAttributeValue(text) }

    @Test func theWholeWHATWGTableIsThere() {
        #expect(HTMLCharacterReferences.count == 2231)
        #expect(HTMLCharacterReferences.character(named: "lbrack;") == "[")
        #expect(HTMLCharacterReferences.character(named: "rbrack;") == "]")
        #expect(HTMLCharacterReferences.character(named: "CounterClockwiseContourIntegral;") == "\u{2233}")
        // Two code points: a letter and a combining mark.
        #expect(HTMLCharacterReferences.character(named: "NotEqualTilde;") == "\u{2242}\u{338}")
        #expect(HTMLCharacterReferences.character(named: "amp") == "&")  // legacy, without ;
        #expect(HTMLCharacterReferences.character(named: "lbrack") == nil)  // only with ;
        #expect(HTMLCharacterReferences.character(named: "AMP;") == "&")
        #expect(HTMLCharacterReferences.character(named: "Amp;") == nil)  // names are case-sensitive
    }

    @Test func namedReferencesInAttributeValues() {
        #expect(decode("&lbrack;0-9&rbrack;*") == "[0-9]*")
        #expect(decode("&quot;이름&quot; &hearts; 👩‍👩‍👧 e&#769;") == "\"이름\" ♥ 👩‍👩‍👧 e\u{301}")
        #expect(decode("&bogus; & &; &") == "&bogus; & &; &")
        #expect(decode("&notin;") == "∉")
        // Legacy names without ; decode unless a letter, digit or = follows (attribute values only).
        #expect(decode("&amp ") == "& ")
        #expect(decode("&not;x &not x") == "¬x ¬ x")
        #expect(decode("a=1&amp=2") == "a=1&amp=2")
        #expect(decode("?x=1&copy2") == "?x=1&copy2")
        #expect(decode("&notin") == "&notin")
        #expect(decode("&amp") == "&")
    }

    @Test func numericReferencesWithTheStandardsReplacements() {
        #expect(decode("&#x1F1F0;&#127479;") == "🇰🇷")
        #expect(decode("&#65&#x42;&#X43;") == "ABC")  // the ; is optional
        #expect(decode("&#0;&#xD800;&#x110000;&#99999999999999;") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(decode("&#128;&#x9F;&#x81;") == "€Ÿ\u{81}")  // Windows-1252 for C1, except the holes
        #expect(decode("&#; &#x; &#xG;") == "&#; &#x; &#xG;")
        #expect(decode("&#１２;") == "&#１２;")  // only ASCII digits
    }

    /// Escaped text reads back as itself, whatever it holds.
    @Test func escapedTextDecodesToItself() async {
        let pieces = ["&", ";", "#", "x", "amp", "lt", "not", "in", "=", "\"", "'", "<", ">", "한", "👩‍👩‍👧", "🇰🇷", "e\u{301}", "1", " "]
        await propertyCheck(count: 300, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...20)) { picks in
            let text = picks.map { pieces[$0] }.joined()
            #expect(decode(HTMLSyntax.escape(text)) == text)
        }
    }

    @Test func anEntityEncodedDigitsPatternAsksForTheNumberPad() throws {
        let attributes = try HTMLInputAttributes(parsing: #"<input pattern="&lbrack;0-9&rbrack;*">"#)
        #expect(attributes.pattern == "[0-9]*")
        #expect(attributes.textInputTraits.keyboardType == .numberPad)
    }
}
