import Foundation
import Testing
@testable import KeycraftText

@Suite struct HangulComposerTests {
    /// Applies a composer's operations to a text, as a text field's input method would.
    static func apply(_ operations: [CompositionOperation], to text: inout EditableText) {
        for operation in operations {
            switch operation {
            case .setMarkedText(let marked): text.setMarkedText(marked)
            case .unmarkText: text.unmarkText()
            case .insertText(let inserted): text.insertText(inserted)
            case .deleteBackward: text.deleteBackward()
            }
        }
    }

    /// What the field shows after each key: committed text + marked text.
    static func states(typing keys: String) -> [String] {
        var composer = HangulComposer()
        var text = EditableText()
        return keys.map { key in
            apply(composer.type(key), to: &text)
            return text.text
        }
    }

    @Test func typesAnnyeonghaseyoJamoByJamo() {
        #expect(Self.states(typing: "ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛ") == [
            "ㅇ", "아", "안", "안ㄴ", "안녀", "안녕", "안녕ㅎ", "안녕하", "안녕핫", "안녕하세", "안녕하셍", "안녕하세요",
        ])
    }

    @Test func compoundVowelsAndTails() {
        #expect(Self.states(typing: "ㄱㅗㅏ").last == "과")
        #expect(Self.states(typing: "ㅇㅡㅣ").last == "의")
        #expect(Self.states(typing: "ㄷㅏㄹㄱ").last == "닭")
        // A vowel after a compound tail takes only its second half: 닭 + ㅏ → 달가.
        #expect(Self.states(typing: "ㄷㅏㄹㄱㅏ").last == "달가")
    }

    @Test func doubleConsonantsThatCannotEndASyllableStartTheNext() {
        #expect(Self.states(typing: "ㅇㅏㄸ").last == "아ㄸ")
    }

    @Test func onlyTheLastSyllableIsMarked() {
        var composer = HangulComposer()
        var text = EditableText()
        for key in "ㅎㅏㄴㄱㅡㄹ" { Self.apply(composer.type(key), to: &text) }
        #expect(text.text == "한글")
        #expect(text.markedText == "글")
        Self.apply(composer.commit(), to: &text)
        #expect(text.markedRange == nil && text.text == "한글")
    }

    @Test func backspaceUndoesKeystrokesThenDeletesCharacters() {
        var composer = HangulComposer()
        var text = EditableText("가")
        for key in "ㄴㅏㄴ" { Self.apply(composer.type(key), to: &text) }
        #expect(text.text == "가난")
        Self.apply(composer.deleteBackward(), to: &text)
        #expect(text.text == "가나")
        Self.apply(composer.deleteBackward(), to: &text)
        Self.apply(composer.deleteBackward(), to: &text)
        #expect(text.text == "가" && !composer.isComposing)
        Self.apply(composer.deleteBackward(), to: &text)
        #expect(text.text == "")
    }

    @Test func otherKeysCommitAndInsert() {
        #expect(Self.states(typing: "ㅎㅏㄴ ㄱ").suffix(2) == ["한 ", "한 ㄱ"])
    }
}
