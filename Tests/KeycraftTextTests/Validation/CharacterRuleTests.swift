import Foundation
import Testing
@testable import KeycraftText

@Suite struct CharacterRuleTests {
    let digits = FieldValidator([.allowedCharacters(.decimalDigits)])

    @Test func onlyTheReplacementIsChecked() {
        // The text already holds a letter (set by the app); typing a digit is still fine.
        #expect(digits.evaluate(appending("7", to: "abc")) == .accept)
        #expect(digits.evaluate(appending("7", to: "12")) == .accept)
    }

    @Test func hardwareKeyboardLettersInANumberPadFieldAreRejected() {
        let verdict = digits.evaluate(appending("a", to: "12", source: .hardwareKeyboard))
        #expect(verdict == .reject(ValidationFailure(
            rule: "allowedCharacters",
            message: ValidationMessage(
                key: "validation.characterNotAllowed", defaultValue: "“a” can’t be used here.", arguments: ["a"]))))
    }

    @Test func everyScalarOfACharacterMustBeAllowed() {
        let letters = FieldValidator([.allowedCharacters(CharacterSet(charactersIn: "abcdeé한"))])
        #expect(letters.evaluate(appending("한", to: "")) == .accept)
        #expect(letters.evaluate(appending("é", to: "")) == .accept)
        // U+0301 is not in the set, so e + U+0301 is refused as a whole, though "e" is allowed.
        #expect(letters.evaluate(appending(SampleText.decomposedE, to: "")).isReject)
        #expect(letters.evaluate(appending(SampleText.family, to: "")).isReject)
        #expect(letters.evaluate(appending(SampleText.flag, to: "")).isReject)
    }

    @Test func forbiddenCharactersRefuseAnyCharacterContainingOne() {
        let noJoiner = FieldValidator([.forbiddenCharacters(CharacterSet(charactersIn: "\u{200D}<>"))])
        #expect(noJoiner.evaluate(appending(SampleText.family, to: "")).isReject)
        #expect(noJoiner.evaluate(appending("안녕" + SampleText.flag, to: "")) == .accept)
        #expect(noJoiner.evaluate(appending("<b>", to: "x", source: .paste)).isReject)
        #expect(noJoiner.validateEndOfEditing("a<b").map(\.message.defaultValue) == ["“<” can’t be used here."])
    }

    @Test func deletionsAndCompositionsAreNeverRejected() throws {
        #expect(digits.evaluate(deletingLast(of: "12a")) == .accept)
        let composing = try ProposedEdit(
            currentText: "12", range: NSRange(location: 2, length: 0), replacement: "ㅎ", source: .compositionUpdate)
        #expect(digits.evaluate(composing) == .accept)
        let commit = try ProposedEdit(
            currentText: "12한", range: NSRange(location: 2, length: 1), replacement: "한", source: .compositionCommit)
        #expect(digits.evaluate(commit) == .acceptSanitized(replacement: ""))
        let mixed = try ProposedEdit(
            currentText: "12", range: NSRange(location: 2, length: 0), replacement: "x4한5", source: .compositionCommit)
        #expect(digits.evaluate(mixed) == .acceptSanitized(replacement: "45"))
    }

    @Test func pastePolicies() {
        let paste = appending("1a2" + SampleText.family + "3", to: "0", source: .paste)
        #expect(digits.evaluate(paste).isReject)
        let keeping = FieldValidator([.allowedCharacters(.decimalDigits)], pastePolicy: .keepAllowedPart)
        #expect(keeping.evaluate(paste) == .acceptSanitized(replacement: "123"))
        #expect(keeping.evaluate(appending("abc", to: "0", source: .paste)).isReject)
        // Typing is never sanitized, only pastes.
        #expect(keeping.evaluate(appending("1a", to: "0", source: .typing)).isReject)
    }

    @Test func keepAllowedPartFiltersBeforeTruncating() {
        let field = FieldValidator(
            [.maxLength(4), .allowedCharacters(.decimalDigits)], pastePolicy: .keepAllowedPart)
        #expect(field.evaluate(appending("a1b2c3d4", to: "9", source: .paste)) == .acceptSanitized(replacement: "123"))
    }

    @Test func endOfEditingChecksTheWholeText() {
        #expect(digits.validateEndOfEditing("0123") == [])
        #expect(digits.validateEndOfEditing("12a4").map(\.rule) == ["allowedCharacters"])
    }
}
