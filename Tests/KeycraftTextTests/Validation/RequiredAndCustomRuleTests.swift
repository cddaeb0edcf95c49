import Foundation
import Testing
@testable import KeycraftText

@Suite struct RequiredAndCustomRuleTests {
    @Test func requiredOnlyWhenEditingEnds() {
        let field = FieldValidator([.required])
        #expect(field.evaluate(deletingLast(of: "a")) == .accept)
        #expect(field.validateEndOfEditing("").map(\.message.defaultValue) == ["Fill in this field."])
        #expect(field.validateEndOfEditing(" \n\t").map(\.rule) == ["required"])
        #expect(field.validateEndOfEditing(SampleText.family) == [])
    }

    @Test func customRuleSeesEveryEditIncludingCompositionUpdates() throws {
        let noSpaces = ValidationRule.custom(
            name: "noSpaces",
            whileEditing: { $0.replacement.contains(" ") ? .acceptSanitized(replacement: $0.replacement.replacingOccurrences(of: " ", with: "")) : .accept },
            whenEditingEnds: { $0.contains(" ") ? ValidationMessage(key: "custom.noSpaces", defaultValue: "No spaces.") : nil })
        let field = FieldValidator([noSpaces])
        #expect(field.evaluate(appending("a b", to: "")) == .acceptSanitized(replacement: "ab"))
        let composing = try ProposedEdit(
            currentText: "", range: NSRange(location: 0, length: 0), replacement: "ㅎ ", source: .compositionUpdate)
        #expect(field.evaluate(composing) == .acceptSanitized(replacement: "ㅎ"))
        #expect(field.validateEndOfEditing("a b") == [ValidationFailure(
            rule: "noSpaces", message: ValidationMessage(key: "custom.noSpaces", defaultValue: "No spaces."))])
    }

    @Test func endOfEditingReportsEveryFailureInRuleOrder() {
        let field = FieldValidator([.email, .maxLength(3), .required])
        #expect(field.validateEndOfEditing("abcd").map(\.rule) == ["email", "maxLength"])
    }

    @Test func sanitizedEditsAreCheckedAgainByEveryRule() {
        // Upper-casing "ß" gives "SS", two characters: too long for the field, so rejected.
        let field = FieldValidator([.oneOf(["SS"], uppercased: true), .maxLength(1)])
        #expect(field.evaluate(appending("ß", to: "")).isReject)
        let custom = ValidationRule.custom(name: "noX", whileEditing: { $0.replacement.contains("X") ? .reject(
            ValidationFailure(rule: "noX", message: ValidationMessage(key: "noX", defaultValue: "No X."))) : .accept })
        #expect(FieldValidator([.oneOf(["X"], uppercased: true), custom]).evaluate(appending("x", to: "")).isReject)
    }
}
