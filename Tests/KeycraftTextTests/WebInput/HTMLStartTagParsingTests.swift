import PropertyBased
import Testing
@testable import KeycraftText

@Suite struct HTMLStartTagParsingTests {
    @Test func readsQuotedUnquotedAndBareAttributes() throws {
        let tag = try HTMLStartTag(parsing: #"  <INPUT Type="email" name='user' maxlength=20 required autocomplete = "username" />  "#)
        #expect(tag.name == "input")
        #expect(tag.attributes == [
            HTMLAttribute("type", "email"), HTMLAttribute("name", "user"), HTMLAttribute("maxlength", "20"),
            HTMLAttribute("required", nil), HTMLAttribute("autocomplete", "username"),
        ])
        #expect(tag[attribute: "required"] == "")
        #expect(tag[attribute: "pattern"] == nil)
    }

    @Test func decodesCharacterReferencesAndKeepsUnicode() throws {
        let tag = try HTMLStartTag(parsing: #"<input placeholder="&quot;이름&quot; &amp; 👩‍👩‍👧 &#x1F1F0;&#127479; e&#769; &bogus;">"#)
        #expect(tag[attribute: "placeholder"] == "\"이름\" & 👩‍👩‍👧 🇰🇷 e\u{301} &bogus;")
    }

    @Test(arguments: [
        (#"<input type="email"#, HTMLTagParseError.unterminatedQuote(quote: "\"", position: 12)),
        (#"<input value='a>"#, .unterminatedQuote(quote: "'", position: 13)),
        (#"<input type="email""#, .unterminatedTag(position: 0)),
        (#"  <input"#, .unterminatedTag(position: 2)),
        (#"input type=text>"#, .expectedTagOpen(position: 0)),
        (#"< input>"#, .missingTagName(position: 1)),
        (#"<input type=>"#, .missingAttributeValue(name: "type", position: 12)),
        (#"<input type="a"name="b">"#, .unexpectedCharacter("n", position: 15)),
        (#"<input type=te"xt>"#, .unexpectedCharacter("\"", position: 14)),
        (#"<input ="x">"#, .unexpectedCharacter("=", position: 7)),
        (#"<input type=a TYPE=b>"#, .duplicateAttribute(name: "type", position: 14)),
        (#"<input> trailing"#, .trailingContent(position: 8)),
        (#"<input / >"#, .unexpectedCharacter("/", position: 7)),
    ])
    func malformedMarkupIsATypedErrorWithItsPosition(_ text: String, _ error: HTMLTagParseError) {
        #expect(throws: error) { try HTMLStartTag(parsing: text) }
    }

    @Test func positionsAreUTF16Offsets() {
        // 👩‍👩‍👧 is 8 UTF-16 units; 한 is 1.
        #expect(throws: HTMLTagParseError.unterminatedQuote(quote: "'", position: 29)) {
            try HTMLStartTag(parsing: "<input title=\"👩‍👩‍👧한\" alt='x")
        }
    }

    @Test func errorsDescribeWhatAndWhere() {
        #expect(HTMLTagParseError.unterminatedQuote(quote: "\"", position: 12).description
            == "unterminated \" quote opened at offset 12")
        #expect(HTMLTagParseError.unexpectedTagName(expected: "input", found: "textarea").description
            == "expected a <input> tag, found <textarea>")
    }

    @Test func renderingEscapesHostileValuesAndParsesBack() async {
        let pieces = ["\"", "'", "<", ">", "&", "&amp;", " ", "=", "한", "👩‍👩‍👧", "🇰🇷", "e\u{301}", "x", "/>", "\u{0}"]
        let value = Gen<String?>.element(of: pieces).map { $0! }.array(of: 0...8).map { $0.joined() }
        await propertyCheck(count: 300, input: value) { text in
            let tag = HTMLStartTag(name: "input", attributes: [HTMLAttribute("value", text), HTMLAttribute("required", nil)])
            let html = tag.html
            #expect(!html.dropFirst().dropLast().contains("<") && !html.dropLast().contains(">"))
            let reparsed = try HTMLStartTag(parsing: html)
            #expect(reparsed == tag)
        }
    }

    @Test func escapeCoversTheFiveSpecialCharacters() {
        #expect(HTMLSyntax.escape(#"<a href="x">'&'</a>"#)
            == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }
}
