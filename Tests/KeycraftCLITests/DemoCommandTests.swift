import Foundation
import Testing
import ToolRunning

@Suite struct DemoCommandTests {
    func script(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-keys-\(UUID().uuidString).txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aKeyScriptPrintsTheFinalScreen() throws {
        let keys = try script("abcdefghijkl<tab>abc\n")
        defer { try? FileManager.default.removeItem(at: keys) }
        let run = try runKeycraft(["demo", "--screen", "6", "--keys", keys.path])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 25)  // 24 rows and the final newline
        #expect(run.stdout.contains("│ abcdefghij "))
        #expect(!run.stdout.contains("abcdefghijk"))
        #expect(run.stdout.contains("“c” can’t be used here."))
        #expect(run.stderr.isEmpty)
    }

    @Test func theMenuIsTheDefaultAndSizeIsHonoured() throws {
        let keys = try script("")
        defer { try? FileManager.default.removeItem(at: keys) }
        let run = try runKeycraft(["demo", "--keys", keys.path, "--size", "100x30", "--dark"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 30)
        #expect(lines.allSatisfy { $0.count == 100 })
        #expect(run.stdout.contains("Keycraft playground"))
    }

    @Test func badFlagsAreUsageErrorsNamingTheFlag() throws {
        let keys = try script("<tba>")
        defer { try? FileManager.default.removeItem(at: keys) }
        let badScript = try runKeycraft(["demo", "--screen", "6", "--keys", keys.path])
        #expect(badScript.status == 2)
        #expect(badScript.stderr.contains("--keys"))
        #expect(badScript.stderr.contains("line 1, column 1: unknown key <tba>"))
        #expect(badScript.stdout.isEmpty)

        let badScreen = try runKeycraft(["demo", "--screen", "12", "--keys", keys.path])
        #expect(badScreen.status == 2)
        #expect(badScreen.stderr.contains("--screen: there is no screen 12"))

        let badSize = try runKeycraft(["demo", "--keys", keys.path, "--size", "80by24"])
        #expect(badSize.status == 2)
        #expect(badSize.stderr.contains("--size"))

        let missing = try runKeycraft(["demo", "--keys", "/nonexistent/keys.txt"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--keys: can't read /nonexistent/keys.txt"))
    }

    @Test func aSeedMakesTheAutoFillScreenRepeatableAndItsAbsenceDoesNot() throws {
        let keys = try script("hong@example.com<tab>")
        defer { try? FileManager.default.removeItem(at: keys) }
        let seeded = try (0..<2).map { _ in try runKeycraft(["demo", "--screen", "8", "--keys", keys.path, "--seed", "42"]) }
        #expect(seeded.allSatisfy { $0.status == 0 })
        #expect(seeded[0].stdout == seeded[1].stdout)
        #expect(seeded[0].stdout.contains("Use Strong Password"))
        let secure = try (0..<2).map { _ in try runKeycraft(["demo", "--screen", "8", "--keys", keys.path]) }
        #expect(secure[0].stdout != secure[1].stdout, "the system generator offered the same password twice")

        let bad = try runKeycraft(["demo", "--screen", "8", "--keys", keys.path, "--seed", "abc"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--seed"))
    }

    @Test func withoutATerminalTheInteractivePlaygroundSaysWhatToDo() throws {
        let run = try runKeycraft(["demo"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("must be a terminal"))
        #expect(run.stdout.isEmpty)
    }
}
