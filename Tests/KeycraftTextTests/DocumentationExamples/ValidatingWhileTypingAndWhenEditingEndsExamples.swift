import Foundation
import Testing
import KeycraftText

/// The listings of the article "Validating while typing and when editing ends" (KeycraftText's
/// catalog), run as tests. The article quotes these lines verbatim; DocumentationListingTests checks that.
@Suite struct ValidatingWhileTypingAndWhenEditingEndsExamples {
    @Test func aLimitRefusesTheKeystrokeThatBreaksIt() {
        var nickname = TextFieldSession(validator: FieldValidator([.maxLength(5)]))
        nickname.becomeFirstResponder()
        for key in "Gildong" { nickname.insertText(String(key)) }

        #expect(nickname.text == "Gildo")
        #expect(nickname.messages.map(\.rule) == ["maxLength"])
    }

    @Test func aPasteKeepsWhatIsAllowed() {
        let digits = FieldValidator([.allowedCharacters(.decimalDigits), .maxLength(6)], pastePolicy: .keepAllowedPart)
        var code = TextFieldSession(validator: digits)
        code.becomeFirstResponder()
        code.paste("Your code: 123 456 789")

        #expect(code.text == "123456")
    }

    @Test func anInvalidAddressKeepsTheKeyboardUp() {
        var email = TextFieldSession(validator: FieldValidator([.required, .email]))
        email.becomeFirstResponder()
        email.insertText("gildong@")

        let resigned = email.resignFirstResponder()

        #expect(!resigned)
        #expect(email.isEditing)
        #expect(email.messages.map(\.rule) == ["email"])

        email.insertText("example.com")
        let resignedNow = email.resignFirstResponder()
        #expect(resignedNow)
    }

    @Test func koreanComposesFreelyAndIsLimitedWhenItCommits() {
        var name = TextFieldSession(validator: FieldValidator([.maxLength(5)]))
        name.becomeFirstResponder()
        var composer = HangulComposer()
        for key in "ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛㄷㅏ" { name.apply(composer.type(key)) }

        #expect(name.text == "안녕하세요다")  // the sixth syllable is still marked text
        #expect(name.content.markedText == "다")

        name.apply(composer.commit())
        #expect(name.text == "안녕하세요")
        #expect(name.markedRange == nil)
    }

    @Test func theServerRunsTheSameRules() {
        let validator = FieldValidator([.required, .email])

        #expect(validator.validateEndOfEditing("gildong@example.com").isEmpty)
        #expect(validator.validateEndOfEditing("").map(\.rule) == ["required"])  // an empty value is only missing
    }
}
