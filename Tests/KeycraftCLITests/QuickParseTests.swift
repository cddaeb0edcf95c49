import ArgumentParser
@testable import KeycraftCLI
import PropertyBased
import Testing

/// `suggest`, `correct` and `predict` read their everyday lines themselves (``QuicklyParsed``):
/// the settings read are those of the command ArgumentParser parses from the same line, and anything
/// else is left to it.
@Suite struct QuickParseTests {
    /// The settings read quickly and the command they are for; nil when left to ArgumentParser.
    static func quickly(_ arguments: [String]) -> String? {
        QuickParse.settings(for: arguments).map { "\($0.command) \(String(reflecting: $0.settings))" }
    }

    /// What ArgumentParser's parse from the root gives, written as ``quickly(_:)`` writes it: the
    /// settings of the command it parsed, or the command, or the error's status and message.
    static func fromRoot(_ arguments: [String]) -> String {
        do {
            let command = try KeycraftCommand.parseAsRoot(arguments)
            guard let quick = command as? any QuicklyParsed else { return "command \(String(reflecting: command))" }
            return "\(type(of: command)) \(String(reflecting: quick.settings))"
        } catch {
            return "error \(KeycraftCommand.exitCode(for: error).rawValue) \(KeycraftCommand.fullMessage(for: error))"
        }
    }

    @Test(arguments: [
        ["suggest"], ["suggest", "--top", "5", "--max-distance", "1"], ["suggest", "--jobs", "2", "--language", "ko"],
        ["suggest", "--top=8", "--language=en", "--max-distance=0"], ["suggest", "--dictionary", "my.kcdict", "--model", "none"],
        ["suggest", "--top", "+4"], ["suggest", "--jobs", "007"],
        ["correct"], ["correct", "--as-typed"], ["correct", "--language", "ko", "--as-typed", "--model=lm.kclm"],
        ["predict"], ["predict", "--top", "2"], ["predict", "--model", "none", "--top=1"],
    ])
    func everydayLinesAreReadAsArgumentParserParsesThem(arguments: [String]) throws {
        let read = try #require(Self.quickly(arguments), "\(arguments) was left to ArgumentParser")
        #expect(read == Self.fromRoot(arguments), "\(arguments)")
    }

    @Test(arguments: [
        // Help, the version, a short name, a value ArgumentParser refuses or a failed validation: its message.
        ["suggest", "--help"], ["suggest", "-h"], ["suggest", "--version"], ["suggest", "--top", "x"], ["suggest", "--top", "0"],
        ["suggest", "--top=0"], ["suggest", "--max-distance", "3"], ["suggest", "--jobs", "0"], ["suggest", "--language", "fr"],
        // What the quick form doesn't read: a value starting with `-`, no value, an empty one, a repeat, `--`, a stray word.
        ["suggest", "--jobs", "-1"], ["suggest", "--top"], ["suggest", "--top="], ["suggest", "--top", "3", "--top", "4"],
        ["correct", "--as-typed", "--as-typed"], ["correct", "--as-typed=yes"], ["suggest", "--", "--top"], ["suggest", "word"],
        ["suggest", "--no-such-option"], ["suggest", "--as-typed"], ["predict", "--jobs", "2"],
        // Other commands.
        ["validate", "email", "a@b.co"], ["morse", "decode", "-.-."], ["--version"], [],
    ])
    func anythingElseIsLeftToArgumentParser(arguments: [String]) {
        #expect(Self.quickly(arguments) == nil, "\(arguments)")
    }

    /// Random lines of the commands' options (real and misspelt, with good, bad and odd values, in
    /// both forms, repeated or not): whatever is read quickly is what ArgumentParser parses.
    @Test func randomLinesAreReadOnlyAsArgumentParserParsesThem() async {
        let commands = ["suggest", "correct", "predict"]
        let names = ["top", "max-distance", "jobs", "language", "dictionary", "model", "as-typed", "help", "tpo"]
        let values = ["1", "3", "0", "-1", "+2", "08", "x", "", "en", "ko", "KO", "한", "none", "a b", "=", "1e2"]
        let read = Counter()
        await propertyCheck(count: 400, input: Gen.element(of: commands), Gen.element(of: names).array(of: 0...5),
                            Gen.element(of: values).array(of: 5), Gen.int(in: 0...2).array(of: 5)) { command, names, values, forms in
            var arguments = [command!]
            for (k, name) in names.enumerated() {
                let value = values[k]!
                switch forms[k] {
                case 0: arguments += ["--\(name!)", value]
                case 1: arguments.append("--\(name!)=\(value)")
                default: arguments.append("--\(name!)")
                }
            }
            guard let quick = Self.quickly(arguments) else { return }
            read.add()
            #expect(quick == Self.fromRoot(arguments), "\(arguments)")
        }
        // Not vacuous: a good share of the random lines are in the everyday form.
        #expect(read.count >= 40)
    }

    /// The options each command reads quickly are the ones its help lists, so a new option can't be
    /// missed by the quick form (it would send every line naming it to ArgumentParser, which is
    /// slower but right; a missing one here is what this catches).
    @Test func theQuickOptionsAreTheHelpsOptions() {
        for command in QuickParse.commands {
            let (valueOptions, flags) = HelpOptions.of(command)
            #expect(valueOptions == Set(command.quickValueOptions.map { "--\($0)" }), "\(command)")
            #expect(flags == Set(command.quickFlags.map { "--\($0)" } + ["-h", "--help"]), "\(command)")
        }
    }

    /// No quickly read command is async: ``KeycraftCommand/runAndExit(arguments:)`` runs its settings on the calling thread.
    @Test func theQuickCommandsAreNotAsync() {
        for command in QuickParse.commands {
            #expect(!(command is any AsyncParsableCommand.Type), "\(command)")
        }
    }

    /// A count the property check's closure can add to.
    final class Counter: @unchecked Sendable {
        private(set) var count = 0
        func add() { count += 1 }
    }
}
