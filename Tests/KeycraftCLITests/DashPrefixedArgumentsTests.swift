import ArgumentParser
@testable import KeycraftCLI
import Testing
import ToolRunning

/// Positional arguments that start with `-` (Morse code, text, file names) are read as typed.
@Suite struct DashPrefixedArgumentsTests {
    @Test func morseCodeStartingWithADashIsCode() throws {
        let quoted = try runKeycraft(["morse", "decode", "-.-. --.-"])
        #expect(quoted.status == 0 && quoted.stdout == "CQ\n", "\(quoted.stderr)")
        #expect(try runKeycraft(["morse", "decode", "-.-.", "--.-"]).stdout == "CQ\n")
        // `---` alone is the letter O, which ArgumentParser would refuse as a malformed option.
        #expect(try runKeycraft(["morse", "decode", "...", "---", "..."]).stdout == "SOS\n")
        #expect(try runKeycraft(["morse", "decode", "--", "-.-.", "---"]).stdout == "CO\n")
        #expect(try runKeycraft(["morse", "encode", "-5"]).stdout == "-....- .....\n")
    }

    @Test func optionsStayOptionsWhereverTheyAreWritten() throws {
        #expect(try runKeycraft(["morse", "decode", "-.-.", "--timing"]).stdout == "===.=.===.=\n")
        #expect(try runKeycraft(["morse", "decode", "--timing", "-", "-.-."]).stdout == "===...===.=.===.=\n")  // T C
        let help = try runKeycraft(["morse", "decode", "-.-.", "--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE"))
        // A misspelt option is still reported as one, not decoded.
        let typo = try runKeycraft(["morse", "encode", "--wmp", "20", "-5"])
        #expect(typo.status == 2 && typo.stderr.contains("--wmp"))
    }

    @Test func preparingMovesDashedPositionalsAfterATerminator() {
        func prepare(_ arguments: [String]) -> [String] { DashPrefixedArguments.prepare(arguments, root: KeycraftCommand.self) }
        #expect(prepare(["morse", "decode", "-.-.", "--timing", "--wav", "-x.wav"]) == ["morse", "decode", "--timing", "--wav", "-x.wav", "--", "-.-."])
        #expect(prepare(["morse", "decode", "... --- ..."]) == ["morse", "decode", "... --- ..."])
        #expect(prepare(["morse", "decode", "--", "-.-."]) == ["morse", "decode", "--", "-.-."])
        #expect(prepare(["simulate", "-draft.json"]) == ["simulate", "--", "-draft.json"])
        #expect(prepare(["simulate", "-"]) == ["simulate", "-"])
        #expect(prepare(["aasa", "match", "-aasa.json", "https://example.com/"]) == ["aasa", "match", "--", "-aasa.json", "https://example.com/"])
        // Commands whose positionals can't start with '-' are left alone.
        #expect(prepare(["validate", "--regex", "-?[0-9]+"]) == ["validate", "--regex", "-?[0-9]+"])
        #expect(DashPrefixedArguments.looksLikeOption("--wpm=20") && DashPrefixedArguments.looksLikeOption("-h"))
        #expect(!DashPrefixedArguments.looksLikeOption("--.-") && !DashPrefixedArguments.looksLikeOption("---")
            && !DashPrefixedArguments.looksLikeOption("-hello") && !DashPrefixedArguments.looksLikeOption("-5"))
    }

    /// Each command's declared options are exactly those its help lists, so a new option can't be
    /// mistaken for code.
    @Test(arguments: [
        MorseCommand.Encode.self, MorseCommand.Decode.self, SimulateCommand.self, AASACommand.Validate.self, AASACommand.Match.self,
    ] as [any DashPrefixedPositionals.Type])
    func declaredOptionsMatchTheHelp(_ command: any DashPrefixedPositionals.Type) {
        let (valueOptions, flags) = HelpOptions.of(command)
        #expect(valueOptions == Set(command.valueOptions), "\(command)")
        #expect(flags == Set(command.flags + ["-h", "--help"]), "\(command)")
    }
}
