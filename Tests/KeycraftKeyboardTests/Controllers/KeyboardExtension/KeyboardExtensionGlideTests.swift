import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

/// Glide typing through the extension's controller and the UIKit-like doubles: the word and a space
/// go through the document proxy, the bar offers the alternatives, a backspace takes the word back.
@Suite struct KeyboardExtensionGlideTests {
    func fixture(_ text: String = "", traits: TextInputTraits = TextInputTraits(), typingMode: KeyboardTypingMode = .direct) -> ExtensionKeyboardFixture {
        ExtensionKeyboardFixture(text, traits: traits, typingMode: typingMode, glide: GlideFixtures.english)
    }

    @Test func aGestureCommitsTheWordAndASpace() {
        let fixture = fixture("I said ")
        #expect(fixture.keyboard.glide(through: GlideFixtures.trace("hello")))
        #expect(fixture.text == "I said hello ")
        #expect(fixture.keyboard.glidedWord?.word == "hello")
        // Another gesture right after adds the next word.
        #expect(fixture.keyboard.glide(through: GlideFixtures.trace("world")))
        #expect(fixture.text == "I said hello world ")
    }

    @Test func theFirstWordOfASentenceIsCapitalisedAndShiftCapitalises() {
        let fixture = fixture()
        fixture.keyboard.glide(through: GlideFixtures.trace("hello"))
        #expect(fixture.text == "Hello ")
        fixture.keyboard.glide(through: GlideFixtures.trace("world"), shifted: true)
        #expect(fixture.text == "Hello World ")
        let none = self.fixture("ok ", traits: TextInputTraits(autocapitalizationType: .none))
        none.keyboard.glide(through: GlideFixtures.trace("hello"))
        #expect(none.text == "ok hello ")
    }

    @Test func aGestureAfterAWordOrPunctuationStartsWithASpace() {
        let fixture = fixture("Well,")
        fixture.keyboard.glide(through: GlideFixtures.trace("hello"))
        #expect(fixture.text == "Well, hello ")
        let quoted = self.fixture("He said (")
        quoted.keyboard.glide(through: GlideFixtures.trace("hello"))
        #expect(quoted.text == "He said (hello ")
    }

    @Test func theBarOffersTheAlternativesAndATapSwapsTheWord() throws {
        let fixture = fixture("go ")
        fixture.keyboard.glide(through: GlideFixtures.trace("to"))
        #expect(fixture.text == "go to ")
        let slots = fixture.keyboard.suggestionBar.slots
        let too = try #require(slots.firstIndex { $0.text == "too" }, "\(slots)")
        fixture.keyboard.selectSuggestion(at: too)
        #expect(fixture.text == "go too ")
        // The word swapped out is offered back.
        #expect(fixture.keyboard.suggestionBar.slots.contains { $0.text == "to" })
        // Backspace now takes the swapped word away whole.
        fixture.backspace()
        #expect(fixture.text == "go ")
        #expect(fixture.keyboard.glidedWord == nil)
    }

    @Test func backspaceRightAfterRemovesTheWholeWordThenDeletesCharacters() {
        let fixture = fixture("Well,")
        fixture.keyboard.glide(through: GlideFixtures.trace("hello"))
        fixture.backspace()
        #expect(fixture.text == "Well,")
        fixture.backspace()
        #expect(fixture.text == "Well")
    }

    @Test func aKeyAfterTheGestureEndsTheChanceToTakeItBack() {
        let fixture = fixture("say ")
        fixture.keyboard.glide(through: GlideFixtures.trace("hello"))
        fixture.type("!")
        #expect(fixture.keyboard.glidedWord == nil)
        fixture.backspace()
        #expect(fixture.text == "say hello ")
    }

    @Test func aHostChangeEndsIt() {
        let fixture = fixture("say ")
        fixture.keyboard.glide(through: GlideFixtures.trace("hello"))
        // The host's echo of the gesture's own insertion changes nothing: the word can still go back.
        fixture.keyboard.textDidChange()
        #expect(fixture.keyboard.glidedWord?.word == "hello")
        // Another field (a new document with the same text) is a real change.
        fixture.proxy.hostBeginEditing("say hello ", traits: TextInputTraits())
        #expect(fixture.keyboard.glidedWord == nil)
        fixture.backspace()
        #expect(fixture.text == "say hello")
    }

    @Test func glidingAfterHangulOrEmojiKeepsThemWhole() {
        for before in ["안녕", "👩‍👩‍👧", "🇰🇷", "e\u{301}"] {
            let fixture = fixture(before)
            fixture.keyboard.glide(through: GlideFixtures.trace("hello"))
            #expect(fixture.text == before + " hello ", "after \(before)")
            fixture.backspace()
            #expect(fixture.text == before, "after \(before)")
            fixture.backspace(before.count)
            #expect(fixture.text.isEmpty, "after \(before)")
        }
    }

    @Test func aHangulSyllableBeingComposedIsNotGlidedOver() {
        let fixture = fixture(typingMode: .hangulTwoSet)
        fixture.type("ㅎㅏ")
        #expect(!fixture.keyboard.glide(through: GlideFixtures.trace("hello")))
        #expect(fixture.keyboard.isComposing)
        #expect(fixture.text == "하")
    }

    @Test func noGlideInASecureFieldOrWithoutADecoder() {
        let secure = fixture(traits: TextInputTraits(isSecureTextEntry: true))
        #expect(!secure.keyboard.glide(through: GlideFixtures.trace("hello")))
        #expect(secure.proxy.droppedEdits == 0)
        let plain = ExtensionKeyboardFixture("x")
        #expect(!plain.keyboard.glide(through: GlideFixtures.trace("hello")))
        #expect(plain.text == "x")
        let nothing = fixture("x")
        #expect(!nothing.keyboard.glide(through: []))
        #expect(nothing.text == "x")
    }
}
