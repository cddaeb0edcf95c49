import Testing

@Suite struct UsageTests {
    @Test func helpExitsZeroAndListsTheCommand() throws {
        let run = try runKeycraft(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("keycraft"))
    }

    @Test func unknownOptionIsAUsageErrorWithStatusTwo() throws {
        let run = try runKeycraft(["--no-such-flag"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--no-such-flag"))
    }
}
