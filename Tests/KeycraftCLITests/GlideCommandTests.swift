import Foundation
import Testing
import ToolRunning

/// `keycraft glide --layout` and `keycraft glide` (the contract in docs/cli.md), through the real binary.
@Suite struct GlideCommandTests {
    struct Frame: Decodable, Equatable {
        let x, y, width, height: Double
    }
    struct Layout: Decodable {
        let width, height: Double
        let keys: [String: Frame]
    }

    static func layout() throws -> Layout {
        let run = try runKeycraft(["glide", "--layout"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        return try JSONDecoder().decode(Layout.self, from: Data(run.stdout.utf8))
    }

    /// A gesture line through the centres of `word`'s keys on `layout`.
    static func line(_ word: String, on layout: Layout, offset: Double = 0) -> String {
        word.compactMap { layout.keys[String($0)] }
            .map { "\($0.x + $0.width / 2 + offset),\($0.y + $0.height / 2 - offset)" }.joined(separator: " ")
    }

    @Test func layoutPrintsTheTwentySixLetterKeys() throws {
        let layout = try Self.layout()
        #expect(layout.width == 393 && layout.height == 162)
        #expect(layout.keys.keys.sorted() == "abcdefghijklmnopqrstuvwxyz".map(String.init))
        #expect(layout.keys["q"] == Frame(x: 3, y: 6, width: 33.3, height: 42))
        #expect(layout.keys["m"] == Frame(x: 297.75, y: 114, width: 33.3, height: 42))
    }

    @Test func gesturesFromTheLayoutDecodeToTheirWords() throws {
        let layout = try Self.layout()
        let input = ["hello", "world", "the", "keyboard"].map { Self.line($0, on: layout, offset: 2.5) }.joined(separator: "\n") + "\n"
        let run = try runKeycraft(["glide"], stdin: input)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        #expect(lines.prefix(4).map { $0.split(separator: " ").first.map(String.init) } == ["hello", "world", "the", "keyboard"])
        #expect(lines.prefix(4).allSatisfy { $0.split(separator: " ").count == 3 })
        let top = try runKeycraft(["glide", "--top", "1"], stdin: Self.line("dont", on: layout) + "\n" + Self.line("to", on: layout) + "\n")
        #expect(top.stdout == "don't\nto\n")
    }

    @Test func decimalsTabsAndCarriageReturnsAreAccepted() throws {
        let run = try runKeycraft(["glide", "--top", "1"], stdin: "18.5,27.0\t1.2e2,2.7E1 \r\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 1)
    }

    @Test func aMalformedLineGivesAnEmptyLineAMessageAndExitTwo() throws {
        let layout = try Self.layout()
        let good = Self.line("hello", on: layout)
        let input = [good, "", "12,5 x,3", "1,2,3", "nan,4", good, "5;6", "1e999,2"].joined(separator: "\n") + "\n"
        let run = try runKeycraft(["glide", "--top", "1"], stdin: input)
        #expect(run.status == 2)
        #expect(run.stdout == "hello\n\n\n\n\nhello\n\n\n")
        for line in [2, 3, 4, 5, 7, 8] { #expect(run.stderr.contains("line \(line):"), "line \(line): \(run.stderr)") }
        #expect(!run.stderr.contains("line 1:") && !run.stderr.contains("line 6:"))
        #expect(run.stderr.contains("point 2 \"x,3\""))
    }

    @Test func badOptionsAreUsageErrors() throws {
        #expect(try runKeycraft(["glide", "--top", "0"], stdin: "1,1\n").status == 2)
        let missing = try runKeycraft(["glide", "--dictionary", "/nonexistent.kcdict"], stdin: "1,1\n")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--dictionary"))
    }
}
