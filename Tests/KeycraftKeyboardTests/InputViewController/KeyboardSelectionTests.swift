import KeycraftKeyboard
import KeycraftText
import Testing

@Suite struct KeyboardSelectionTests {
    @Test func secureFieldNeverGetsTheCustomKeyboard() {
        for type in KeyboardType.allCases {
            let selection = KeyboardSelection(traits: TextInputTraits(keyboardType: type, isSecureTextEntry: true))
            #expect(selection == .systemKeyboard(.secureTextEntry))
        }
    }

    @Test(arguments: [KeyboardType.phonePad, .namePhonePad])
    func phonePadsGetTheSystemKeyboard(type: KeyboardType) {
        #expect(KeyboardSelection(traits: TextInputTraits(keyboardType: type)) == .systemKeyboard(.keyboardType(type)))
    }

    @Test func hostCanRefuseKeyboardExtensions() {
        let selection = KeyboardSelection(traits: TextInputTraits(), hostAllowsKeyboardExtensions: false)
        #expect(selection == .systemKeyboard(.hostRefusesKeyboardExtensions))
        #expect(selection != .customKeyboard)
        #expect(SystemKeyboardReason.hostRefusesKeyboardExtensions.description.contains("refuses"))
    }

    @Test func otherFieldsGetTheCustomKeyboard() {
        let types = KeyboardType.allCases.filter { $0 != .phonePad && $0 != .namePhonePad }
        for type in types {
            #expect(KeyboardSelection(traits: TextInputTraits(keyboardType: type)).usesCustomKeyboard)
        }
    }
}
