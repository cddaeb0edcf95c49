import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

@Suite struct ProxyWordTests {
    func document(_ before: String, _ after: String, limit: DocumentContextLimit = .unlimited) throws -> InMemoryTextDocument {
        InMemoryTextDocument(
            try EditableText(before + after, selectedRange: NSRange(location: before.utf16.count, length: 0)),
            contextLimit: limit)
    }

    @Test(arguments: [
        ("I don", "'t know", "don't"),
        ("l'hom", "me est", "l'homme"),
        ("안녕하", "세요 친구", "안녕하세요"),
        ("pay 1,0", "00.50 now", "1,000.50"),
        ("", "start", "start"),
        ("the end", "", "end"),
        ("cafe\u{301}", " ok", "cafe\u{301}"),
    ])
    func currentWordJoinsBothFragments(before: String, after: String, word: String) throws {
        #expect(try document(before, after).currentWord?.text == word)
    }

    @Test func noCurrentWordAmongEmojiAndSpaces() throws {
        #expect(try document("hi 👩‍👩‍👧 ", " 🇰🇷").currentWord == nil)
    }

    @Test func wordBeforeInputSkipsSpacesAndPunctuation() throws {
        #expect(try document("Hello, world! ", "").wordBeforeInput?.text == "world")
    }

    @Test func wordEndingAtInputOnlyWhenTheCaretIsAtItsEnd() throws {
        #expect(try document("say 안녕", " now").wordEndingAtInput?.text == "안녕")
        #expect(try document("say 안", "녕").wordEndingAtInput == nil)
        #expect(try document("say ", "").wordEndingAtInput == nil)
    }

    @Test func replaceCurrentWordFromInsideIt() throws {
        let proxy = try document("Hi 👩‍👩‍👧 cafe\u{301}s", "tyle! 한")
        #expect(proxy.replaceCurrentWord(with: "café"))
        #expect(proxy.text == "Hi 👩‍👩‍👧 café! 한")
        #expect(proxy.documentContextAfterInput == "! 한")
    }

    @Test func replaceCurrentWordWithLimitedContext() throws {
        let proxy = try document("line one\nhel", "lo world", limit: DocumentContextLimit(stopsAtNewline: true, maximumCharacters: 5))
        #expect(proxy.replaceCurrentWord(with: "안녕"))
        #expect(proxy.text == "line one\n안녕 world")
    }

    @Test func replaceCurrentWordWithoutAWordChangesNothing() throws {
        let proxy = try document("🇫🇷 ", " 🇰🇷")
        #expect(!proxy.replaceCurrentWord(with: "x"))
        #expect(proxy.text == "🇫🇷  🇰🇷")
    }
}
