import Testing
import ToolRunning

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

    @Test func aUsageErrorFromASubcommandShowsThatSubcommandsUsage() throws {
        let run = try runKeycraft(["password", "generate", "--rules", "minlength: abc"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--rules"))
        #expect(run.stderr.contains("Usage: keycraft password generate"))
    }
}
