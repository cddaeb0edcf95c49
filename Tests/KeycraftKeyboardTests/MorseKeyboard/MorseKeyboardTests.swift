import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

/// The custom-keyboard guide's Morse walk-throughs on the in-memory document.
@Suite struct MorseKeyboardTests {
    @Test func tentativeCharacterUpdatesAsSignalsAreAdded() {
        var fixture = MorseKeyboardFixture("안녕 ")
        fixture.key(".")
        #expect(fixture.document.text == "안녕 E")
        #expect(fixture.keyboard.preview.description == ".  E")
        fixture.key(".")
        #expect(fixture.document.text == "안녕 I")
        fixture.key(".")
        #expect(fixture.document.text == "안녕 S")
        fixture.keyboard.press(.space)
        #expect(fixture.document.text == "안녕 S")
        #expect(fixture.keyboard.code.isEmpty)
        #expect(fixture.keyboard.preview.description == "")
    }

    @Test func spaceAfterALetterEndsItAndASecondSpaceTypesOne() {
        var fixture = MorseKeyboardFixture()
        fixture.key("....")
        fixture.keyboard.press([.space, .space])
        fixture.key("..")
        fixture.keyboard.press(.space)
        #expect(fixture.document.text == "H I")
        fixture.keyboard.press([.space, .space])
        #expect(fixture.document.text == "H I  ")
    }

    @Test func codeWithNoCharacterShowsNothingAndSpaceDiscardsIt() {
        var fixture = MorseKeyboardFixture("👩‍👩‍👧")
        fixture.key("..--")
        #expect(fixture.document.text == "👩‍👩‍👧")
        #expect(fixture.keyboard.preview.symbol == nil)
        #expect(fixture.keyboard.preview.description == "..--  (none)")
        fixture.keyboard.press(.space)
        #expect(fixture.document.text == "👩‍👩‍👧")
        #expect(fixture.keyboard.code.isEmpty)
    }

    @Test func goingThroughACodeWithNoCharacterRemovesAndRestoresTheTentativeOne() {
        var fixture = MorseKeyboardFixture("e\u{301}")
        fixture.key("..")
        #expect(fixture.document.text == "e\u{301}I")
        fixture.key("-")
        #expect(fixture.document.text == "e\u{301}U")
        fixture.key("-")
        #expect(fixture.document.text == "e\u{301}")
        fixture.key("..")
        #expect(fixture.document.text == "e\u{301}?")
    }

    @Test func deleteInsideALetterRemovesItsLastSignal() {
        var fixture = MorseKeyboardFixture("🇰🇷 ")
        fixture.key("-.-")
        #expect(fixture.document.text == "🇰🇷 K")
        fixture.keyboard.press(.delete)
        #expect(fixture.document.text == "🇰🇷 N")
        #expect(fixture.keyboard.preview.code.description == "-.")
        fixture.keyboard.press([.delete, .delete])
        #expect(fixture.document.text == "🇰🇷 ")
        #expect(fixture.keyboard.code.isEmpty)
    }

    @Test func deleteAfterALetterDeletesBackwardWholeCharacters() {
        var fixture = MorseKeyboardFixture("한👩‍👩‍👧")
        fixture.type("A")
        #expect(fixture.document.text == "한👩‍👩‍👧A")
        fixture.keyboard.press([.delete, .delete])
        #expect(fixture.document.text == "한")
        fixture.keyboard.press(.delete)
        #expect(fixture.document.text == "")
    }

    @Test func signalsShowInAngleBrackets() {
        var fixture = MorseKeyboardFixture()
        fixture.key("...-.-")
        #expect(fixture.document.text == "<SK>")
        fixture.keyboard.press(.delete)
        #expect(fixture.document.text == "<SN>")
        fixture.keyboard.press(.delete)
        #expect(fixture.document.text == "V")
    }

    @Test func hostMovingTheCaretEndsTheLetterInProgress() throws {
        var fixture = MorseKeyboardFixture("ab")
        fixture.key(".")
        try fixture.document.hostSetSelectedRange(NSRange(location: 0, length: 0))
        fixture.key("-")
        #expect(fixture.document.text == "TabE")
    }

    @Test func globeKeyAndColorScheme() {
        var fixture = MorseKeyboardFixture(traits: TextInputTraits(keyboardAppearance: .dark))
        #expect(fixture.keyboard.colorScheme == .dark)
        #expect(fixture.keyboard.keys == [.dot, .dash, .space, .delete, .nextKeyboard(.tap)])
        fixture.keyboard.press(.nextKeyboard(.tap))
        fixture.keyboard.press(.nextKeyboard(.longPress))
        #expect(fixture.recorder.events == [.advanceToNextInputMode, .handleInputModeList])
        fixture.document.hostBeginEditing(EditableText(), traits: TextInputTraits(keyboardAppearance: .light))
        #expect(fixture.keyboard.colorScheme == .light)
    }

    @Test func typingAWholeSentence() {
        var fixture = MorseKeyboardFixture()
        fixture.type("SOS HELP, 2 É?")
        #expect(fixture.document.text == "SOS HELP, 2 É?")
    }
}
