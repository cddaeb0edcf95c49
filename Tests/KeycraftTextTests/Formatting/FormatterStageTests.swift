import Foundation
import Testing
@testable import KeycraftText
import KeycraftTestSupport

/// The formatter stage: rules → delegate → formatter → commit, for every kind of edit.
@Suite struct FormatterStageTests {
    static func field(_ text: String = "", limit: Int? = nil) -> TextFieldSession {
        var field = TextFieldSession(
            text: text, validator: FieldValidator(limit.map { [.maxLength($0)] } ?? []), formatter: GroupsOfFourFormatter())
        field.becomeFirstResponder()
        return field
    }

    static func caret(_ field: TextFieldSession) -> NSRange { field.selectedRange }

    @Test func typingIsFormattedAsItGoes() {
        var field = Self.field()
        var shown: [String] = []
        for key in "123456789" {
            #expect(field.insertText(String(key)) == .applied)
            shown.append(field.text)
        }
        #expect(shown == ["1", "12", "123", "1234", "1234 5", "1234 56", "1234 567", "1234 5678", "1234 5678 9"])
        #expect(field.selectedRange == NSRange(location: 11, length: 0))
    }

    @Test func theDelegateSeesTheUsersEditAndEditingChangedTheFormattedText() {
        let delegate = RecordingEditingDelegate()
        var field = Self.field("1234")
        field.delegate = delegate
        field.insertText("5")
        #expect(delegate.calls == ["shouldChange {4, 0} \"5\"", "didChangeSelection", "editingChanged \"1234 5\""])
    }

    @Test func typingInTheMiddleKeepsTheCaretAfterTheTypedCharacter() throws {
        var field = Self.field("1234 5678")
        try field.setSelectedRange(NSRange(location: 2, length: 0))
        field.insertText("x")
        #expect(field.text == "12x3 4567 8")
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
        try field.setSelectedRange(NSRange(location: 4, length: 0))
        field.insertText("y")  // just before the space: the caret goes after "y", past the new space
        #expect(field.text == "12x3 y456 78")
        #expect(field.selectedRange == NSRange(location: 6, length: 0))
    }

    @Test func deletingRegroupsTheRest() throws {
        var field = Self.field("1234 5678")
        #expect(field.deleteBackward() == .applied)
        #expect(field.text == "1234 567" && field.selectedRange == NSRange(location: 8, length: 0))
        try field.setSelectedRange(NSRange(location: 2, length: 0))
        field.deleteBackward()
        #expect(field.text == "1345 67" && field.selectedRange == NSRange(location: 1, length: 0))
        field.deleteForward()
        #expect(field.text == "1456 7" && field.selectedRange == NSRange(location: 1, length: 0))
    }

    @Test func pastingInTheMiddle() throws {
        var field = Self.field("1234 5678")
        try field.setSelectedRange(NSRange(location: 2, length: 0))
        #expect(field.paste("ab cd") == .applied)
        #expect(field.text == "12ab cd34 5678")
        #expect(field.selectedRange == NSRange(location: 7, length: 0))
    }

    @Test func replacingASelection() throws {
        var field = Self.field("1234 5678 9012")
        try field.setSelectedRange(NSRange(location: 3, length: 7))  // "4 5678 " across two spaces
        field.insertText("x")
        #expect(field.text == "123x 9012")
        #expect(field.selectedRange == NSRange(location: 4, length: 0))
        #expect(field.replace(NSRange(location: 0, length: 4), with: "ab") == .applied)
        #expect(field.text == "ab90 12" && field.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func theRulesRunBeforeTheFormatter() {
        // A limit of 6 characters counts the formatted text's space, as the field shows it.
        var field = Self.field(limit: 6)
        for key in "123456" { field.insertText(String(key)) }
        #expect(field.text == "1234 5")
        #expect(!field.insertText("6").wasApplied)
        #expect(field.text == "1234 5")
    }

    @Test func aKoreanCompositionIsFormattedWhenItCommitsNotWhileItComposes() {
        var field = Self.field("123")
        var composer = HangulComposer()
        var shown: [String] = []
        for key in "ㅎㅏㄴㄱㅡㄹ" {
            field.apply(composer.type(key))
            shown.append(field.text)
        }
        // 한 commits when ㄱ starts the next syllable: "123한" is four characters, still one group.
        #expect(shown == ["123ㅎ", "123하", "123한", "123한ㄱ", "123한그", "123한글"])
        #expect(field.content.markedText == "글")
        #expect(field.apply(composer.commit()) == [.applied])
        #expect(field.text == "123한 글")
        #expect(field.markedRange == nil)
        #expect(field.selectedRange == NSRange(location: 6, length: 0))
    }

    @Test func emojiSequencesAreGroupedWhole() {
        var field = Self.field()
        for _ in 0..<5 { field.insertText(SampleText.family) }
        let four = String(repeating: SampleText.family, count: 4)
        #expect(field.text == four + " " + SampleText.family)
        #expect(field.selectedRange == NSRange(location: 41, length: 0))
        field.deleteBackward()
        #expect(field.text == four && field.selectedRange == NSRange(location: 32, length: 0))
        field.insertText("e\u{301}")
        #expect(field.text == four + " e\u{301}" && field.selectedRange == NSRange(location: 35, length: 0))
    }

    @Test func aFormatterThatSplitsACharacterIsATypedErrorAndChangesNothing() {
        var field = TextFieldSession(text: SampleText.family, formatter: CaretAtFormatter(caret: 3))
        field.becomeFirstResponder()
        let before = field.content
        let result = field.insertText("a")
        guard case .invalidRange(.insideGraphemeCluster(.lower, offset: 3, _)) = result else {
            Issue.record("expected a mid-cluster caret error, got \(result)")
            return
        }
        #expect(field.content == before)
        var past = TextFieldSession(text: "ab", formatter: CaretAtFormatter(caret: 9))
        past.becomeFirstResponder()
        #expect(past.insertText("c") == .invalidRange(.outOfBounds(.lower, offset: 9, textLength: 3)))
        #expect(past.text == "ab" && past.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func aTextViewFormatsToo() throws {
        var view = TextViewSession(text: "1234", formatter: GroupsOfFourFormatter())
        view.becomeFirstResponder()
        try view.setSelectedRange(NSRange(location: 4, length: 0))
        view.paste("5678")
        #expect(view.text == "1234 5678" && view.selectedRange == NSRange(location: 9, length: 0))
    }
}
