import Foundation
import Testing
@testable import KeycraftText

@Suite struct IntegerRangeRuleTests {
    func accepts(_ range: ClosedRange<Int>, typing text: String) -> Bool {
        let field = FieldValidator([.integerRange(range)])
        return field.evaluate(appending(String(text.last!), to: String(text.dropLast()))) == .accept
    }

    @Test func acceptsOnlyPrefixesOfNumbersInRange() {
        #expect(!accepts(1...100, typing: "0"))
        #expect(accepts(1...100, typing: "1"))
        #expect(accepts(1...100, typing: "10"))
        #expect(accepts(1...100, typing: "100"))
        #expect(!accepts(1...100, typing: "101"))
        #expect(!accepts(1...100, typing: "-"))
        #expect(accepts(1...100, typing: "9"))
        #expect(accepts(1...100, typing: "99"))
        #expect(!accepts(1...100, typing: "999"))
        #expect(accepts(50...60, typing: "5"))
        #expect(accepts(50...60, typing: "6"))
        #expect(!accepts(50...60, typing: "7"))
    }

    @Test func negativeRanges() {
        #expect(accepts(-50 ... -10, typing: "-"))
        #expect(accepts(-50 ... -10, typing: "-1"))
        #expect(accepts(-50 ... -10, typing: "-5"))
        #expect(!accepts(-50 ... -10, typing: "-6"))
        #expect(!accepts(-50 ... -10, typing: "1"))
        #expect(!accepts(-50 ... -10, typing: "-0"))
        #expect(accepts(-5...5, typing: "0"))
        #expect(accepts(-5...5, typing: "-5"))
        #expect(!accepts(-5...5, typing: "-6"))
        #expect(!accepts(-5...5, typing: "--"))
    }

    @Test func leadingZerosSignsAndNonDigitsAreRejected() {
        #expect(!accepts(0...100, typing: "00"))
        #expect(!accepts(0...100, typing: "05"))
        #expect(!accepts(0...100, typing: "+"))
        #expect(!accepts(0...100, typing: "1a"))
        #expect(!accepts(0...100, typing: "１"))  // full-width digit
        #expect(!accepts(0...100, typing: "٣"))   // Arabic-Indic digit
        #expect(!accepts(0...100, typing: "1" + SampleText.family))
        #expect(!accepts(0...100, typing: "한"))
    }

    @Test func hugeRangesDoNotOverflow() {
        #expect(accepts(Int.min...Int.max, typing: "9223372036854775807"))
        #expect(!accepts(Int.min...Int.max, typing: "9223372036854775808"))
        #expect(accepts(Int.min...Int.max, typing: "-922337203685477580"))
        #expect(accepts(0...Int.max, typing: "92233720368547758"))
    }

    @Test func pasteAndHardwareKeyboardPassTheSameCheck() {
        let field = FieldValidator([.integerRange(1...100)])
        #expect(field.evaluate(appending("50", to: "", source: .paste)) == .accept)
        #expect(field.evaluate(appending("500", to: "", source: .paste)).isReject)
        #expect(field.evaluate(appending("x", to: "5", source: .hardwareKeyboard)).isReject)
    }

    @Test func aRefusedCompositionCommitIsDroppedNotRejected() throws {
        let commit = try ProposedEdit(
            currentText: "5０", range: NSRange(location: 1, length: 1), replacement: "０", source: .compositionCommit)
        #expect(FieldValidator([.integerRange(1...100)]).evaluate(commit) == .acceptSanitized(replacement: ""))
    }

    @Test func deletingMayLeaveAnIncompleteValue() throws {
        // "105" → "05" is not a prefix of anything, yet deleting is allowed; the end check catches it.
        let field = FieldValidator([.integerRange(1...200)])
        let edit = try ProposedEdit(
            currentText: "105", range: NSRange(location: 0, length: 1), replacement: "", source: .deletion)
        #expect(field.evaluate(edit) == .accept)
        #expect(field.validateEndOfEditing("05").map(\.message.defaultValue) == ["Enter a number from 1 to 200."])
    }

    @Test func endOfEditingChecksTheValue() {
        let field = FieldValidator([.integerRange(1...100)])
        #expect(field.validateEndOfEditing("1") == [])
        #expect(field.validateEndOfEditing("100") == [])
        #expect(field.validateEndOfEditing("") == [])
        for invalid in ["0", "101", "-", "-1", "1.5", " 5", "abc", "010", "99999999999999999999"] {
            #expect(field.validateEndOfEditing(invalid).map(\.message) == [ValidationMessage(
                key: "validation.integerRange", defaultValue: "Enter a number from 1 to 100.",
                arguments: ["1", "100"])], "\(invalid)")
        }
        #expect(FieldValidator([.integerRange(-5...5)]).validateEndOfEditing("-5") == [])
        #expect(FieldValidator([.integerRange(-5...5)]).validateEndOfEditing("-0").count == 1)
    }
}
