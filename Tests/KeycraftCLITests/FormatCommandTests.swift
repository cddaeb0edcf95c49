import Testing

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
    }
}
