import Foundation
import Testing
@testable import KeycraftText

@Suite struct EditableTextTests {
    @Test func caretStartsAtTheEnd() {
        let text = EditableText("안녕👩‍👩‍👧")
        #expect(text.selectedRange == NSRange(location: 10, length: 0))
        #expect(text.length == TextLength(graphemeClusters: 3, utf16: 10, utf8: 24))
    }

    @Test func replaceMovesTheCaretAfterTheInsertion() throws {
        var text = EditableText("hello world")
        try text.replaceCharacters(in: NSRange(location: 6, length: 5), with: "세계")
        #expect(text.text == "hello 세계")
        #expect(text.selectedRange == NSRange(location: 8, length: 0))
    }

    @Test func insertReplacesTheSelection() throws {
        var text = try EditableText("abc", selectedRange: NSRange(location: 1, length: 1))
        text.insertText("👍🏽")
        #expect(text.text == "a👍🏽c")
        #expect(text.selectedRange == NSRange(location: 5, length: 0))
    }

    @Test func deleteBackwardRemovesAWholeCluster() {
        var text = EditableText("ae\u{301}👩‍👩‍👧")
        text.deleteBackward()
        #expect(text.text == "ae\u{301}")
        text.deleteBackward()
        #expect(text.text == "a")
        text.deleteBackward()
        text.deleteBackward()
        #expect(text.text == "")
        #expect(text.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test func deleteForwardRemovesAWholeCluster() throws {
        var text = try EditableText("🇰🇷🇫🇷", selectedRange: NSRange(location: 0, length: 0))
        text.deleteForward()
        #expect(text.text == "🇫🇷")
        #expect(text.length.graphemeClusters == 1)
    }

    @Test func selectAllAndClear() {
        var text = EditableText("한글")
        text.selectAll()
        #expect(text.selectedRange == NSRange(location: 0, length: 2))
        text.clear()
        #expect(text.isEmpty && text.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test(arguments: [
        (NSRange(location: NSNotFound, length: 0), TextRangeError.notFound),
        (NSRange(location: -1, length: 0), .negative(.lower, value: -1)),
        (NSRange(location: 0, length: -2), .negative(.upper, value: -2)),
        (NSRange(location: 12, length: 0), .outOfBounds(.lower, offset: 12, textLength: 11)),
        (NSRange(location: 1, length: 11), .outOfBounds(.upper, offset: 12, textLength: 11)),
        (NSRange(location: 4, length: 0), .insideSurrogatePair(.lower, offset: 4)),
        (NSRange(location: 1, length: 3), .insideSurrogatePair(.upper, offset: 4)),
        (NSRange(location: 5, length: 0), .insideGraphemeCluster(.lower, offset: 5, cluster: NSRange(location: 3, length: 8))),
        (NSRange(location: 2, length: 0), .insideGraphemeCluster(.lower, offset: 2, cluster: NSRange(location: 1, length: 2))),
    ])
    func badRangesAreTypedErrorsAndChangeNothing(range: NSRange, expected: TextRangeError) throws {
        // "a" + "e◌́" (2 units) + "👩‍👩‍👧" (8 units) = 11 UTF-16 units.
        var text = try EditableText("ae\u{301}👩‍👩‍👧", selectedRange: NSRange(location: 1, length: 2))
        let before = text
        #expect(throws: expected) { try text.replaceCharacters(in: range, with: "x") }
        #expect(text == before)
        #expect(throws: expected) { try text.setSelectedRange(range) }
        #expect(text == before)
    }

    @Test func overflowingRangeIsOutOfBounds() {
        var text = EditableText("abc")
        #expect(throws: TextRangeError.outOfBounds(.upper, offset: Int.max, textLength: 3)) {
            try text.replaceCharacters(in: NSRange(location: 1, length: Int.max), with: "")
        }
    }

    @Test func errorMessagesNameTheBound() {
        let error = TextRangeError.insideGraphemeCluster(.upper, offset: 5, cluster: NSRange(location: 3, length: 8))
        #expect(error.description == "the range's end (UTF-16 offset 5) falls inside the character at {3, 8}")
    }

    @Test func utf16OffsetsRoundTripThroughStringIndex() throws {
        let text = EditableText("a한👩‍👩‍👧e\u{301}🇰🇷")
        for offset in [0, 1, 2, 10, 12, 16] {
            let index = try text.index(atUTF16Offset: offset)
            #expect(text.utf16Offset(at: index) == offset)
        }
    }

    @Test func markedTextReplacesItselfAndCommits() throws {
        var text = EditableText("가")
        text.setMarkedText("ㅇ")
        #expect(text.markedRange == NSRange(location: 1, length: 1))
        text.setMarkedText("아")
        text.setMarkedText("안")
        #expect(text.text == "가안" && text.markedText == "안")
        text.unmarkText()
        #expect(text.markedRange == nil && text.selectedRange == NSRange(location: 2, length: 0))
    }

    @Test func emptyMarkedTextEndsTheComposition() {
        var text = EditableText("a")
        text.setMarkedText("ㄱ")
        text.setMarkedText("")
        #expect(text.text == "a" && text.markedRange == nil)
    }

    @Test func markedSelectionOutsideTheMarkedTextIsRejected() {
        var text = EditableText("a")
        #expect(throws: TextRangeError.outOfBounds(.lower, offset: 3, textLength: 1)) {
            try text.setMarkedText("ㄱ", selectedRange: NSRange(location: 3, length: 0))
        }
        #expect(text == EditableText("a"))
    }

    @Test func lengthAfterReplacingCountsJoinsAcrossTheEdit() throws {
        let text = EditableText("e👩")
        // A combining mark joins the "e"... but is inserted after the woman here: it joins her instead.
        #expect(try text.length(afterReplacing: NSRange(location: 1, length: 0), with: "\u{301}").graphemeClusters == 2)
        // A ZWJ + girl after the woman forms one family cluster.
        #expect(try text.length(afterReplacing: NSRange(location: 3, length: 0), with: "\u{200D}👧").graphemeClusters == 2)
        // A regional indicator before a flag re-pairs the whole run.
        let flags = EditableText("🇰🇷🇫🇷")
        #expect(try flags.length(afterReplacing: NSRange(location: 0, length: 0), with: "\u{1F1E6}").graphemeClusters == 3)
    }

    /// Found by the property test in CI: deleting a line break in "😀\n‍😀" lets the ZWJ after it join
    /// both emoji, so the break after the edit's right-hand cluster disappears as well.
    @Test func anEditCanJoinTheClusterAfterItsNeighbour() throws {
        var text = EditableText("😀\n\u{200D}😀")
        #expect(text.length.graphemeClusters == 4)
        try text.replaceCharacters(in: NSRange(location: 2, length: 1), with: "")
        #expect(text.text == "😀\u{200D}😀")
        #expect(text.length == TextLength(of: text.text))
        #expect(text.selectedRange == NSRange(location: 5, length: 0), "the caret goes after the joined cluster")
        // The same join when a letter carrying the ZWJ is replaced by an emoji.
        var typed = EditableText("a\u{200D}😀👍🏽")
        try typed.replaceCharacters(in: NSRange(location: 0, length: 2), with: "😀\u{200D}")
        #expect(typed.length == TextLength(of: typed.text))
    }
}
