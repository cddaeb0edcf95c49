import Foundation
import Testing
@testable import KeycraftText

@Suite struct OneOfRuleTests {
    let gender = FieldValidator([.oneOf(["M", "F"], uppercased: true), .maxLength(1)])

    @Test func typingLowercaseIsUppercased() {
        #expect(gender.evaluate(appending("m", to: "")) == .acceptSanitized(replacement: "M"))
        #expect(gender.evaluate(appending("f", to: "", source: .hardwareKeyboard)) == .acceptSanitized(replacement: "F"))
        #expect(gender.evaluate(appending("M", to: "")) == .accept)
    }

    @Test func anythingElseIsRejected() {
        for other in ["x", "MF", "ㅁ", SampleText.family, "1"] {
            #expect(gender.evaluate(appending(other, to: "")) == .reject(ValidationFailure(
                rule: "oneOf",
                message: ValidationMessage(
                    key: "validation.oneOf", defaultValue: "Choose one of: M, F.", arguments: ["M, F"]))))
        }
        #expect(gender.evaluate(appending("f", to: "M")).isReject)
    }

    @Test func longerOptionsAcceptTheirPrefixes() {
        let title = FieldValidator([.oneOf(["Mr", "Mrs", "Ms", "안녕"])])
        #expect(title.evaluate(appending("r", to: "M")) == .accept)
        #expect(title.evaluate(appending("s", to: "Mr")) == .accept)
        #expect(title.evaluate(appending("x", to: "Mr")).isReject)
        #expect(title.evaluate(appending("m", to: "")).isReject)  // case-sensitive without `uppercased`
        #expect(title.evaluate(appending("녕", to: "안")) == .accept)
        #expect(title.validateEndOfEditing("M").map(\.rule) == ["oneOf"])
        #expect(title.validateEndOfEditing("Mrs") == [])
    }

    @Test func deletingIsAllowed() {
        #expect(gender.evaluate(deletingLast(of: "M")) == .accept)
    }

    @Test func endOfEditingChecksMembership() {
        #expect(gender.validateEndOfEditing("M") == [])
        #expect(gender.validateEndOfEditing("") == [])
        #expect(gender.validateEndOfEditing("m").map(\.rule) == ["oneOf"])
        #expect(FieldValidator([.required, .oneOf(["M", "F"])]).validateEndOfEditing("").map(\.rule) == ["required"])
    }
}
