import Foundation
import Testing
@testable import KeycraftText
import KeycraftTestSupport

/// Input methods go through the same path as typing: a committed composition is asked about, checked
/// by the rules, formatted and announced; marked-text updates are asked about and announced, never
/// refused by length or character rules. Two input methods show the pipeline assumes neither.
@Suite struct InputMethodPipelineTests {
    static let table = ["とうきょうと": ["東京都"], "かんじ": ["漢字", "感じ"], "にほん": ["日本"]]

    static func field(limit: Int? = nil, delegate: RecordingEditingDelegate? = nil) -> TextFieldSession {
        var field = TextFieldSession(validator: FieldValidator(limit.map { [.maxLength($0)] } ?? []))
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate?.calls = []
        return field
    }

    @Test func aHangulCommitAsksTheDelegateAndSendsTheDidChangeCallbacks() {
        let delegate = RecordingEditingDelegate()
        var field = Self.field(delegate: delegate)
        var composer = HangulComposer()
        for key in "ㅎㅏ" { field.apply(composer.type(key)) }
        field.apply(composer.commit())
        #expect(delegate.calls == [
            "shouldChange {0, 0} \"ㅎ\"", "didChangeSelection", "editingChanged \"ㅎ\"",
            "shouldChange {0, 1} \"하\"", "didChangeSelection", "editingChanged \"하\"",
            "shouldChange {0, 1} \"하\"", "didChangeSelection", "editingChanged \"하\"",
        ])
        #expect(field.markedRange == nil)
    }

    @Test func aVetoedCommitDropsTheComposition() {
        let delegate = RecordingEditingDelegate()
        var field = Self.field(delegate: delegate)
        field.insertText("a")
        field.apply([.setMarkedText("한")])
        delegate.allowChange = false
        #expect(field.apply([.unmarkText]) == [.vetoedByDelegate])
        #expect(field.text == "a" && field.markedRange == nil && field.selectedRange == NSRange(location: 1, length: 0))
    }

    @Test func aKanaReadingCommitsAsKanji() {
        let delegate = RecordingEditingDelegate()
        var field = Self.field(delegate: delegate)
        var composer = KanaKanjiComposer(conversions: Self.table)
        for key in "かんじ" { field.apply(composer.type(key)) }
        #expect(field.text == "かんじ" && field.content.markedText == "かんじ")
        composer.nextCandidate()
        #expect(composer.candidates[composer.candidateIndex!] == "漢字")
        delegate.calls = []
        #expect(field.apply(composer.commit()) == [.applied])
        #expect(field.text == "漢字" && field.markedRange == nil)
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
        #expect(delegate.calls == ["shouldChange {0, 3} \"漢字\"", "didChangeSelection", "editingChanged \"漢字\""])
    }

    @Test func theSecondCandidateAndThenTheReadingItself() {
        var field = Self.field()
        var composer = KanaKanjiComposer(conversions: Self.table)
        for key in "かんじ" { field.apply(composer.type(key)) }
        composer.nextCandidate()
        composer.nextCandidate()
        field.apply(composer.commit())
        #expect(field.text == "感じ")
        for key in "にほ" { field.apply(composer.type(key)) }
        composer.nextCandidate()  // no candidates for にほ: the reading commits
        field.apply(composer.commit())
        #expect(field.text == "感じにほ")
    }

    @Test func theLimitAppliesToTheCommittedTextNotTheReading() {
        // Six kana compose freely in a five-character field; the three kanji they convert to fit.
        var field = Self.field(limit: 5)
        var composer = KanaKanjiComposer(conversions: Self.table)
        for key in "とうきょうと" { field.apply(composer.type(key)) }
        #expect(field.text == "とうきょうと")
        composer.nextCandidate()
        #expect(field.apply(composer.commit()) == [.applied])
        #expect(field.text == "東京都")
        // Committed as kana instead, the reading is cut to fit.
        for key in "にほん" { field.apply(composer.type(key)) }
        #expect(field.apply(composer.commit()) == [.appliedSanitized("にほ")])
        #expect(field.text == "東京都にほ")
    }

    @Test func theFormatterFormatsTheCommittedKanji() {
        var field = TextFieldSession(formatter: GroupsOfFourFormatter())
        field.becomeFirstResponder()
        var composer = KanaKanjiComposer(conversions: Self.table)
        for key in "とうきょうと" { field.apply(composer.type(key)) }
        #expect(field.text == "とうきょうと")  // marked text is never formatted
        composer.nextCandidate()
        field.apply(composer.commit())
        field.insertText("に")
        field.insertText("ほ")
        #expect(field.text == "東京都に ほ" && field.selectedRange == NSRange(location: 6, length: 0))
    }

    @Test func backspaceWhileComposingShortensTheReading() {
        var field = Self.field()
        field.insertText("x")
        var composer = KanaKanjiComposer(conversions: Self.table)
        for key in "かん" { field.apply(composer.type(key)) }
        field.apply(composer.deleteBackward())
        #expect(field.text == "xか" && field.content.markedText == "か")
        field.apply(composer.deleteBackward())
        #expect(field.text == "x" && field.markedRange == nil)
        field.apply(composer.deleteBackward())
        #expect(field.text == "")
    }

    @Test func setMarkedTextWithASelectionInsideIt() {
        var field = Self.field()
        field.insertText("ab")
        #expect(field.setMarkedText("きょう", selectedRange: NSRange(location: 1, length: 1)) == .applied)
        #expect(field.text == "abきょう" && field.markedRange == NSRange(location: 2, length: 3))
        #expect(field.selectedRange == NSRange(location: 3, length: 1))
        #expect(field.unmarkText() == .applied)
        #expect(field.markedRange == nil && field.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func aSelectionOutsideTheMarkedTextIsATypedError() {
        var field = Self.field()
        field.insertText("ab")
        #expect(field.setMarkedText("한", selectedRange: NSRange(location: 2, length: 0))
            == .invalidRange(.outOfBounds(.lower, offset: 2, textLength: 1)))
        #expect(field.setMarkedText(SampleText.family, selectedRange: NSRange(location: 3, length: 0))
            == .invalidRange(.insideGraphemeCluster(.lower, offset: 3, cluster: NSRange(location: 0, length: 8))))
        #expect(field.text == "ab" && field.markedRange == nil)
    }

    @Test func unmarkingWithNothingMarkedDoesNothing() {
        var field = Self.field()
        #expect(field.unmarkText() == .nothingToDo)
    }
}
