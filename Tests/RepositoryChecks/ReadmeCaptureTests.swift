import Foundation
import Testing
import ToolRunning

/// The playground captures in the README and in docs/playground.md (the full tour) are what
/// `keycraft demo` prints for the key scripts they name, so the tour can't drift from the program.
/// (Trailing spaces are ignored: editors strip them.)
@Suite struct ReadmeCaptureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Capture: CustomStringConvertible, Sendable {
        let command: String
        let lines: [String]
        var description: String { command }
    }

    /// The documents whose captures are checked.
    static let documents = ["README.md", "docs/playground.md"]

    /// Every ```text block of those documents that starts with `$ keycraft demo`.
    static func captures() throws -> [Capture] {
        try documents.flatMap { document in
            captures(in: try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8))
        }
    }

    static func captures(in text: String) -> [Capture] {
        var captures: [Capture] = []
        for block in text.components(separatedBy: "```text\n").dropFirst() {
            guard let body = block.components(separatedBy: "\n```").first else { continue }
            let lines = body.components(separatedBy: "\n")
            guard let command = lines.first, command.hasPrefix("$ keycraft demo ") else { continue }
            captures.append(Capture(command: command, lines: Array(lines.dropFirst())))
        }
        return captures
    }

    @Test func theReadmeAndTheTourShowCaptures() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(Self.captures(in: readme).count >= 1)
        #expect(try Self.captures().count >= 4)
    }

    @Test(arguments: try captures())
    func aCaptureIsWhatTheCommandPrints(_ capture: Capture) throws {
        // `$ keycraft demo ...`: the words after `keycraft`, with example paths resolved from the root.
        let arguments = capture.command.split(separator: " ").dropFirst(2).map { word in
            word.hasPrefix("Examples/") ? Self.root.appendingPathComponent(String(word)).path : String(word)
        }
        let run = try runKeycraft(arguments)
        #expect(run.status == 0, "\(capture.command): \(run.stderr)")
        let printed = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(printed == capture.lines, "\(capture.command) prints something else now; update the README")
    }

    /// Every example key script runs on the screen its first line names (`# Screen N: …`).
    @Test func everyExampleKeyScriptRunsOnItsScreen() throws {
        let folder = Self.root.appendingPathComponent("Examples/Playground")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".keys") }
        #expect(scripts.count >= 4)
        for name in scripts {
            let path = folder.appendingPathComponent(name).path
            let firstLine = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first ?? ""
            let screen = try #require(firstLine.split(separator: " ").dropFirst(2).first.map { $0.filter(\.isNumber) },
                                      "\(name) must start with “# Screen N: …”")
            let run = try runKeycraft(["demo", "--screen", screen, "--keys", path, "--seed", "1"])
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(run.stdout.split(separator: "\n").count == 24)
        }
    }
}
