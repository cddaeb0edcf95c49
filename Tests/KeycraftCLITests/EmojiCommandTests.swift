import Foundation
import Testing
import ToolRunning

/// `keycraft emoji search` (the contract in docs/cli.md): stdin queries → K emoji best first, space-separated.
@Suite struct EmojiCommandTests {
    @Test func englishQueriesGetTheirEmojiBestFirst() throws {
        let run = try runKeycraft(["emoji", "search"], stdin: "pizza\nPIZZA\nheart\nthumbs up\nzzzzqx\n\n")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 7)
        #expect(lines[0].split(separator: " ").first == "🍕")
        #expect(lines[1] == lines[0])
        #expect(lines[2].split(separator: " ").first == "❤️")
        #expect(lines[2].split(separator: " ").count == 3)
        #expect(lines[3] == "👍")
        #expect(lines[4] == "" && lines[5] == "")
    }

    @Test func koreanQueriesAndTop() throws {
        let run = try runKeycraft(["emoji", "search", "--locale", "ko", "--top", "2"], stdin: "하트\n사과\n피자\n")
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: " ") }
        #expect(lines.count == 4)
        #expect(lines[0] == ["❤️", "♥️"])
        #expect(lines[1] == ["🍎", "🍏"])      // the apples' names end in 사과; 🙇 only lists it
        #expect(lines[2].first == "🍕")
        #expect(lines.allSatisfy { $0.count <= 2 })
    }

    @Test func theiOSReleaseLimitsTheEmoji() throws {
        let all = try runKeycraft(["emoji", "search", "--top", "1"], stdin: "melting face\n")
        #expect(all.stdout == "🫠\n")
        let iOS15 = try runKeycraft(["emoji", "search", "--top", "1", "--ios", "15.0"], stdin: "melting face\n")
        #expect(iOS15.status == 0)
        #expect(!iOS15.stdout.contains("🫠"))
    }

    @Test(arguments: [["--locale", "fr"], ["--top", "0"], ["--ios", "fifteen"], ["--ios", "15.x"]])
    func badOptionsAreUsageErrors(arguments: [String]) throws {
        let run = try runKeycraft(["emoji", "search"] + arguments, stdin: "pizza\n")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(arguments[0]))
    }
}
