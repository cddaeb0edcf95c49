import Foundation
import Testing
import ToolRunning

/// `keycraft dictionary build`, `suggest`, `correct` and `predict` (the contract in docs/cli.md), mostly on a
/// small dictionary built here; three tests read the bundled English one.
@Suite struct SpellingCommandsTests {
    static let words = "the 1000\nthey 300\nthen 200\ncat 50\ncart 40\ncard 45\ncare 60\ndon't 10\nI'm 10\n안녕하세요 100\n"
    static let bigrams = "the cat 30\nthe card 5\nthe care 1\n"

    /// A directory with the lists and the dictionary built from them.
    static func built() throws -> (directory: URL, dictionary: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-dict-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try words.write(to: directory.appendingPathComponent("words.txt"), atomically: true, encoding: .utf8)
        try bigrams.write(to: directory.appendingPathComponent("bigrams.txt"), atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("small.kcdict").path
        let run = try runKeycraft([
            "dictionary", "build", "--words", directory.appendingPathComponent("words.txt").path,
            "--bigrams", directory.appendingPathComponent("bigrams.txt").path, "--output", output,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("10 words, 3 bigrams"))
        return (directory, output)
    }

    @Test func suggestPrintsCandidatesBestFirst() throws {
        let (directory, dictionary) = try Self.built()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runKeycraft(["suggest", "--dictionary", dictionary], stdin: "teh\nTHE\ncatr\ndont\nzzzzzz\n안녕하세오\n")
        #expect(run.status == 0)
        // catr: cart (letters swapped) before cat (one letter left out) before care (two neighbouring keys).
        #expect(run.stdout == "the they then\nTHE THEY THEN\ncart cat care\ndon't\n\n안녕하세요\n")
        let top = try runKeycraft(["suggest", "--top", "1", "--max-distance", "1", "--dictionary", dictionary], stdin: "caer\nthe\n")
        #expect(top.stdout == "care\nthe\n")
    }

    @Test func predictCompletesOrPredicts() throws {
        let (directory, dictionary) = try Self.built()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runKeycraft(["predict", "--top", "2", "--dictionary", dictionary], stdin: "the \nI like ca\nTh\n")
        #expect(run.status == 0)
        #expect(run.stdout == "cat card\ncare cat\nThe They\n")
    }

    @Test func correctKeepsPunctuationSpacingAndCase() throws {
        let (directory, dictionary) = try Self.built()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runKeycraft(["correct", "--dictionary", dictionary], stdin: "Teh  cta, dont!\nim here\n")
        #expect(run.status == 0)
        #expect(run.stdout == "The  cat, don't!\nI'm here\n")
    }

    // Two runs on the bundled English dictionary (separate tests, so they run side by side).
    @Test func suggestOnTheBundledEnglishDictionary() throws {
        let suggest = try runKeycraft(["suggest"], stdin: "teh\nTeh\nrecieve\nthe\n")
        #expect(suggest.status == 0)
        let lines = suggest.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("the "))
        #expect(lines[1].hasPrefix("The "))
        #expect(lines[2].hasPrefix("receive"))
        #expect(lines[3].hasPrefix("the "))
    }

    @Test func correctOnTheBundledEnglishDictionary() throws {
        let correct = try runKeycraft(["correct"], stdin: "I dont beleive teh news.\n")
        #expect(correct.status == 0)
        #expect(correct.stdout == "I don't believe the news.\n")
    }

    /// `correct` reads whole lines, so the word after a slip counts too; `--as-typed` corrects as the
    /// keyboard does, seeing only the text before. Hyphenated compounds are corrected part by part.
    @Test func correctSeesTheWordAfterUnlessAsTyped() throws {
        let text = "He will use ths real names of the parties.\nA well-knwon man ate the whle of it.\nthe co-op sent an e-mial\n"
        let whole = try runKeycraft(["correct"], stdin: text)
        #expect(whole.status == 0)
        #expect(whole.stdout == "He will use the real names of the parties.\nA well-known man ate the whole of it.\nthe co-op sent an e-mail\n")
        // Seeing only "will use ths", this is the likelier; "ths real names" makes it the.
        let typed = try runKeycraft(["correct", "--as-typed"], stdin: text)
        #expect(typed.status == 0)
        #expect(typed.stdout.hasPrefix("He will use this real names of the parties.\nA well-known man ate the "))
    }

    /// `--language ko`: the bundled Korean dictionary, whole words compared over two-set keystrokes.
    @Test func theThreeCommandsInKorean() throws {
        let suggest = try runKeycraft(["suggest", "--language", "ko", "--top", "1"], stdin: "안녕하세오\n감사합니닫\n거야\n")
        #expect(suggest.status == 0)
        #expect(suggest.stdout == "안녕하세요\n감사합니다\n거야\n")
        let correct = try runKeycraft(["correct", "--language", "ko"], stdin: "안녕하세오, 감사합니닫!\n")
        #expect(correct.stdout == "안녕하세요, 감사합니다!\n")
        // Completions extend the keys typed: 안녕하 continues as 안녕하세요 (ㅅ starts the next syllable).
        let predict = try runKeycraft(["predict", "--language", "ko", "--top", "3"], stdin: "안녕하\n")
        #expect(predict.stdout.split(separator: " ").contains("안녕하세요"))
        // English stays the default.
        #expect(try runKeycraft(["suggest", "--top", "1"], stdin: "안녕하세오\n").stdout == "\n")
    }

    @Test(arguments: [
        (["suggest", "--language", "fr"], "--language"),
        (["suggest", "--top", "0"], "--top"),
        (["suggest", "--max-distance", "3"], "--max-distance"),
        (["predict", "--top", "-1"], "--top"),
        (["suggest", "--dictionary"], "--dictionary"),
        (["correct", "--colour"], "--colour"),
        (["dictionary", "build", "--output", "/tmp/x.kcdict"], "--words"),
        (["dictionary", "build", "--words", "/nonexistent/words.txt", "--output", "/tmp/x.kcdict"], "--words"),
    ])
    func badUsageExits2NamingTheFlag(arguments: [String], flag: String) throws {
        let run = try runKeycraft(arguments, stdin: "teh\n")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(flag))
    }

