import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

/// UIKit calls a keyboard extension's `textDidChange(_:)` more often than the host changes the text:
/// for the keyboard's own edits (its marked text too), on caret moves, and for text inputs inside the
/// keyboard (with a nil argument). Only a real change of the host's document may end a composition or
/// the chance to revert; the proxy double reports every change the way UIKit does.
@Suite struct UIKitChangeReportsTests {
    static func reportingFixture(_ text: String = "", speller: Speller? = DictionaryFixtures.englishSpeller,
                                 typingMode: KeyboardTypingMode = .direct) -> ExtensionKeyboardFixture {
        let fixture = ExtensionKeyboardFixture(text, speller: speller, typingMode: typingMode)
        fixture.proxy.reportsEveryChange = true
        return fixture
    }

    @Test func aSyllableKeepsComposingThroughTheReportsOfItsOwnMarkedText() {
        let fixture = Self.reportingFixture(speller: nil, typingMode: .hangulTwoSet)
        fixture.type("ㅇㅏㄴㄴㅕ")
        #expect(fixture.text == "안녀")
        #expect(fixture.proxy.content.markedText == "녀")
        #expect(fixture.keyboard.isComposing)
        // Backspace takes back the last jamo of the syllable, not a whole committed character.
        fixture.backspace()
        #expect(fixture.text == "안ㄴ")
        fixture.type("ㅕㅇ")
        #expect(fixture.text == "안녕")
    }

    @Test func aTextInputInsideTheKeyboardChangesNothingInTheComposition() {
        let fixture = Self.reportingFixture(speller: nil, typingMode: .hangulTwoSet)
        fixture.type("ㅎㅏ")
        fixture.proxy.keyboardInputChanged()
        #expect(fixture.keyboard.isComposing)
        fixture.type("ㄴ")
        #expect(fixture.text == "한")
    }

    @Test func theHostMovingTheCaretMidCompositionEndsIt() throws {
        let fixture = Self.reportingFixture("가 ", speller: nil, typingMode: .hangulTwoSet)
        fixture.type("ㅎㅏ")
        try fixture.proxy.hostMoveCaret(toUTF16Offset: 0)
        #expect(!fixture.keyboard.isComposing)
        #expect(fixture.proxy.content.markedText == nil)
        fixture.type("ㄴ")
        #expect(fixture.text == "ㄴ가 하")
    }

    @Test func backspaceStillRevertsACorrectionAfterItsReport() {
        let fixture = Self.reportingFixture()
        fixture.type("teh ")
        #expect(fixture.text == "the ")
        fixture.backspace()
        #expect(fixture.text == "teh")
    }

    @Test func anotherFieldTakingFocusStillResets() {
        let fixture = Self.reportingFixture()
        fixture.type("teh ")
        fixture.proxy.hostBeginEditing("", traits: TextInputTraits())
        fixture.type("x")
        fixture.backspace()
        #expect(fixture.text == "")
    }

    @Test func aHostWithoutDocumentIdentifiersStillWorks() {
        let fixture = Self.reportingFixture()
        fixture.proxy.documentIdentifier = nil
        #expect(fixture.keyboard.proxy.documentIdentifier == nil)
        fixture.type("teh ")
        #expect(fixture.text == "the ")
        fixture.backspace()
        #expect(fixture.text == "teh")
    }

    /// `needsInputModeSwitchKey` is settled once the keyboard's view is laid out (Apple's template reads
    /// it in `viewWillLayoutSubviews`): a value that changes after `viewWillAppear` is followed.
    @Test func theGlobeKeyFollowsTheValueReadAtLayout() {
        let host = ExtensionHostDouble(needsInputModeSwitchKey: true)
        let fixture = ExtensionKeyboardFixture(host: host)
        #expect(fixture.keyboard.showsNextKeyboardKey)
        host.needsInputModeSwitchKey = false
        fixture.keyboard.viewWillLayoutSubviews()
        #expect(!fixture.keyboard.showsNextKeyboardKey)
    }
}
