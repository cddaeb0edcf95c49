import Foundation
import Testing
@testable import KeycraftText

@Suite struct TextLengthTests {
    @Test func countsEveryUnit() {
        #expect(TextLength(of: SampleText.family) == TextLength(graphemeClusters: 1, utf16: 8, utf8: 18))
        #expect(TextLength(of: SampleText.flag) == TextLength(graphemeClusters: 1, utf16: 4, utf8: 8))
        #expect(TextLength(of: SampleText.decomposedE) == TextLength(graphemeClusters: 1, utf16: 2, utf8: 3))
        #expect(TextLength(of: SampleText.hangul) == TextLength(graphemeClusters: 5, utf16: 5, utf8: 15))
        #expect(TextLength(of: "") == TextLength(graphemeClusters: 0, utf16: 0, utf8: 0))
    }

    @Test func countInUnitPicksTheField() {
        let length = TextLength(of: "a" + SampleText.family)
        #expect(length.count(in: .graphemeClusters) == 2)
        #expect(length.count(in: .utf16) == 9)
        #expect(length.count(in: .utf8) == 19)
    }

    @Test func naiveInitializerCountsTheResult() throws {
        let edit = try ProposedEdit(
            currentText: "ab" + SampleText.flag, range: NSRange(location: 1, length: 1),
            replacement: SampleText.family, source: .paste)
        #expect(edit.resultingText == "a" + SampleText.family + SampleText.flag)
        #expect(edit.resultingLength == TextLength(graphemeClusters: 3, utf16: 13, utf8: 27))
    }

    @Test func combiningMarkJoinsThePreviousCharacter() {
        let edit = appending("\u{301}", to: "cafe")
        #expect(edit.resultingText == "café")
        #expect(edit.resultingLength.graphemeClusters == 4)
    }

    @Test func malformedRangesAreRejectedNeverClamped() {
        #expect(throws: TextRangeError.outOfBounds(.lower, offset: 10, textLength: 3)) {
            try ProposedEdit(currentText: "abc", range: NSRange(location: 10, length: 5), replacement: "d", source: .typing)
        }
        #expect(throws: TextRangeError.insideSurrogatePair(.lower, offset: 1)) {
            try ProposedEdit(currentText: SampleText.family, range: NSRange(location: 1, length: 0), replacement: "x", source: .typing)
        }
        #expect(throws: TextRangeError.insideGraphemeCluster(.upper, offset: 1, cluster: NSRange(location: 0, length: 2))) {
            try ProposedEdit(currentText: "e\u{301}", range: NSRange(location: 0, length: 1), replacement: "x", source: .typing)
        }
        #expect(throws: TextRangeError.negative(.upper, value: -1)) {
            try ProposedEdit(currentText: "abc", range: NSRange(location: 1, length: -1), replacement: "", source: .deletion)
        }
    }

    @Test func derivedLengthMatchesRecountForAnotherReplacement() throws {
        let cases: [(String, NSRange, String, String)] = [
            ("cafe", NSRange(location: 4, length: 0), "x", "\u{301}"),
            (SampleText.flag, NSRange(location: 0, length: 0), "a", "🇺"),
            ("🇺" + SampleText.flag, NSRange(location: 0, length: 4), "", "🇯"),  // 🇺🇰 pair; was {0, 2}, a mid-cluster range once rounded down
            ("👩\u{200D}", NSRange(location: 3, length: 0), "a", "👧"),
            ("x\n\u{301}\u{200D}👩", NSRange(location: 1, length: 1), "\n", "👨"),
        ]
        for (text, range, first, second) in cases {
            let edit = try ProposedEdit(currentText: text, range: range, replacement: first, source: .typing)
            let expected = try ProposedEdit(currentText: text, range: range, replacement: second, source: .typing)
            #expect(edit.withReplacement(second).resultingLength == expected.resultingLength, "\(text)")
        }
    }
}
