@testable import KeycraftPlayground
import PropertyBased
import Testing

@Suite struct TextViewRowsTests {
    @Test func wrapsAtTheLastSpaceThatFitsAndBreaksAtLineFeeds() {
        let rows = TextViewRows("the quick brown fox\njumps", width: 10)
        #expect(rows.rows.map(\.text) == ["the quick ", "brown fox", "jumps"])
        #expect(rows.rows.map(\.start) == [0, 10, 20])
    }

    @Test func aWordWiderThanTheRowBreaksBetweenClusters() {
        let rows = TextViewRows("abcdefghij", width: 4)
        #expect(rows.rows.map(\.text) == ["abcd", "efgh", "ij"])
    }

    @Test func hangulTakesTwoColumnsAndClustersNeverSplit() {
        // 안녕 is 4 columns; the family emoji (5 scalars, 8 UTF-16 units) is one 2-column cluster.
        let family = "👩‍👩‍👧"
        let rows = TextViewRows("안녕하세요" + family + "e\u{301}", width: 4)
        #expect(rows.rows.map(\.text) == ["안녕", "하세", "요" + family, "e\u{301}"])
        // Each precomposed syllable is one UTF-16 unit.
        #expect(rows.rows[3].start == 5 + family.utf16.count)
    }

    @Test func theCaretOnASoftWrapSitsAtTheNextRowsStart() {
        let rows = TextViewRows("abc def", width: 4)
        #expect(rows.rows.map(\.text) == ["abc ", "def"])
        #expect(rows.caret(at: 4) == (1, 0))
        #expect(rows.caret(at: 3) == (0, 3))
        #expect(rows.caret(at: 7) == (1, 3))
    }

    @Test func theCaretAfterALineFeedIsOnTheNextRow() {
        let rows = TextViewRows("ab\n\ncd", width: 10)
        #expect(rows.rows.map(\.text) == ["ab", "", "cd"])
        #expect(rows.caret(at: 2) == (0, 2))
        #expect(rows.caret(at: 3) == (1, 0))
        #expect(rows.caret(at: 4) == (2, 0))
    }

    @Test func movingToAColumnNeverLandsInsideAWideCluster() {
        let rows = TextViewRows("ab\n한국", width: 10)
        // Column 1 falls inside 한 (columns 0–1): the caret stays before it.
        #expect(rows.offset(row: 1, column: 1) == 3)
        #expect(rows.offset(row: 1, column: 2) == 4)
        #expect(rows.offset(row: 1, column: 99) == 5)
        #expect(rows.offset(row: 0, column: 99) == 2)
    }

    static let clusters = ["a", "b", " ", " ", "\n", "한", "국", "👩‍👩‍👧", "🇰🇷", "e\u{301}", "é", "x", "yz", "\r\n"]

    /// Any text at any width: the rows hold every character once and in order, each row starts on a
    /// cluster boundary, fits its width unless it is one wide cluster or ends in hanging spaces, and
    /// every offset's caret lies inside its row.
    @Test func rowsCoverTheTextExactlyAndFit() async {
        await propertyCheck(input: Gen.int(in: 0...(Self.clusters.count - 1)).array(of: 0...60), Gen.int(in: 1...12)) { picks, width in
            let text = picks.map { Self.clusters[$0] }.joined()
            let rows = TextViewRows(text, width: width)
            let rebuilt = rows.rows.map(\.text).joined()
            #expect(rebuilt == text.filter { $0 != "\n" && $0 != "\r\n" })
            let boundaries = Set(text.indices.map { $0.utf16Offset(in: text) } + [text.utf16.count])
            for row in rows.rows {
                #expect(boundaries.contains(row.start))
                #expect(row.end - row.start == row.text.utf16.count)
                let trimmed = String(row.text.reversed().drop { $0 == " " }.reversed())
                #expect(DisplayWidth.of(trimmed) <= width || trimmed.count == 1)
            }
            for offset in boundaries {
                let caret = rows.caret(at: offset)
                let row = rows.rows[caret.row]
                #expect(row.start <= offset && offset <= row.end)
                #expect(caret.column <= DisplayWidth.of(row.text))
            }
        }
    }
}
