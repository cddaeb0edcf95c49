import Foundation
import Testing
import KeycraftText

/// The listings of the article "Keyboard types, appearance and return keys" (KeycraftText's catalog),
/// run as tests. The article quotes these lines verbatim; DocumentationListingTests checks that.
@Suite struct KeyboardTypesAppearanceAndReturnKeysExamples {
    @Test func configuringAnEmailField() {
        var traits = TextInputTraits(keyboardType: .emailAddress, returnKeyType: .next)
        traits.autocapitalizationType = .none
        traits.autocorrectionType = .no
        traits.textContentType = .emailAddress

        #expect(traits.keyboardType.rawValue == 7)  // UIKeyboardType.emailAddress
        #expect(traits.returnKeyType.rawValue == 4)  // UIReturnKeyType.next
        #expect(traits.textContentType?.rawValue == "email")
    }

    @Test func whatTheKeyboardActuallyDoes() {
        let pin = TextInputTraits(keyboardType: .numberPad, isSecureTextEntry: true)
        let effective = pin.effective

        #expect(effective.autocapitalizationType == .none)  // a number pad has no letters
        #expect(!effective.autocorrects && !effective.checksSpelling)
        #expect(!effective.revealsText)
        #expect(!effective.allowsCustomKeyboard)  // secure fields always get the system keyboard
    }

    @Test func aReturnKeyThatWaitsForText() {
        let traits = TextInputTraits(returnKeyType: .search, enablesReturnKeyAutomatically: true)
        var search = TextFieldSession(traits: traits)
        search.becomeFirstResponder()

        #expect(!search.isReturnKeyEnabled)
        search.insertText("keycraft")
        #expect(search.isReturnKeyEnabled)
        let returned = search.pressReturn()
        #expect(returned)
    }

    @Test func darkKeyboard() {
        let traits = TextInputTraits(keyboardAppearance: .dark)

        #expect(traits.keyboardAppearance.rawValue == 1)  // UIKeyboardAppearance.dark
        #expect(KeyboardAppearance(rawValue: 2) == .light)
    }
}
