import Testing
import ToolRunning

@Suite struct ValidateCommandTests {
    @Test func emailPrintsOneResultPerLine() throws {
        let run = try runKeycraft(["validate", "--email"], stdin: "user@example.com\nuser@\n한국@example.kr\n.a@b\n")
        #expect(run.stdout == """
            valid
            invalid: Enter a valid e-mail address.
            invalid: Enter a valid e-mail address.
            valid

            """)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
    }

    @Test func allValidExitsZero() throws {
        let run = try runKeycraft(["validate", "--email"], stdin: "a@b\r\nx.y@example.co.kr")
        #expect(run.stdout == "valid\nvalid\n")
        #expect(run.status == 0)
    }

    @Test func maxLengthCountsGraphemeClusters() throws {
        let run = try runKeycraft(["validate", "--max-length", "5"], stdin: "안녕하세요\n👩‍👩‍👧🇰🇷e\u{301}ab\n123456\n")
        #expect(run.stdout == "valid\nvalid\ninvalid: Use at most 5 characters.\n")
        #expect(run.status == 1)
    }

    @Test func integerRangeIncludingNegativeBounds() throws {
        let run = try runKeycraft(["validate", "--integer-range", "1...100"], stdin: "1\n100\n0\n101\n05\nx\n")
        #expect(run.stdout == """
            valid
            valid
            invalid: Enter a number from 1 to 100.
            invalid: Enter a number from 1 to 100.
            invalid: Enter a number from 1 to 100.
            invalid: Enter a number from 1 to 100.

            """)
        let negative = try runKeycraft(["validate", "--integer-range", "-5...-1"], stdin: "-5\n-1\n0\n")
        #expect(negative.stdout == "valid\nvalid\ninvalid: Enter a number from -5 to -1.\n")
        #expect(negative.status == 1)
        let equals = try runKeycraft(["validate", "--integer-range=-3...3"], stdin: "-3\n")
        #expect(equals.stdout == "valid\n")
        #expect(equals.status == 0)
    }

    @Test func allowedCharacters() throws {
        let run = try runKeycraft(["validate", "--allowed-characters", "0123456789-"], stdin: "010-1234\n010 1234\n")
        #expect(run.stdout == "valid\ninvalid: “ ” can’t be used here.\n")
        #expect(run.status == 1)
    }

    @Test func regexMatchesTheWholeLine() throws {
        let run = try runKeycraft(["validate", "--regex", "[A-Z]{2}\\d{3}"], stdin: "AB123\nAB1234\nab123\n")
        #expect(run.stdout == """
            valid
            invalid: Enter a value in the expected format.
            invalid: Enter a value in the expected format.

            """)
    }

    @Test func combinedRulesReportEveryFailure() throws {
        let run = try runKeycraft(
            ["validate", "--email", "--max-length", "15", "--regex", ".*@example\\.com"],
            stdin: "a@example.com\nlongname@example.com\nnot-an-address-at-all\n")
        #expect(run.stdout == """
            valid
            invalid: Use at most 15 characters.
            invalid: Enter a valid e-mail address.; Use at most 15 characters.; Enter a value in the expected format.

            """)
        #expect(run.status == 1)
    }

    @Test func emptyInputPrintsNothingAndSucceeds() throws {
        let run = try runKeycraft(["validate", "--email"], stdin: "")
        #expect(run.stdout == "")
        #expect(run.status == 0)
    }

    @Test func emptyLineIsValidAsAnOptionalField() throws {
        let run = try runKeycraft(["validate", "--email", "--integer-range", "1...9"], stdin: "\n")
        #expect(run.stdout == "valid\n")
        #expect(run.status == 0)
    }

    @Test(arguments: [
        (["validate"], "--email"),
        (["validate", "--integer-range", "1..100"], "--integer-range"),
        (["validate", "--integer-range", "9...1"], "--integer-range"),
        (["validate", "--integer-range", "a...b"], "--integer-range"),
        (["validate", "--max-length", "-3"], "--max-length"),
        (["validate", "--max-length", "many"], "--max-length"),
        (["validate", "--regex", "(ab"], "--regex"),
        (["validate", "--allowed-characters", ""], "--allowed-characters"),
        (["validate", "--email", "--no-such-rule"], "--no-such-rule"),
    ])
    func usageErrorsExitTwoNamingTheFlag(arguments: [String], flag: String) throws {
        let run = try runKeycraft(arguments, stdin: "a@b\n")
        #expect(run.status == 2)
        #expect(run.stderr.contains(flag), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func badRegexMessageNamesThePatternAndProblem() throws {
        let run = try runKeycraft(["validate", "--regex", "[a-"], stdin: "x\n")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--regex: invalid regular expression “[a-”: "))
    }
}
