import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

@Suite struct InMemoryTextDocumentTests {
    @Test func contextAroundTheCaretAndSelection() throws {
        let document = InMemoryTextDocument(try EditableText("안녕 👩‍👩‍👧 world", selectedRange: NSRange(location: 3, length: 8)))
        #expect(document.documentContextBeforeInput == "안녕 ")
        #expect(document.selectedText == "👩‍👩‍👧")
        #expect(document.documentContextAfterInput == " world")
        #expect(document.hasText)
    }

    @Test func emptyDocumentHasNoContext() {
        let document = InMemoryTextDocument()
        #expect(document.documentContextBeforeInput == nil)
        #expect(document.documentContextAfterInput == nil)
        #expect(document.selectedText == nil)
        #expect(!document.hasText)
    }

    @Test func contextStopsAtNewlineIncludingIt() throws {
        let text = "first line\nsecond\nthird"
        let caret = ("first line\nsec" as String).utf16.count
        let document = InMemoryTextDocument(
            try EditableText(text, selectedRange: NSRange(location: caret, length: 0)),
            contextLimit: DocumentContextLimit(stopsAtNewline: true))
        #expect(document.documentContextBeforeInput == "\nsec")
        #expect(document.documentContextAfterInput == "ond\n")
    }

    @Test func contextStopsAfterMaximumCharactersCountingClusters() {
        let document = InMemoryTextDocument("ab👩‍👩‍👧e\u{301}🇰🇷한", contextLimit: DocumentContextLimit(maximumCharacters: 4))
        #expect(document.documentContextBeforeInput == "👩‍👩‍👧e\u{301}🇰🇷한")
        let none = InMemoryTextDocument("abc", contextLimit: DocumentContextLimit(maximumCharacters: 0))
        #expect(none.documentContextBeforeInput == nil)
    }

    /// By default the document shares what a typical host does: the current line, at most 200
    /// characters each side, so a keyboard's work per word doesn't grow with the document.
    @Test func byDefaultTheContextIsTheTypicalHostsWindow() throws {
        let line = String(repeating: "한👩‍👩‍👧e\u{301} ", count: 100)
        let document = InMemoryTextDocument("first line\n" + line)
        #expect(document.contextLimit == .typical)
        #expect(document.documentContextBeforeInput == String(line.suffix(200)))
        // 50 repeats of 4 characters: 1 + 8 + 2 + 1 UTF-16 units each.
        let utf16Length = 600
        #expect(document.documentContextBeforeInput?.utf16.count == utf16Length)
        let short = InMemoryTextDocument("first line\nsecond")
        #expect(short.documentContextBeforeInput == "\nsecond")
        try short.hostSetSelectedRange(NSRange(location: 3, length: 0))
        #expect(short.documentContextAfterInput == "st line\n")
        #expect(InMemoryTextDocument(line, contextLimit: .unlimited).documentContextBeforeInput == line)
    }

    @Test func deleteBackwardRemovesOneGraphemeCluster() {
        let document = InMemoryTextDocument("a한🇫🇷👩‍👩‍👧e\u{301}")
        let expected = ["a한🇫🇷👩‍👩‍👧", "a한🇫🇷", "a한", "a", "", ""]
        for text in expected {
            document.deleteBackward()
            #expect(document.text == text)
        }
    }

    @Test func deleteBackwardRemovesTheSelection() throws {
        let document = InMemoryTextDocument(try EditableText("한글 text", selectedRange: NSRange(location: 0, length: 2)))
        document.deleteBackward()
        #expect(document.text == " text")
    }

    @Test func adjustTextPositionMovesByCharacters() {
        let document = InMemoryTextDocument("x👩‍👩‍👧e\u{301}한")
        document.adjustTextPosition(byCharacterOffset: -2)
        #expect(document.documentContextBeforeInput == "x👩‍👩‍👧")
        #expect(document.documentContextAfterInput == "e\u{301}한")
        document.adjustTextPosition(byCharacterOffset: 1)
        #expect(document.documentContextAfterInput == "한")
        document.adjustTextPosition(byCharacterOffset: -100)
        #expect(document.documentContextBeforeInput == nil)
        document.adjustTextPosition(byCharacterOffset: 100)
        #expect(document.documentContextAfterInput == nil)
    }

    @Test func adjustTextPositionLeavesASelectionFromItsEnds() throws {
        let document = InMemoryTextDocument(try EditableText("abcdef", selectedRange: NSRange(location: 2, length: 2)))
        document.adjustTextPosition(byCharacterOffset: 1)
        #expect(document.content.selectedRange == NSRange(location: 5, length: 0))
        try document.hostSetSelectedRange(NSRange(location: 2, length: 2))
        document.adjustTextPosition(byCharacterOffset: -1)
        #expect(document.content.selectedRange == NSRange(location: 1, length: 0))
    }

    @Test func markedTextComposesHangulAndCommits() {
        let document = InMemoryTextDocument("말 ")
        document.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        document.setMarkedText("하", selectedRange: NSRange(location: 1, length: 0))
        document.setMarkedText("한", selectedRange: NSRange(location: 1, length: 0))
        #expect(document.content.markedText == "한")
        document.unmarkText()
        #expect(document.content.markedRange == nil)
        #expect(document.text == "말 한")
        #expect(document.documentContextBeforeInput == "말 한")
    }

    @Test func insertReplacesTheSelection() throws {
        let document = InMemoryTextDocument(try EditableText("I 👍🏽 it", selectedRange: NSRange(location: 2, length: 4)))
        document.insertText("❤️")
        #expect(document.text == "I ❤️ it")
    }

    @Test func hostTraitsAndIdentifier() {
        let traits = TextInputTraits(keyboardType: .emailAddress, keyboardAppearance: .dark, returnKeyType: .send, textContentType: .emailAddress)
        let document = InMemoryTextDocument("", traits: traits)
        #expect(document.keyboardType == .emailAddress)
        #expect(document.keyboardAppearance == .dark)
        #expect(document.returnKeyType == .send)
        #expect(document.textContentType == .emailAddress)
        #expect(!document.isSecureTextEntry)
        let before = document.documentIdentifier
        document.hostBeginEditing(EditableText("x"), traits: TextInputTraits())
        #expect(document.documentIdentifier != before)
        #expect(document.text == "x")
    }

    @Test func hostSelectionOutOfRangeIsATypedErrorAndChangesNothing() {
        let document = InMemoryTextDocument("👩‍👩‍👧")
        #expect(throws: TextRangeError.insideGraphemeCluster(.lower, offset: 2, cluster: NSRange(location: 0, length: 8))) {
            try document.hostSetSelectedRange(NSRange(location: 2, length: 0))
        }
        #expect(document.content.selectedRange == NSRange(location: 8, length: 0))
    }
}
