import Testing
import ToolRunning

@Suite struct WordsCommandTests {
    @Test func marksEveryBoundaryIncludingStartAndEnd() throws {
        let run = try runKeycraft(["words", "--boundaries"], stdin: "a b\n")
        #expect(run.status == 0)
        #expect(run.stdout == "÷a÷ ÷b÷\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func eachLineIsSegmentedOnItsOwn() throws {
        let input = "Don't pay $1,000.50!\r\n안녕하세요 세계\n\nl'homme"
        let run = try runKeycraft(["words", "--boundaries"], stdin: input)
        #expect(run.status == 0)
        #expect(run.stdout == "÷Don't÷ ÷pay÷ ÷$÷1,000.50÷!÷\n÷안녕하세요÷ ÷세계÷\n÷\n÷l'homme÷\n")
    }

    @Test func emojiFlagsAndCombiningMarksStayWhole() throws {
        let run = try runKeycraft(["words", "--boundaries"], stdin: "👩‍👩‍👧🇰🇷🇫🇷 cafe\u{301}\n")
        #expect(run.status == 0)
        #expect(run.stdout == "÷👩‍👩‍👧÷🇰🇷÷🇫🇷÷ ÷cafe\u{301}÷\n")
    }

    @Test func emptyInputPrintsNothing() throws {
        let run = try runKeycraft(["words", "--boundaries"], stdin: "")
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
    }

    @Test func withoutAModeItIsAUsageError() throws {
        let run = try runKeycraft(["words"], stdin: "a b\n")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--boundaries"))
    }

    @Test func anUnknownFlagIsAUsageError() throws {
        let run = try runKeycraft(["words", "--boundaries", "--sentences"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--sentences"))
    }
}
