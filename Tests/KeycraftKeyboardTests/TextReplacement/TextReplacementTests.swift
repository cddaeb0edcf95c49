import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

@Suite struct TextReplacementTests {
    static let lexicon = Lexicon([
        LexiconEntry(userInput: "omw", documentText: "On my way!"),
        LexiconEntry(userInput: "ㅎㅇ", documentText: "안녕하세요"),
        LexiconEntry(userInput: "cafe\u{301}", documentText: "☕️ café"),
        LexiconEntry(userInput: "fam", documentText: "👩‍👩‍👧"),
        LexiconEntry(userInput: "don't", documentText: "do not"),
        LexiconEntry(userInput: "OMW", documentText: "second entry loses"),
    ])

    /// A plain keyboard: letters typed through the pipeline.
    struct Typist {
        let document: InMemoryTextDocument
        let controller: KeyboardInputViewController
        var entry = KeyboardTextEntry(lexicon: TextReplacementTests.lexicon)

        init(_ text: String = "", traits: TextInputTraits = TextInputTraits()) {
            document = InMemoryTextDocument(text, traits: traits)
            controller = KeyboardInputViewController(document: document)
        }

        mutating func type(_ text: String) {
            for character in text { entry.insertText(String(character), in: controller) }
        }

        mutating func backspace() { entry.deleteBackward(in: controller) }
    }

    @Test func lookupIsCaseInsensitiveAndFirstWins() {
        #expect(Self.lexicon.entry(forUserInput: "OmW")?.documentText == "On my way!")
        #expect(Self.lexicon.entry(forUserInput: "CAFÉ")?.documentText == "☕️ café")
        #expect(Self.lexicon.entry(forUserInput: "om") == nil)
    }

    @Test func omwSpaceBecomesOnMyWayAndBackspaceReverts() {
        var typist = Typist("👍🏽 ")
        typist.type("omw ")
        #expect(typist.document.text == "👍🏽 On my way! ")
        #expect(typist.entry.canRevertReplacement)
        typist.backspace()
        #expect(typist.document.text == "👍🏽 omw")
        // The reverted word is left alone by the next space, as iOS does.
        typist.type(" ")
        #expect(typist.document.text == "👍🏽 omw ")
        typist.backspace()
        #expect(typist.document.text == "👍🏽 omw")
    }

    @Test func punctuationEndsAWordToo() {
        var typist = Typist()
        typist.type("OMW, fam.")
        #expect(typist.document.text == "On my way!, 👩‍👩‍👧.")
    }

    @Test func hangulCombiningMarksAndApostrophes() {
        var typist = Typist("x ")
        typist.type("ㅎㅇ cafe\u{301} don't ")
        #expect(typist.document.text == "x 안녕하세요 ☕️ café do not ")
    }

    @Test func onlyWholeWordsAtTheCaretAreReplaced() {
        var typist = Typist()
        typist.type("omwx omw")
        #expect(typist.document.text == "omwx omw")
        typist.type("\n")
        #expect(typist.document.text == "omwx On my way!\n")
    }

    @Test func anyOtherKeyEndsTheChanceToRevert() {
        var typist = Typist()
        typist.type("omw a")
        typist.backspace()
        #expect(typist.document.text == "On my way! ")
    }

    @Test func neverInSecureFields() {
        var typist = Typist(traits: TextInputTraits(isSecureTextEntry: true))
        typist.type("omw ")
        #expect(typist.document.text == "omw ")
        #expect(!typist.entry.canRevertReplacement)
    }

    @Test func morseKeyboardUsesTextReplacement() {
        var fixture = MorseKeyboardFixture(textEntry: KeyboardTextEntry(lexicon: Self.lexicon))
        fixture.type("OMW ")
        #expect(fixture.document.text == "On my way! ")
        fixture.keyboard.press(.delete)
        #expect(fixture.document.text == "OMW")
        fixture.type("?")
        #expect(fixture.document.text == "OMW?")
        fixture.type(" OMW,")
        #expect(fixture.document.text == "OMW? On my way!,")
    }

    @Test func wordsWithLimitedContextAreStillReplacedWhole() {
        let document = InMemoryTextDocument("line\nab", contextLimit: DocumentContextLimit(stopsAtNewline: true, maximumCharacters: 10))
        let controller = KeyboardInputViewController(document: document)
        var entry = KeyboardTextEntry(lexicon: Lexicon([LexiconEntry(userInput: "ab", documentText: "🇫🇷")]))
        entry.insertText(" ", in: controller)
        #expect(document.text == "line\n🇫🇷 ")
        entry.deleteBackward(in: controller)
        #expect(document.text == "line\nab")
    }
}

@Suite struct WordTerminatorTests {
    @Test(arguments: [" ", "\n", "\t", ".", ",", "!", "?", ";", ":", ")", "。", "、"])
    func endsAWord(text: String) {
        #expect(WordTerminator.endsWord(text))
    }

    @Test(arguments: ["'", "\u{2019}", "-", "_", "@", "a", "한", "👩‍👩‍👧", "e\u{301}", "7", "..", ""])
    func doesNotEndAWord(text: String) {
        #expect(!WordTerminator.endsWord(text))
    }
}
