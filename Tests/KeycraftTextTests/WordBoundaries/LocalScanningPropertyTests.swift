import PropertyBased
import Testing
@testable import KeycraftText

/// Local scanning and the one-pass segmentation are separate implementations of the same rules; on
/// random mixtures of the scripts and sequences that exercise the rules they must agree everywhere.
@Suite struct LocalScanningPropertyTests {
    /// Pieces whose mixtures reach every kind of rule: letters, Hangul, Hebrew, Katakana, digits with
    /// separators, apostrophes and quotes, combining marks, emoji ZWJ sequences, flags and lone regional
    /// indicators, format characters, spaces and line breaks.
    static let pieces = [
        "a", "Z", "é", "e\u{301}", "\u{301}", "안녕", "하세요", "세계", "\u{1100}\u{1161}", "א", "ש\"ב", "カタ", "ー",
        "1", "3.14", "1,000", ".", ",", ":", ";", "'", "\u{2019}", "\"", "_", "-", " ", "  ", "\u{3000}",
        "👩\u{200D}👩\u{200D}👧", "\u{200D}", "🛑", "👍🏽", "🇰🇷", "🇫🇷", "\u{1F1E6}", "\u{1F1E7}", "\u{AD}",
        "\u{2060}", "\r\n", "\n", "\r", "\u{85}", "漢字", "!", "?", "😀",
    ]

    static let randomText = Gen<String?>.element(of: pieces).array(of: 0...14).map { $0.compactMap { $0 }.joined() }

    @Test func localScanningAgreesWithFullSegmentationOnRandomText() async {
        await propertyCheck(count: 300, input: Self.randomText) { text in
            try expectLocalScanningAgrees(in: text, with: WordBoundaries.boundaries(in: text))
        }
    }

    @Test func documentContextSplitAnywhereAgreesOnRandomText() async {
        await propertyCheck(count: 150, input: Self.randomText) { text in
            expectDocumentContextAgrees(in: text, with: WordBoundaries.boundaries(in: text))
        }
    }

    @Test func boundariesAreAscendingAndIncludeStartAndEnd() async {
        await propertyCheck(count: 200, input: Self.randomText) { text in
            let boundaries = WordBoundaries.boundaries(in: text)
            #expect(boundaries.first == 0)
            #expect(boundaries.last == text.utf16.count)
            #expect(zip(boundaries, boundaries.dropFirst()).allSatisfy { $0 < $1 })
        }
    }

    @Test func noBoundarySplitsASurrogatePairOrAnEmojiSequence() async {
        await propertyCheck(count: 200, input: Self.randomText) { text in
            let utf16 = Array(text.utf16)
            for offset in WordBoundaries.boundaries(in: text) where offset > 0 && offset < utf16.count {
                #expect(!UTF16.isLeadSurrogate(utf16[offset - 1]))
            }
            let indices = WordBoundaries.boundaryIndices(in: text)
            for family in text.ranges(of: "👩\u{200D}👩\u{200D}👧") {
                #expect(!indices.contains { family.lowerBound < $0 && $0 < family.upperBound })
            }
        }
    }
}
