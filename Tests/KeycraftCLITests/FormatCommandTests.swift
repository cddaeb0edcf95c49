import Testing
import ToolRunning

/// `keycraft format`: its two modes, `--mask` (input masks) and `--phone` (as-you-type phone numbers).
@Suite struct FormatCommandTests {
    @Test func phoneNumbersAreTypedDigitByDigit() throws {
        let run = try runKeycraft(["format", "--phone", "KR"], stdin: "01012345678\n0212345678\n+16502530000\n")
        #expect(run.status == 0)
        #expect(run.stdout == "010-1234-5678\n02-1234-5678\n+1 650-253-0000\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func stepsPrintsEveryIntermediateResult() throws {
        let run = try runKeycraft(["format", "--phone", "us", "--steps"], stdin: "6502530000\n")
        #expect(run.status == 0)
        #expect(run.stdout == "6\t65\t650\t650-2\t650-25\t650-253\t650-2530\t(650) 253-00\t(650) 253-000\t(650) 253-0000\n")
    }

    /// As in libphonenumber, a character other than a digit stops grouping.
    @Test func nonDigitsAreShownAsTyped() throws {
        let run = try runKeycraft(["format", "--phone", "US"], stdin: "650-253-0000\n\n(650)\n")
        #expect(run.status == 0)
        #expect(run.stdout == "650-253-0000\n\n(650)\n")
    }

    @Test func anUnknownRegionIsAUsageError() throws {
        let run = try runKeycraft(["format", "--phone", "ZZ"], stdin: "123\n")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--phone"))
        #expect(run.stderr.contains("ZZ"))
    }

    @Test func withoutAModeItIsAUsageError() throws {
        let run = try runKeycraft(["format"], stdin: "123\n")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--phone"))
        #expect(run.stderr.contains("--mask"))
    }

    // MARK: --mask

    @Test func eachLineIsPastedIntoAnEmptyField() throws {
        let run = try runKeycraft(
            ["format", "--mask", "{+1} ([000]) [000]-[00]-[00]"], stdin: "0987654321\n098\n+1 (098) 765-43-21\nabc\n")
        #expect(run.stdout == """
            +1 (098) 765-43-21\t+10987654321\tcomplete
            +1 (098\t+1098\tincomplete
            +1 (098) 765-43-21\t+10987654321\tcomplete
            +1 (\t+1\tincomplete

            """)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
    }

    @Test func autocompleteAppendsTheFixedCharactersAhead() throws {
        let run = try runKeycraft(["format", "--mask", "{+1} ([000]) [000]-[00]-[00]", "--autocomplete"], stdin: "098\n\n")
        #expect(run.stdout == "+1 (098) \t+1098\tincomplete\n\t\tincomplete\n", "pasting nothing changes nothing")
    }

    @Test func alternativesArePickedByAffinity() throws {
        let run = try runKeycraft(
            ["format", "--mask", "[00]-[00]", "--mask", "[0000]-[0000]-[0000]"], stdin: "12-34\n123456789012\n한12👍3\n")
        #expect(run.stdout == "12-34\t1234\tcomplete\n1234-5678-9012\t123456789012\tcomplete\n123\t123\tincomplete\n")
    }

    @Test func malformedMasksAndMissingMasksAreUsageErrors() throws {
        let unbalanced = try runKeycraft(["format", "--mask", "+7 ([000]) [000"], stdin: "1\n")
        #expect(unbalanced.status == 2)
        #expect(unbalanced.stderr.contains("'[' at character 12 is never closed"))
        #expect(unbalanced.stderr.contains("--mask"))
        #expect(unbalanced.stdout.isEmpty)
        let alternative = try runKeycraft(["format", "--mask", "[00]", "--mask", "[0}"], stdin: "1\n")
        #expect(alternative.status == 2)
        #expect(alternative.stderr.contains("--mask #2"))
        let empty = try runKeycraft(["format", "--mask", ""], stdin: "1\n")
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("empty"))
        let both = try runKeycraft(["format", "--mask", "[0]", "--phone", "KR"], stdin: "1\n")
        #expect(both.status == 2)
        #expect(both.stderr.contains("not both"))
        let strategy = try runKeycraft(["format", "--mask", "[0]", "--affinity", "best"], stdin: "1\n")
        #expect(strategy.status == 2)
        #expect(strategy.stderr.contains("--affinity"))
    }
}
