import Testing
import ToolRunning

@Suite struct PasswordCommandTests {
    @Test func generatesApplesFormatByDefault() throws {
        let run = try runKeycraft(["password", "generate", "--rules", "", "--count", "3"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        for line in lines {
            #expect(line.count == 20)
            #expect(line.split(separator: "-").map(\.count) == [6, 6, 6])
        }
        #expect(Set(lines).count == 3)
    }

    @Test func generatedPasswordsPassTheCheck() throws {
        let rules = "required: upper; required: digit; required: [!#$]; allowed: lower; max-consecutive: 2; maxlength: 14"
        let generated = try runKeycraft(["password", "generate", "--rules", rules, "--count", "5", "--entropy"])
        #expect(generated.status == 0)
        let lines = generated.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.hasSuffix(" bits") && $0.contains("\t") })
        let passwords = lines.map { String($0.split(separator: "\t")[0]) }
        #expect(passwords.allSatisfy { $0.count == 14 })
        let checked = try runKeycraft(["password", "check", "--rules", rules], stdin: passwords.joined(separator: "\n") + "\n")
        #expect(checked.status == 0)
        #expect(checked.stdout == String(repeating: "ok\n", count: 5))
    }

    @Test func checkListsEveryReason() throws {
        let run = try runKeycraft(
            ["password", "check", "--rules", "required: upper; required: digit; allowed: lower; minlength: 8; max-consecutive: 2"],
            stdin: "Abcdefg1\nabc한\n"
        )
        #expect(run.status == 1)
        #expect(run.stdout == """
            ok
            fails: too short: 4 characters, at least 8 required; missing a required character: one of upper; \
            missing a required character: one of digit; character '한' at offset 3 is not allowed

            """)
    }

    @Test func unsatisfiableRulesExitOne() throws {
        let run = try runKeycraft(["password", "generate", "--rules", "minlength: 10; maxlength: 4"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("minlength 10 is greater than maxlength 4"))
    }

    @Test func malformedRulesAreAUsageErrorNamingTheFlag() throws {
        let run = try runKeycraft(["password", "check", "--rules", "minlength: eight"], stdin: "x\n")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--rules: malformed password rules: error at offset 11"))
    }

    @Test func badCountAndMissingRulesAreUsageErrors() throws {
        let zero = try runKeycraft(["password", "generate", "--rules", "", "--count", "0"])
        #expect(zero.status == 2)
        #expect(zero.stderr.contains("--count"))
        let missing = try runKeycraft(["password", "generate"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--rules"))
    }
}
