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

    @Test func naiveInitializerCountsTheResult() {
        let edit = ProposedEdit(
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

    @Test func malformedRangesAreClampedNeverTrapping() {
        let past = ProposedEdit(
            currentText: "abc", range: NSRange(location: 10, length: 5), replacement: "d", source: .typing)
        #expect(past.resultingText == "abcd")
        // Inside a surrogate pair: rounded down to the start of the cluster.
        let inside = ProposedEdit(
            currentText: SampleText.family, range: NSRange(location: 1, length: 0), replacement: "x",
            source: .typing)
        #expect(inside.resultingText == "x" + SampleText.family)
    }

    @Test func derivedLengthMatchesRecountForAnotherReplacement() {
        let cases: [(String, NSRange, String, String)] = [
            ("cafe", NSRange(location: 4, length: 0), "x", "\u{301}"),
            (SampleText.flag, NSRange(location: 0, length: 0), "a", "🇺"),
            ("🇺" + SampleText.flag, NSRange(location: 0, length: 2), "", "🇯"),
            ("👩\u{200D}", NSRange(location: 3, length: 0), "a", "👧"),
            ("x\n\u{301}\u{200D}👩", NSRange(location: 1, length: 1), "\n", "👨"),
        ]
        for (text, range, first, second) in cases {
            let edit = ProposedEdit(currentText: text, range: range, replacement: first, source: .typing)
            let expected = ProposedEdit(currentText: text, range: range, replacement: second, source: .typing)
            #expect(edit.withReplacement(second).resultingLength == expected.resultingLength, "\(text)")
        }
    }
}
