import Foundation
import Testing
import ToolRunning

/// `keycraft predict` and `correct` with the language model: the bundled one by default, another
/// with `--model FILE`, none with `--model none`; a damaged model is bad usage naming the flag.
@Suite struct PredictModelTests {
    @Test func theBundledModelPredictsFromTheTwoWordsBefore() throws {
        let run = try runKeycraft(["predict", "--top", "3"], stdin: "I do not \nI do not kn\nIt rained. \n안녕 👩‍👩‍👧 \n")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: " ") }
        #expect(lines.count == 5)
        #expect(lines[0].contains("know"))
        #expect(lines[1].first == "know")
        // A sentence's start: capitalised, as the suggestion bar shows them.
        #expect(lines[2].count == 3 && lines[2].allSatisfy { $0.first!.isUppercase })
        #expect(lines[3].count == 3)
    }

    @Test func withoutAModelTheDictionarysBigramsPredict() throws {
        let run = try runKeycraft(["predict", "--model", "none"], stdin: "one of \n")
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: " ").count == 3)
    }

    @Test func aDamagedModelExits2NamingTheFlag() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-model-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases: [(String, Data, String)] = [
            ("dictionary", Data("KCDICT".utf8) + Data(count: 100), "no KCLM signature"),
            ("empty", Data(), "header"),
        ]
        for (name, data, message) in cases {
            let path = directory.appendingPathComponent("\(name).kclm").path
            try data.write(to: URL(fileURLWithPath: path))
            for command in ["predict", "correct"] {
                let run = try runKeycraft([command, "--model", path], stdin: "the \n")
                #expect(run.status == 2, "\(command) \(name)")
                #expect(run.stderr.contains("--model") && run.stderr.contains(message), "\(command) \(name): \(run.stderr)")
                #expect(run.stdout.isEmpty)
            }
        }
    }
}
