import Testing
import KeycraftText

/// The public API on examples from the scripts a keyboard meets, and its errors.
@Suite struct WordBoundariesTests {
    /// The text cut at its boundaries.
    private func segments(_ text: String) -> [String] {
        let indices = WordBoundaries.boundaryIndices(in: text)
        return zip(indices, indices.dropFirst()).map { String(text.unicodeScalars[$0..<$1]) }
    }

    @Test func englishWithApostrophesAndNumbers() {
        #expect(segments("Don't pay $1,000.50 now.") == ["Don't", " ", "pay", " ", "$", "1,000.50", " ", "now", "."])
        #expect(segments("l'homme") == ["l'homme"])
        #expect(segments("3.14") == ["3.14"])
        #expect(segments("end.") == ["end", "."])
        #expect(segments("a..b") == ["a", ".", ".", "b"])
    }

    @Test func hangulWordsAreWholeSegments() {
        #expect(segments("안녕하세요 세계") == ["안녕하세요", " ", "세계"])
        // Conjoining jamo (ᄒ ᅡ ᆫ) are ALetter and Extend: one word.
        #expect(segments("\u{1112}\u{1161}\u{11AB}글") == ["\u{1112}\u{1161}\u{11AB}글"])
    }

    @Test func emojiSequencesStayWhole() {
        #expect(segments("👩‍👩‍👧 hi") == ["👩‍👩‍👧", " ", "hi"])
        #expect(segments("👍🏽👍🏽") == ["👍🏽", "👍🏽"])
        #expect(WordBoundaries.boundaries(in: "👩‍👩‍👧") == [0, 8])
    }

    @Test func flagsPairUpRegionalIndicators() {
        #expect(segments("🇰🇷🇫🇷🇯") == ["🇰🇷", "🇫🇷", "🇯"])
        #expect(WordBoundaries.boundaries(in: "🇰🇷🇫🇷") == [0, 4, 8])
    }

    @Test func combiningMarksStayWithTheirBase() {
        #expect(segments("cafe\u{301} ole\u{301}") == ["cafe\u{301}", " ", "ole\u{301}"])
        #expect(segments("\u{301}a") == ["\u{301}", "a"])
        #expect(segments("\n\u{301}") == ["\n", "\u{301}"])
    }

    @Test func emptyTextHasOneBoundary() throws {
        #expect(WordBoundaries.boundaries(in: "") == [0])
        #expect(WordBoundaries.boundaryIndices(in: "") == ["".startIndex])
        #expect(try WordBoundaries.previousBoundary(before: 0, in: "") == nil)
        #expect(try WordBoundaries.nextBoundary(after: 0, in: "") == nil)
        #expect(try WordBoundaries.isBoundary(at: 0, in: ""))
    }

    @Test func wordsSkipSpacesPunctuationAndEmoji() {
        let text = "Hi, 세계 👋 3.14!"
        #expect(WordBoundaries.words(in: text).map { String(text.utf16[offsetRange: $0])! } == ["Hi", "세계", "3.14"])
    }

    @Test func markedUsesTheNotationOfWordBreakTest() {
        #expect(WordBoundaries.marked("a b") == "÷a÷ ÷b÷")
        #expect(WordBoundaries.marked("") == "÷")
        #expect(WordBoundaries.marked("안녕 👩‍👩‍👧🇰🇷", with: "|") == "|안녕| |👩‍👩‍👧|🇰🇷|")
        let text = "Don't e\u{301}t\u{E9} 1,000."
        let marked = WordBoundaries.marked(text)
        #expect(marked.unicodeScalars.filter { $0 != "÷" }.map(String.init).joined() == text)
        #expect(marked.unicodeScalars.filter { $0 == "÷" }.count == WordBoundaries.boundaries(in: text).count)
    }

    @Test func localScanningFromTheMiddleOfAWord() throws {
        let text = "say 안녕하세요 now"
        #expect(try WordBoundaries.previousBoundary(before: 6, in: text) == 4)
        #expect(try WordBoundaries.nextBoundary(after: 6, in: text) == 9)
        #expect(try !WordBoundaries.isBoundary(at: 6, in: text))
        let index = text.utf8.index(text.startIndex, offsetBy: 5)  // inside the first syllable's UTF-8
        #expect(try WordBoundaries.nextBoundary(after: index, in: text).map { $0.utf16Offset(in: text) } == 9)
        #expect(try WordBoundaries.previousBoundary(before: index, in: text).map { $0.utf16Offset(in: text) } == 4)
        let start = text.utf8.index(text.startIndex, offsetBy: 4)  // the first syllable's own start
        #expect(try WordBoundaries.previousBoundary(before: start, in: text).map { $0.utf16Offset(in: text) } == 3)
    }

    @Test func offsetsOutsideTheTextAreTypedErrors() {
        #expect(throws: WordBoundaryError.offsetOutOfBounds(offset: 6, utf16Count: 5)) {
            try WordBoundaries.nextBoundary(after: 6, in: "hello")
        }
        #expect(throws: WordBoundaryError.offsetOutOfBounds(offset: -1, utf16Count: 5)) {
            try WordBoundaries.previousBoundary(before: -1, in: "hello")
        }
        let longer = "hello world"
        #expect(throws: WordBoundaryError.indexOutOfBounds(utf16Count: 5)) {
            try WordBoundaries.nextBoundary(after: longer.endIndex, in: "hello")
        }
    }

    @Test func offsetInsideASurrogatePairIsATypedError() {
        #expect(throws: WordBoundaryError.offsetInsideSurrogatePair(offset: 4)) {
            try WordBoundaries.isBoundary(at: 4, in: "hi 👩‍👩‍👧")
        }
        let message = WordBoundaryError.offsetInsideSurrogatePair(offset: 3).description
        #expect(message.contains("3") && message.contains("surrogate pair"))
        #expect(WordBoundaryError.offsetOutOfBounds(offset: 9, utf16Count: 5).description.contains("0...5"))
    }
}

private extension String.UTF16View {
    subscript(offsetRange range: Range<Int>) -> Substring.UTF16View {
        self[index(startIndex, offsetBy: range.lowerBound)..<index(startIndex, offsetBy: range.upperBound)]
    }
}
