import Testing
import ToolRunning

@Suite struct PasswordRulesCommandTests {
    @Test func canonicalizesEachLine() throws {
        let run = try runKeycraft(
            ["password-rules", "canonicalize"],
            stdin: "required: upper; required: digit; allowed: lower, [-_]; minlength: 8;\nallowed: UPPER, unicode\n"
        )
        #expect(run.status == 0)
        #expect(run.stdout == "required: upper; required: digit; allowed: upper, lower, digit, [-_]; minlength: 8\nallowed: unicode\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func minifiedModeAndEmptyResults() throws {
        let run = try runKeycraft(["password-rules", "canonicalize", "--minified"], stdin: "required: upper; allowed: [-_]\n\nminlength: 0\n")
        #expect(run.status == 0)
        #expect(run.stdout == "required: upper; allowed: [-_]\n\n\n")
        #expect(run.stderr.contains("line 3: warning at offset 11"))
    }

    @Test func malformedLinesGiveTheReferenceResultAndExitOne() throws {
        let run = try runKeycraft(["password-rules", "canonicalize"], stdin: "minlength: 8\nminlength: eight\nallowed: 한\n")
        #expect(run.status == 1)
        #expect(run.stdout == "allowed: ascii-printable; minlength: 8\nallowed: ascii-printable\nallowed: ascii-printable\n")
        #expect(run.stderr.contains("line 2: error at offset 11: expected a whole number, found 'e'"))
        #expect(run.stderr.contains("line 3: error at offset 9: expected a character class name or '[', found '한'"))
    }

    @Test func unknownFlagIsAUsageError() throws {
        let run = try runKeycraft(["password-rules", "canonicalize", "--minify"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--minify"))
    }
}
