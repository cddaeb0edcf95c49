import Testing

@Suite struct FormatCommandTests {
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
        let none = try runKeycraft(["format"], stdin: "1\n")
        #expect(none.status == 2)
        #expect(none.stderr.contains("--mask"))
        let strategy = try runKeycraft(["format", "--mask", "[0]", "--affinity", "best"], stdin: "1\n")
        #expect(strategy.status == 2)
        #expect(strategy.stderr.contains("--affinity"))
    }
}
