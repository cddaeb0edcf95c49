import Foundation
import Testing
@testable import KeycraftText

@Suite struct MaxLengthRuleTests {
    let five = FieldValidator([.maxLength(5)])

    @Test func typingUpToTheLimitIsAcceptedAndPastItRejected() {
        #expect(five.evaluate(appending("e", to: "abcd")) == .accept)
        #expect(five.evaluate(appending("f", to: "abcde")) == .reject(ValidationFailure(
            rule: "maxLength",
            message: ValidationMessage(
                key: "validation.maxLength", defaultValue: "Use at most 5 characters.", arguments: ["5"]))))
    }

    @Test func emojiFlagsAndCombiningMarksCountAsOneCharacter() {
        #expect(five.evaluate(appending(SampleText.family, to: "abcd")) == .accept)
        #expect(five.evaluate(appending(SampleText.flag, to: "abcd")) == .accept)
        #expect(five.evaluate(appending(SampleText.decomposedE, to: "abcd")) == .accept)
        // A combining mark after the fifth character does not add a sixth.
        #expect(five.evaluate(appending("\u{301}", to: "abcde")) == .accept)
        #expect(five.evaluate(appending(SampleText.family, to: "abcde")).isReject)
    }

    @Test func utf16AndUTF8Units() {
        let utf16 = FieldValidator([.maxLength(8, unit: .utf16)])
        #expect(utf16.evaluate(appending(SampleText.family, to: "")) == .accept)
        #expect(utf16.evaluate(appending(SampleText.family, to: "a")).isReject)
        let utf8 = FieldValidator([.maxLength(18, unit: .utf8)])
        #expect(utf8.evaluate(appending(SampleText.family, to: "")) == .accept)
        #expect(utf8.evaluate(appending("안", to: "abcdefghijklmnop")).isReject)  // 16 + 3 bytes
        #expect(utf8.validateEndOfEditing("안녕하세요영") == [])
        #expect(utf8.validateEndOfEditing("안녕하세요영어").map(\.message.defaultValue) == ["Use at most 18 bytes."])
        #expect(FieldValidator([.maxLength(1, unit: .utf16)]).validateEndOfEditing("ab")
            .map(\.message.defaultValue) == ["Use at most 1 UTF-16 code unit."])
    }

    @Test func usesTheSuppliedLengthNeverRecounting() {
        // The caller says the result is 6 long; the rule must believe it, not count "ab".
        let edit = ProposedEdit(
            currentText: "a", bounds: "a".endIndex..<"a".endIndex, range: NSRange(location: 1, length: 0), replacement: "b",
            source: .typing, resultingLength: TextLength(graphemeClusters: 6, utf16: 6, utf8: 6))
        #expect(five.evaluate(edit).isReject)
    }

    @Test func deletingIsAllowedEvenWhileTooLong() {
        #expect(five.evaluate(deletingLast(of: "abcdefgh")) == .accept)
        #expect(five.evaluate(deletingLast(of: "abcde" + SampleText.family)) == .accept)
    }

    @Test func hardwareKeyboardAndReplacementFollowTheSameLimit() {
        #expect(five.evaluate(appending("f", to: "abcde", source: .hardwareKeyboard)).isReject)
        #expect(five.evaluate(appending("fg", to: "abcd", source: .replacement)).isReject)
    }

    @Test func compositionUpdatesAreNeverBroken() throws {
        // The sixth syllable's jamo are marked text: shown while composing, whatever the limit.
        let composing = try ProposedEdit(
            currentText: SampleText.hangul, range: NSRange(location: 5, length: 0), replacement: "ㅇ",
            source: .compositionUpdate)
        #expect(five.evaluate(composing) == .accept)
        let grown = try ProposedEdit(
            currentText: SampleText.hangul + "ㅇ", range: NSRange(location: 5, length: 1), replacement: "여",
            source: .compositionUpdate)
        #expect(five.evaluate(grown) == .accept)
    }

    @Test func compositionCommitIsTruncatedToWhatFits() throws {
        // 안녕하세 committed, 요 composing: committing it completes the five characters.
        let fifth = try ProposedEdit(
            currentText: "안녕하세요", range: NSRange(location: 4, length: 1), replacement: "요",
            source: .compositionCommit)
        #expect(five.evaluate(fifth) == .accept)
        // A sixth syllable commits as nothing (the marked text is removed).
        let sixth = try ProposedEdit(
            currentText: "안녕하세요영", range: NSRange(location: 5, length: 1), replacement: "영",
            source: .compositionCommit)
        #expect(five.evaluate(sixth) == .acceptSanitized(replacement: ""))
        // A multi-syllable commit keeps the syllables that fit.
        let several = try ProposedEdit(
            currentText: "안녕한국어", range: NSRange(location: 2, length: 3), replacement: "한국어",
            source: .compositionCommit)
        #expect(FieldValidator([.maxLength(4)]).evaluate(several) == .acceptSanitized(replacement: "한국"))
    }

    @Test func pasteIsRejectedWholeOrTruncatedByPolicy() {
        let paste = appending("xy" + SampleText.family + "z", to: "abc", source: .paste)
        #expect(five.evaluate(paste).isReject)
        let keeping = FieldValidator([.maxLength(5)], pastePolicy: .keepAllowedPart)
        #expect(keeping.evaluate(paste) == .acceptSanitized(replacement: "xy"))
        let emoji = appending(SampleText.family + SampleText.flag + "e\u{301}", to: "abc", source: .paste)
        #expect(keeping.evaluate(emoji) == .acceptSanitized(replacement: SampleText.family + SampleText.flag))
        // Nothing fits: nothing to paste.
        #expect(keeping.evaluate(appending("x", to: "abcde", source: .paste)).isReject)
    }

    @Test func endOfEditingCountsTheWholeText() {
        #expect(five.validateEndOfEditing("abcde") == [])
        #expect(five.validateEndOfEditing(String(repeating: SampleText.family, count: 5)) == [])
        #expect(five.validateEndOfEditing("안녕하세요!").map(\.rule) == ["maxLength"])
        #expect(FieldValidator([.maxLength(1)]).validateEndOfEditing("ab").first?.message.defaultValue
            == "Use at most 1 character.")
    }
}

extension EditVerdict {
    var isReject: Bool {
        if case .reject = self { true } else { false }
    }
}
