@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The byte paths for ASCII text give exactly what the Unicode paths give: the same normalized text,
/// the same words. Indexing takes the byte paths for every English keyword, so a difference would
/// change which emoji a query finds.
@Suite struct EmojiTextPropertyTests {
    /// Every kind of ASCII that matters: letters of both cases, digits, apostrophes, punctuation the
    /// keywords have, each whitespace character (CR LF is one Character), and controls that are not
    /// whitespace.
    static let ascii = Gen.element(of: Array("aZmQ09':-,.&!()_ \t\n\r\u{0B}\u{0C}\u{1C}\u{1F}\u{7F}@[`{~^"))
        .compactMap { $0 }.array(of: 0...14).map { String($0) }

    @Test func asciiNormalizingAgreesWithUnicode() async {
        await propertyCheck(count: 500, input: Self.ascii) { text in
            #expect(EmojiText.isASCII(text))
            #expect(EmojiText.asciiNormalized(text) == EmojiText.unicodeNormalized(text), "\(text.debugDescription)")
        }
    }

    @Test func asciiWordsAgreeWithUnicode() async {
        await propertyCheck(count: 500, input: Self.ascii) { text in
            #expect(EmojiText.asciiWords(text) == EmojiText.unicodeWords(text), "\(text.debugDescription)")
            let normalized = EmojiText.normalized(text)
            #expect(EmojiText.asciiWords(normalized) == EmojiText.unicodeWords(normalized), "\(normalized.debugDescription)")
        }
    }

    @Test func examples() {
        #expect(EmojiText.normalized("  Thumbs\tUP\r\n sign ") == "thumbs up sign")
        #expect(EmojiText.words("kiss: person, person") == ["kiss", "person", "person"])
        #expect(EmojiText.words("don't-stop 100") == ["don't", "stop", "100"])
        // Not ASCII: the Unicode paths (Hangul, a typographic apostrophe, é).
        #expect(EmojiText.normalized("생일  축하") == "생일 축하")
        #expect(EmojiText.words("don’t café") == ["don’t", "café"])
    }
}
