import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

@Suite struct KeyboardInputViewControllerTests {
    func controller(_ traits: TextInputTraits = TextInputTraits(), needsSwitchKey: Bool = true) -> (InMemoryTextDocument, KeyboardInputViewController, EventRecorder) {
        let document = InMemoryTextDocument("", traits: traits)
        let recorder = EventRecorder()
        let controller = KeyboardInputViewController(document: document, needsInputModeSwitchKey: needsSwitchKey) { recorder.record($0) }
        return (document, controller, recorder)
    }

    @Test func globeTapSwitchesLongPressLists() {
        let (_, controller, recorder) = controller()
        controller.handleInputModeSwitchKey(.tap)
        controller.handleInputModeSwitchKey(.longPress)
        #expect(recorder.events == [.advanceToNextInputMode, .handleInputModeList])
    }

    @Test func noGlobeKeyWhenTheSystemShowsOne() {
        let (_, controller, recorder) = controller(needsSwitchKey: false)
        #expect(!controller.showsInputModeSwitchKey)
        controller.handleInputModeSwitchKey(.tap)
        #expect(recorder.events.isEmpty)
        let keyboard = MorseKeyboard(controller: controller)
        #expect(!keyboard.keys.contains(.nextKeyboard(.tap)))
    }

    @Test func darkAppearanceFieldSelectsTheDarkScheme() {
        let (document, controller, recorder) = controller()
        #expect(controller.colorScheme == .light)
        document.hostBeginEditing(EditableText(), traits: TextInputTraits(keyboardAppearance: .dark))
        #expect(controller.colorScheme == .dark)
        #expect(recorder.events == [.textWillChange, .textDidChange, .colorSchemeDidChange(.dark)])
    }

    @Test(arguments: [(KeyboardAppearance.default, KeyboardColorScheme.light), (.light, .light), (.dark, .dark), (.alert, .dark)])
    func schemeFollowsAppearance(appearance: KeyboardAppearance, scheme: KeyboardColorScheme) {
        let (_, controller, _) = controller(TextInputTraits(keyboardAppearance: appearance))
        #expect(controller.colorScheme == scheme)
    }

    @Test func schemeIsReadAtTextDidChangeOnly() {
        let (document, controller, recorder) = controller()
        try? document.hostSetSelectedRange(NSRange(location: 0, length: 0))
        #expect(recorder.events == [.selectionWillChange, .selectionDidChange])
        document.hostReplaceContent(with: EditableText("hello"))
        #expect(recorder.events.suffix(2) == [.textWillChange, .textDidChange])
        #expect(controller.colorScheme == .light)
        #expect(controller.hostChangeCount == 2)
    }

    @Test func fullAccessIsOffByDefault() {
        #expect(!controller().1.hasFullAccess)
    }
}
