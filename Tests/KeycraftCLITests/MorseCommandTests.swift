import Foundation
import Testing
import ToolRunning

@Suite struct MorseCommandTests {
    /// A fresh directory for audio files, removed by the caller.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-morse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func encodesItsArguments() throws {
        let run = try runKeycraft(["morse", "encode", "SOS", "help"])
        #expect(run.status == 0)
        #expect(run.stdout == "... --- ... / .... . .-.. .--.\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func encodesStandardInputWhenNoTextIsGiven() throws {
        let run = try runKeycraft(["morse", "encode"], stdin: "sos\n  help <SK>\n")
        #expect(run.status == 0)
        #expect(run.stdout == "... --- ... / .... . .-.. .--. / ...-.-\n")
    }

    @Test func decodesItsArgumentsAndStandardInput() throws {
        let argument = try runKeycraft(["morse", "decode", "... --- ...  /  .... .. / ...---..."])
        #expect(argument.status == 0)
        #expect(argument.stdout == "SOS HI <SOS>\n")
        let stdin = try runKeycraft(["morse", "decode"], stdin: "-.-. --.- / -.. .\n")
        #expect(stdin.stdout == "CQ DE\n")
        let afterTerminator = try runKeycraft(["morse", "decode", "--", "-.-.", "---"])
        #expect(afterTerminator.stdout == "CO\n")
    }

    @Test func timingPrintsTheKeyingPattern() throws {
        #expect(try runKeycraft(["morse", "encode", "--timing", "ET"]).stdout == "=...===\n")
        #expect(try runKeycraft(["morse", "encode", "--timing", "E T"]).stdout == "=.......===\n")
        #expect(try runKeycraft(["morse", "decode", "--timing", "... -"]).stdout == "=.=.=...===\n")
    }

    @Test func unknownCharacterExitsOneNamingItAndItsOffset() throws {
        let korean = try runKeycraft(["morse", "encode", "SOS 한국"])
        #expect(korean.status == 1)
        #expect(korean.stdout.isEmpty)
        #expect(korean.stderr.contains("'한'") && korean.stderr.contains("offset 4"))
        let family = try runKeycraft(["morse", "encode"], stdin: "HI 👩‍👩‍👧")
        #expect(family.status == 1)
        #expect(family.stderr.contains("'👩‍👩‍👧'") && family.stderr.contains("offset 3"))
        let signal = try runKeycraft(["morse", "encode", "<SK"])
        #expect(signal.status == 1)
        #expect(signal.stderr.contains("unterminated signal"))
    }

    @Test func unknownCodeExitsOneNamingItAndItsGroup() throws {
        let run = try runKeycraft(["morse", "decode"], stdin: "... --- / ..-- ...")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("'..--'") && run.stderr.contains("code group 2"))
    }

    @Test func writesAWAVFileAndSummarizesItOnStandardError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("paris.wav")
        let run = try runKeycraft(["morse", "encode", "PARIS", "--wav", file.path, "--wpm", "20"])
        #expect(run.status == 0)
        #expect(run.stdout == ".--. .- .-. .. ...\n")
        #expect(run.stderr.contains("2.58 s") && run.stderr.contains("20640 samples") && run.stderr.contains("8000 Hz"))
        let bytes = try Data(contentsOf: file)
        #expect(bytes.count == 44 + 20640 * 2)
        #expect(bytes.prefix(4) == Data("RIFF".utf8))
        // Only the finished file is left: no temporary file from the atomic write.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["paris.wav"])
    }

    @Test func farnsworthAndToneOptionsShapeTheAudio() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("slow.wav")
        let run = try runKeycraft([
            "morse", "decode", "--wav", file.path, "--wpm", "20", "--farnsworth", "10",
            "--sample-rate", "44100", "--frequency", "700", "--", ".--. .- .-. .. ...",
        ])
        #expect(run.status == 0)
        #expect(run.stdout == "PARIS\n")
        #expect(run.stderr.contains("Farnsworth 10 wpm") && run.stderr.contains("44100 Hz") && run.stderr.contains("700 Hz tone"))
        // 31 units of characters at 60 ms, 12 units of letter gaps per Bloom (QEX 1990).
        let spacing: Double = (60.0 * 20 - 37.2 * 10) / (10 * 20) / 19
        let seconds: Double = 31 * 0.06 + 12 * spacing
        let samples = Int((seconds * 44100).rounded())
        #expect(try Data(contentsOf: file).count == 44 + samples * 2)
    }

    @Test func unknownCharacterWritesNoAudioFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("never.wav")
        let run = try runKeycraft(["morse", "encode", "--wav", file.path, "HI 🇰🇷"])
        #expect(run.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func unwritableAudioPathExitsOne() throws {
        let run = try runKeycraft(["morse", "encode", "--wav", "/nonexistent-keycraft-dir/x.wav", "HI"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("/nonexistent-keycraft-dir/x.wav"))
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [
        (["--farnsworth", "10"], "--farnsworth"),
        (["--wpm", "20"], "--wpm"),
        (["--sample-rate", "44100"], "--sample-rate"),
        (["--wav", "/tmp/x.wav", "--wpm", "0"], "--wpm"),
        (["--wav", "/tmp/x.wav", "--wpm=-5"], "--wpm"),
        (["--wav", "/tmp/x.wav", "--wpm", "20", "--farnsworth", "25"], "--farnsworth"),
        (["--wav", "/tmp/x.wav", "--farnsworth", "0"], "--farnsworth"),
        (["--wav", "/tmp/x.wav", "--sample-rate", "0"], "--sample-rate"),
        (["--wav", "/tmp/x.wav", "--frequency", "5000"], "--frequency"),
        (["--wpm", "fast"], "--wpm"),
    ])
    func badUsageExitsTwoNamingTheFlag(arguments: [String], flag: String) throws {
        let run = try runKeycraft(["morse", "encode"] + arguments + ["HI"])
        #expect(run.status == 2)
        #expect(run.stderr.contains(flag))
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/x.wav"))
    }
}
