import Testing
@testable import KeycraftText

/// Every line of Unicode's WordBreakTest.txt (generated into `WordBreakTestData`), through the full
/// segmentation and through local scanning from every position.
@Suite struct WordBreakConformanceTests {
    @Test func theTestDataIsComplete() {
        #expect(WordBreakTestData.cases.count == 1823)
        #expect(WordBreakTestData.unicodeVersion == WordBoundaries.unicodeVersion)
    }

    @Test(arguments: WordBreakTestData.cases)
    func fullSegmentationMatches(_ testCase: WordBreakTestCase) {
        let text = testCase.text
        #expect(WordBoundaries.boundaries(in: text) == testCase.expectedBoundaries)
        let indices = WordBoundaries.boundaryIndices(in: text)
        #expect(indices.map { $0.utf16Offset(in: text) } == testCase.expectedBoundaries)
    }

    @Test(arguments: WordBreakTestData.cases)
    func localScanningMatchesAtEveryPosition(_ testCase: WordBreakTestCase) throws {
        try expectLocalScanningAgrees(in: testCase.text, with: testCase.expectedBoundaries)
    }

    @Test(arguments: WordBreakTestData.cases)
    func documentContextSplitAnywhereMatches(_ testCase: WordBreakTestCase) {
        expectDocumentContextAgrees(in: testCase.text, with: testCase.expectedBoundaries)
    }
}

/// Checks `isBoundary`, `previousBoundary` and `nextBoundary` at every scalar position of `text`
/// (as UTF-16 offsets and as `String.Index`) against the full list of boundaries.
func expectLocalScanningAgrees(
    in text: String, with boundaries: [Int], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    for index in text.unicodeScalars.indices + [text.endIndex] {
        let offset = index.utf16Offset(in: text)
        let previous = boundaries.last { $0 < offset }, next = boundaries.first { $0 > offset }
        #expect(try WordBoundaries.isBoundary(at: offset, in: text) == boundaries.contains(offset),
                "isBoundary at \(offset)", sourceLocation: sourceLocation)
        #expect(try WordBoundaries.previousBoundary(before: offset, in: text) == previous,
                "previous before \(offset)", sourceLocation: sourceLocation)
        #expect(try WordBoundaries.nextBoundary(after: offset, in: text) == next,
                "next after \(offset)", sourceLocation: sourceLocation)
        #expect(try WordBoundaries.previousBoundary(before: index, in: text)?.utf16Offset(in: text) == previous,
                sourceLocation: sourceLocation)
        #expect(try WordBoundaries.nextBoundary(after: index, in: text)?.utf16Offset(in: text) == next,
                sourceLocation: sourceLocation)
    }
}

/// Splits `text` at every scalar position into the context before and after a cursor and checks that
/// scanning the two pieces finds the boundaries of the whole text.
func expectDocumentContextAgrees(
    in text: String, with boundaries: [Int], sourceLocation: SourceLocation = #_sourceLocation
) {
    for split in text.unicodeScalars.indices + [text.endIndex] {
        let context = DocumentContextScalars(
            beforeInput: String(text.unicodeScalars[..<split]), afterInput: String(text.unicodeScalars[split...]))
        let cursorOffset = split.utf16Offset(in: text)
        let scanner = WordBoundaryScanner(scalars: context)
        let found = (context.indices + [context.endIndex]).filter(scanner.isBoundary(at:))
            .map { cursorOffset + context.utf16OffsetFromCursor($0) }
        #expect(found == boundaries, "split at \(cursorOffset)", sourceLocation: sourceLocation)
    }
}
