import Foundation
import Testing
@testable import KeycraftText

@Suite struct RegexRuleTests {
    @Test func fullMatchWhenEditingEnds() throws {
        let field = FieldValidator([try .regex("[A-Z]{2}[0-9]{3}")])
        #expect(field.validateEndOfEditing("AB123") == [])
        #expect(field.validateEndOfEditing("") == [])
        #expect(field.validateEndOfEditing("xAB123").map(\.message.defaultValue) == ["Enter a value in the expected format."])
        #expect(field.validateEndOfEditing("AB1234").map(\.rule) == ["regex"])
        // Off while editing by default: partial input is fine.
        #expect(field.evaluate(appending("A", to: "")) == .accept)
    }

    @Test func matchesGraphemeClusters() throws {
        let oneCharacter = FieldValidator([try .regex(".")])
        #expect(oneCharacter.validateEndOfEditing(SampleText.family) == [])
        #expect(oneCharacter.validateEndOfEditing(SampleText.flag) == [])
        #expect(oneCharacter.validateEndOfEditing(SampleText.decomposedE) == [])
        #expect(oneCharacter.validateEndOfEditing("안녕").count == 1)
        #expect(FieldValidator([try .regex("\\p{Hangul}+")]).validateEndOfEditing(SampleText.hangul) == [])
    }

    @Test func optionallyWhileEditing() throws {
        let field = FieldValidator([try .regex("[A-Z0-9]*", whileEditing: true)])
        #expect(field.evaluate(appending("A", to: "B2")) == .accept)
        #expect(field.evaluate(appending("a", to: "B2", source: .hardwareKeyboard)).isReject)
        #expect(field.evaluate(deletingLast(of: "a")) == .accept)
        let composing = try ProposedEdit(
            currentText: "", range: NSRange(location: 0, length: 0), replacement: "ㅎ", source: .compositionUpdate)
        #expect(field.evaluate(composing) == .accept)
    }

    @Test func badPatternIsATypedErrorNamingPatternAndProblem() {
        #expect(throws: RegexPatternError.self) { try ValidationRule.regex("(ab") }
        do {
            _ = try ValidationRule.regex("[a-")
            Issue.record("expected an error")
        } catch {
            #expect(error.pattern == "[a-")
            #expect(!error.problem.isEmpty)
            #expect(error.description.hasPrefix("invalid regular expression “[a-”: "))
        }
    }
}
