import PropertyBased
@testable import KeycraftPlayground
import Testing

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumn() {
        #expect(DisplayWidth.of("abc") == 3)
    }

    @Test func hangulSyllablesAndJamoAreTwoColumns() {
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of(Character("\u{1100}")) == 2)
    }

    @Test func emojiZWJSequencesAndFlagsAreOneTwoColumnCell() {
        #expect(DisplayWidth.of(Character("👩‍👩‍👧")) == 2)
        #expect(DisplayWidth.of(Character("🇰🇷")) == 2)
        #expect(DisplayWidth.of(Character("❤️")) == 2)
        #expect(DisplayWidth.of(Character("❤")) == 1)
    }

    @Test func combiningMarksAddNothing() {
        #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)
        #expect(DisplayWidth.of("e\u{301}\u{302}") == 1)
    }

    @Test func controlCharactersAreZero() {
        #expect(DisplayWidth.of(Character("\u{7}")) == 0)
    }
}

@Suite struct GridTests {
    @Test func wideCharactersTakeTwoCellsWithAContinuation() {
        var grid = Grid(width: 6, height: 1)
        let end = grid.write("a한🇰🇷", column: 0, row: 0, style: .plain)
        #expect(end == 5)
        #expect(grid[1, 0].content == .character("한"))
        #expect(grid[2, 0].content == .continuation)
        #expect(grid[3, 0].content == .character("🇰🇷"))
        #expect(grid.text == "a한🇰🇷 ")
    }

    @Test func aWideCharacterStraddlingTheEdgeBecomesASpace() {
        var grid = Grid(width: 3, height: 1)
        grid.write("ab👩‍👩‍👧", column: 0, row: 0, style: .plain)
        #expect(grid.text == "ab ")
    }

    @Test func combiningMarksStayWithTheirBase() {
        var grid = Grid(width: 4, height: 1)
        grid.write("e\u{301}x", column: 0, row: 0, style: .plain)
        #expect(grid[0, 0].content == .character("e\u{301}"))
        #expect(grid[1, 0].content == .character("x"))
    }

    @Test func writingOutsideTheGridIsIgnored() {
        var grid = Grid(width: 2, height: 1)
        grid.write("abc", column: -1, row: 0, style: .plain)
        grid.write("zz", column: 0, row: 5, style: .plain)
        #expect(grid.text == "bc")
    }

    @Test func everyRowOfTheTextIsAsWideAsTheGrid() async {
        let pieces = ["a", "한", "👩‍👩‍👧", "🇰🇷", "e\u{301}", "\u{301}", " "]
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...30), Gen.int(in: 1...20),
            Gen.int(in: -3...20)
        ) { picks, width, column in
            var grid = Grid(width: width, height: 1)
            grid.write(picks.map { pieces[$0] }.joined(), column: column, row: 0, style: .plain)
            #expect(DisplayWidth.of(grid.text) == width)
        }
    }
}

@Suite struct PanelTruncationTests {
    @Test func aLineTooWideEndsInAnEllipsisAndNeverSplitsAWideCharacter() {
        #expect(PhoneChrome.truncated("Name · textFieldDidBeginEditing", width: 12) == "Name · text…")
        #expect(PhoneChrome.truncated("short", width: 12) == "short")
        // 한 is two columns: at width 4 only one fits before the ellipsis.
        #expect(PhoneChrome.truncated("한국어", width: 4) == "한…")
        #expect(PhoneChrome.truncated("👩‍👩‍👧👩‍👩‍👧", width: 3) == "👩‍👩‍👧…")
    }
}

/// The generated table's rules, one example each (the reference test covers every code point).
@Suite struct DisplayWidthTableTests {
    @Test func formatCharactersAreZeroButVisibleOnesAreDrawn() {
        #expect(DisplayWidth.of(Character("\u{200D}")) == 0)  // ZWJ
        #expect(DisplayWidth.of(Character("\u{AD}")) == 1)  // soft hyphen
        #expect(DisplayWidth.of(Character("\u{600}")) == 1)  // Arabic number sign (prepended concatenation mark)
        #expect(DisplayWidth.of(Character("\u{2028}")) == 0)  // line separator
    }

    @Test func emojiPresentationAndSequences() {
        #expect(DisplayWidth.of(Character("\u{1F1F0}")) == 2)  // a lone regional indicator
        #expect(DisplayWidth.of(Character("1\u{FE0F}\u{20E3}")) == 2)  // keycap 1
        #expect(DisplayWidth.of(Character("#")) == 1)
        #expect(DisplayWidth.of(Character("\u{1FAE8}")) == 2)  // shaking face, new in Unicode 15.0
    }

    @Test func hangulJamoJoinAndUnassignedCJKIsWide() {
        #expect(DisplayWidth.of(Character("\u{1161}")) == 0)  // a lone medial vowel
        #expect(DisplayWidth.of(Character("\u{1100}\u{1161}")) == 2)  // 가 from conjoining jamo
        #expect(DisplayWidth.of(Character("\u{2FFF0}")) == 2)  // unassigned in plane 2: W by default
        #expect(DisplayWidth.of(Character("\u{93E}")) == 1)  // a lone spacing mark (Mc)
    }
}
