import KeycraftAutoFill
import KeycraftText
import PropertyBased
import Testing

@Suite("Credential fields' validation rules")
struct CredentialFieldValidatorTests {
    private func failures(_ field: CredentialField, _ text: String) -> [String] {
        field.validator.validateEndOfEditing(text).map(\.rule)
    }

    @Test func rulesFollowTheSpecification() {
        #expect(CredentialField.username().validator.rules.map(\.name) == ["required"])
        #expect(CredentialField.username(.emailAddress).validator.rules.map(\.name) == ["required", "email"])
        #expect(CredentialField.newPassword(rules: nil, minimumLength: 8, maximumLength: 64).validator.rules.map(\.name)
            == ["required", "minLength", "maxLength"])
        #expect(CredentialField.oneTimeCode(length: 6, isRequired: false).validator.rules.map(\.name)
            == ["allowedCharacters", "minLength", "maxLength"])
    }

    @Test func usernames() {
        #expect(failures(.username(), "") == ["required"])
        #expect(failures(.username(), "  ") == ["required"])
        for name in ["민아", "👩‍👩‍👧", "🇰🇷", "e\u{301}"] { #expect(failures(.username(), name) == []) }
        #expect(failures(.username(.emailAddress), "mina@example.com") == [])
        #expect(failures(.username(.emailAddress), "mina") == ["email"])
    }

    /// Lengths count UTF-16 code units, as HTML's minlength/maxlength and UIKit's NSRange do.
    @Test func lengthsCountUTF16CodeUnits() {
        let password = CredentialField.newPassword(rules: nil, minimumLength: 8, maximumLength: 10)
        #expect(failures(password, "👩‍👩‍👧") == [])  // one grapheme, 8 code units
        #expect(failures(password, "한국어") == ["minLength"])
        #expect(failures(password, "e\u{301}e\u{301}e\u{301}e\u{301}") == [])
        #expect(failures(password, "🇰🇷🇰🇷🇰🇷") == ["maxLength"])  // 12 code units
        let message = password.validator.validateEndOfEditing("abc").first?.message
        #expect(message?.key == "validation.minLength.utf16")
        #expect(message?.defaultValue == "Use at least 8 UTF-16 code units.")
        #expect(message?.arguments == ["8"])
    }

    @Test func oneTimeCodesAreASCIIDigits() {
        let code = CredentialField.oneTimeCode(length: 6)
        #expect(failures(code, "123456") == [])
        #expect(failures(code, "١٢٣٤٥٦") == ["allowedCharacters"])  // Arabic-Indic digits
        #expect(failures(code, "12345") == ["minLength"])
        #expect(failures(code, "") == ["required"])
        #expect(failures(.oneTimeCode(length: 6, isRequired: false), "") == [])
    }

    /// The validator accepts exactly the values within the bounds the `<input>` carries (a blank
    /// value counts as empty for `required`).
    @Test func agreesWithTheRenderedLengthBounds() async {
        let field = CredentialField.newPassword(rules: nil, minimumLength: 4, maximumLength: 12)
        let pieces = ["a", "Z", "9", "한", "👩‍👩‍👧", "🇰🇷", "e\u{301}", " "]
        await propertyCheck(count: 300, input: Gen.element(of: pieces).array(of: 0...8)) { pieces in
            let text = pieces.compactMap { $0 }.joined()
            let units = text.utf16.count
            let expected = !text.allSatisfy(\.isWhitespace) && units >= 4 && units <= 12
            #expect(field.validator.validateEndOfEditing(text).isEmpty == expected)
        }
    }

    @Test func formProblemsAreInFieldOrder() throws {
        let form = try CredentialForm.signUp(action: "/signup", passwordRules: nil, minimumPasswordLength: 8, oneTimeCodeLength: 6)
        let problems = form.problems(in: ["username": "x", "one-time-code": "12"])
        #expect(problems.map(\.field.name) == ["username", "new-password", "one-time-code"])
        #expect(problems.map { $0.failures.map(\.rule) } == [["email"], ["required"], ["minLength"]])
        #expect(form.problems(in: ["username": "a@b.co", "new-password": "12345678", "one-time-code": "123456"]).isEmpty)
    }
}
