import Foundation
import KeycraftText
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// Cells as a terminal counts them, near enough: Hangul and emoji 2, everything else 1.
let cellMeasure = CharacterMeasure { $0.unicodeScalars.first!.value >= 0x1100 ? 2 : 1 }

/// A layout in cells: no insets, no padding, one unit per line.
func cellLayout(_ text: String, width: CGFloat) -> TextLayout {
    var layout = TextLayout(viewWidth: width, lineHeight: 1, textContainerInset: .zero, lineFragmentPadding: 0, measure: cellMeasure)
    layout.relayOut(text: text)
    return layout
}

func lineTexts(_ layout: TextLayout, _ text: String) -> [String] {
    layout.lines.map { String(layout.text(of: $0, in: text)) }
}

@Suite struct TextLayoutTests {
    @Test func wrapsAtWordBoundariesAfterSpaces() {
        let text = "the quick brown fox\njumps"
        let layout = cellLayout(text, width: 10)
        #expect(lineTexts(layout, text) == ["the quick ", "brown fox", "jumps"])
        #expect(layout.lines.map(\.range.location) == [0, 10, 20])
    }

    @Test func koreanWrapsBetweenWordsNotSyllables() {
        let text = "안녕하세요 반갑습니다"
        let layout = cellLayout(text, width: 12)
        #expect(lineTexts(layout, text) == ["안녕하세요 ", "반갑습니다"])
        #expect(layout.lines.map(\.width) == [10, 10])
    }

    @Test func zwjEmojiAreNeverSplitAndMayWrapBetweenEachOther() {
        let family = "👩‍👩‍👧"
        let text = family + family + family
        let layout = cellLayout(text, width: 5)
        #expect(lineTexts(layout, text) == [family + family, family])
        #expect(layout.lines.map(\.range) == [NSRange(location: 0, length: 16), NSRange(location: 16, length: 8)])
    }

    @Test func combiningMarksStayWithTheirLetter() {
        let text = "e\u{301}e\u{301}e\u{301}"
        let layout = cellLayout(text, width: 2)
        #expect(lineTexts(layout, text) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(layout.lines.map(\.range) == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 2)])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenClusters() {
        let text = "a verylongword b"
        let layout = cellLayout(text, width: 5)
        #expect(lineTexts(layout, text) == ["a ", "veryl", "ongwo", "rd b"])
        let korean = "가나다라마바사"
        #expect(lineTexts(cellLayout(korean, width: 5), korean) == ["가나", "다라", "마바", "사"])
    }

    @Test func punctuationStaysWithItsWord() {
        let text = "hello, world"
        #expect(lineTexts(cellLayout(text, width: 7), text) == ["hello, ", "world"])
        // "(" never ends a line and "." never starts one.
        let quoted = "ab (cd). ef"
        #expect(lineTexts(cellLayout(quoted, width: 5), quoted) == ["ab ", "(cd). ", "ef"])
    }

    @Test func hardLineBreaksOfEveryKindEndLines() {
        let text = "ab\n\ncd\r\nef\u{2028}g\n"
        let layout = cellLayout(text, width: 10)
        #expect(lineTexts(layout, text) == ["ab", "", "cd", "ef", "g", ""])
        #expect(layout.lines.map(\.range.location) == [0, 3, 4, 8, 11, 13])
        #expect(layout.lineIndex(containing: 2) == 0)
        #expect(layout.lineIndex(containing: 3) == 1)
        #expect(layout.lineIndex(containing: 13) == 5)
    }

    @Test func theCaretOnASoftWrapStartsTheNextLine() {
        let text = "abc def"
        let layout = cellLayout(text, width: 4)
        #expect(layout.lineIndex(containing: 3) == 0)
        #expect(layout.lineIndex(containing: 4) == 1)
        #expect(layout.caretRect(at: 4, in: text) == CGRect(x: 0, y: 1, width: 2, height: 1))
        #expect(layout.caretRect(at: 7, in: text) == CGRect(x: 3, y: 1, width: 2, height: 1))
    }

    @Test func caretRectCountsInsetsPaddingAndLineHeight() {
        let text = "한글\nab"
        var layout = TextLayout(viewWidth: 100, measure: cellMeasure)
        layout.relayOut(text: text)
        // UIKit's defaults: 8 points above and below, 5 points of line fragment padding.
        #expect(layout.caretRect(at: 0, in: text) == CGRect(x: 5, y: 8, width: 2, height: 22))
        #expect(layout.caretRect(at: 2, in: text) == CGRect(x: 9, y: 8, width: 2, height: 22))
        #expect(layout.caretRect(at: 5, in: text) == CGRect(x: 7, y: 30, width: 2, height: 22))
        #expect(layout.contentHeight == 60, "8 + 2 × 22 + 8")
        #expect(layout.lineWidth == 90)
    }

    @Test func anEmptyTextHasOneEmptyLine() {
        let layout = cellLayout("", width: 10)
        #expect(layout.lineCount == 1)
        #expect(layout.lines[0].range == NSRange(location: 0, length: 0))
        #expect(layout.caretRect(at: 0, in: "").minY == 0)
    }

    @Test func anEditRelaysOutOnlyWhatItTouched() throws {
        var content = EditableText("first paragraph\nsecond one\nthird")
        var layout = TextLayout(viewWidth: 8, lineHeight: 1, textContainerInset: .zero, lineFragmentPadding: 0, measure: cellMeasure)
        layout.update(to: content)
        try content.replaceCharacters(in: NSRange(location: 16, length: 6), with: "2nd\r")
        // "\r" before "\n" fuses into one line break: the paragraphs on both sides are redone.
        try content.replaceCharacters(in: NSRange(location: 21, length: 0), with: "\n")
        content.moveCaretToEnd()
        content.insertText(" 셋째 👩‍👩‍👧")
        layout.update(to: content)
        #expect(lineTexts(layout, content.text) == lineTexts(cellLayout(content.text, width: 8), content.text))
        #expect(layout.utf16Count == content.length.utf16)
        // Another text: laid out afresh.
        let other = EditableText("x\ny")
        layout.update(to: other)
        #expect(lineTexts(layout, other.text) == ["x", "y"])
    }

    @Test func systemFontMeasureIsWiderForHangulAndEmojiThanLatin() {
        let measure = CharacterMeasure.systemFont()
        #expect(measure.width("a") < measure.width("한"))
        #expect(measure.width("한") < measure.width("👩‍👩‍👧"))
        #expect(measure.width(" ") < measure.width("a"))
        #expect(measure.width("e\u{301}") == measure.width("e"))
    }
}
