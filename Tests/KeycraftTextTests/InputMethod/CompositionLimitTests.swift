import Foundation
import Testing
@testable import KeycraftText

/// A length limit must never break an input method's composition: it applies when the composition commits.
@Suite struct CompositionLimitTests {
    static func field(limit: Int) -> TextFieldSession {
        var field = TextFieldSession(validator: FieldValidator([.maxLength(limit)]))
        field.becomeFirstResponder()
        return field
    }

    @Test func typesAnnyeonghaseyoIntoAFiveCharacterField() {
        var field = Self.field(limit: 5)
        var composer = HangulComposer()
        var shown: [String] = []
        for key in "ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛ" {
            field.apply(composer.type(key))
            shown.append(field.text)
        }
        #expect(shown.prefix(6) == ["ㅇ", "아", "안", "안ㄴ", "안녀", "안녕"])
        field.apply(composer.commit())
        #expect(field.text == "안녕하세요")
        #expect(field.markedRange == nil)
    }

    @Test func aSixthSyllableIsRefusedOnCommitWithoutDisturbingTheFirstFive() {
        var field = Self.field(limit: 5)
        var composer = HangulComposer()
        for key in "ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛ" { field.apply(composer.type(key)) }
        // The sixth syllable composes freely (a limit must not break the composition)...
        for key in "ㄷㅏ" { field.apply(composer.type(key)) }
        #expect(field.text == "안녕하세요다")
        #expect(field.content.markedText == "다")
        // ...and is refused when it commits.
        let results = field.apply(composer.commit())
        #expect(field.text == "안녕하세요")
        #expect(field.markedRange == nil)
        #expect(results.count == 1 && !results[0].wasApplied || results == [.appliedSanitized("")])
    }

    @Test func aCommitIsTruncatedAtAGraphemeBoundary() {
        var field = Self.field(limit: 3)
        field.insertText("ab")
        field.apply([.setMarkedText("cde\u{301}")])
        #expect(field.text == "abcde\u{301}")
        field.apply([.unmarkText])
        #expect(field.text == "abc")
    }

    @Test func resigningCommitsTheComposition() {
        var field = Self.field(limit: 10)
        var composer = HangulComposer()
        for key in "ㅎㅏㄴ" { field.apply(composer.type(key)) }
        #expect(field.markedRange != nil)
        let resigned = field.resignFirstResponder()
        #expect(resigned && field.text == "한" && field.markedRange == nil)
    }
}