    @Test func corruptDictionariesExit2WithAMessage() throws {
        let (directory, dictionary) = try Self.built()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: dictionary))
        var generator = SystemRandomNumberGenerator()
        let cases: [(String, Data, String)] = [
            ("truncated", bytes.prefix(bytes.count / 2), "truncated"),
            ("random", Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }), "not a Keycraft dictionary"),
            ("damaged", { var d = bytes; d[d.count - 3] ^= 0xFF; return d }(), "checksum"),
            ("empty", Data(), "header"),
        ]
        for (name, data, message) in cases {
            let path = directory.appendingPathComponent("\(name).kcdict").path
            try data.write(to: URL(fileURLWithPath: path))
            for command in ["suggest", "correct", "predict"] {
                let run = try runKeycraft([command, "--dictionary", path], stdin: "teh\n")
                #expect(run.status == 2, "\(command) \(name)")
                #expect(run.stderr.contains("--dictionary") && run.stderr.contains(message), "\(command) \(name): \(run.stderr)")
                #expect(run.stdout.isEmpty)
            }
        }
        let missing = try runKeycraft(["suggest", "--dictionary", directory.appendingPathComponent("missing").path], stdin: "teh\n")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read dictionary"))
    }

    @Test func aMalformedListExits1NamingTheLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-dict-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = directory.appendingPathComponent("words.txt")
        try "the 10\ncat lots\n".write(to: list, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out.kcdict")
        let run = try runKeycraft(["dictionary", "build", "--words", list.path, "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("words.txt:2"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// Input read in 64 KiB blocks gives what the lines give one by one: lines that straddle a block,
    /// CRLF endings, a last line without a newline, spaces around a word, invalid UTF-8 (repaired).
    @Test func suggestAndCorrectReadLongInputLineByLine() throws {
        let (directory, dictionary) = try Self.built()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Lines padded with spaces (trimmed away), so that a few hundred lines fill several blocks.
        let padding = String(repeating: " ", count: 200)
        let pattern = ["teh" + padding, " catr ", "dont\r", "zzzzzz" + padding, "안녕하세오", "\u{00A0}teh\u{00A0}"]
        let lines = (0..<1_200).map { pattern[$0 % pattern.count] }
        var input = Data(lines.joined(separator: "\n").utf8)
        #expect(input.count > 65_536)
        input.append(contentsOf: [0x0A, 0x74, 0xFF, 0x68])  // "t\xFFh", no newline at the end
        let run = try runKeycraft(["suggest", "--top", "1", "--dictionary", dictionary], stdinData: input)
        #expect(run.status == 0, "\(run.stderr)")
        let expected = ["the", "cart", "don't", "", "안녕하세요", "the"]
        let output = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(output.count == lines.count + 2)
        for (k, line) in output.prefix(lines.count).enumerated() where line != expected[k % expected.count] {
            Issue.record("line \(k + 1): \(line)")
            break
        }
        let correct = try runKeycraft(["correct", "--dictionary", dictionary], stdinData: Data(String(repeating: "Teh  cta, dont!\r\n", count: 50).utf8))
        #expect(correct.stdout == String(repeating: "The  cat, don't!\n", count: 50))
    }
}
