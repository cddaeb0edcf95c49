import ArgumentParser
import Testing
@testable import KeycraftCLI

/// A subcommand with none of its own is parsed by its own type, skipping the tree: the command it
/// gives is the one the root parse gives, and anything it refuses is the root's error, word for word.
@Suite struct LeafSubcommandParseTests {
    /// The root's own answer for `arguments`: the command parsed, or the error's status and message.
    static func fromRoot(_ arguments: [String]) -> String {
        do {
            let command = try KeycraftCommand.parseAsRoot(DashPrefixedArguments.prepare(arguments, root: KeycraftCommand.self))
            return "command \(String(reflecting: command))"
        } catch {
            return "error \(KeycraftCommand.exitCode(for: error).rawValue) \(KeycraftCommand.fullMessage(for: error))"
        }
    }

    /// What `KeycraftCommand.parse` answers.
    static func parsed(_ arguments: [String]) -> String {
        do {
            return "command \(String(reflecting: try KeycraftCommand.parse(arguments)))"
        } catch {
            return "error \(KeycraftCommand.exitCode(for: error).rawValue) \(KeycraftCommand.fullMessage(for: error))"
        }
    }

    @Test(arguments: [
        ["suggest"], ["suggest", "--top", "5", "--max-distance", "1"], ["suggest", "--jobs", "2", "--language", "ko"],
        ["correct", "--as-typed"], ["predict", "--top", "2"], ["validate", "email", "a@b.co"],
        ["morse", "decode", "-.-. --.-"], ["password", "generate"],
        // Refused: help, a bad value, a failed validation, an unknown option, a stray argument.
        ["suggest", "--help"], ["suggest", "-h"], ["suggest", "--top", "x"], ["suggest", "--top", "0"],
        ["suggest", "--jobs", "0"], ["suggest", "--no-such-option"], ["suggest", "extra"], ["suggest", "--version"],
        ["--version"], ["--help"], [],
    ])
    func givesWhatTheRootGives(arguments: [String]) {
        #expect(Self.parsed(arguments) == Self.fromRoot(arguments), "\(arguments)")
    }

    @Test func theSpellingCommandsAreLeaves() {
        for name in ["suggest", "correct", "predict"] {
            #expect(KeycraftCommand.leafSubcommands[name] != nil, "\(name)")
        }
        #expect(KeycraftCommand.leafSubcommands["morse"] == nil)
    }
}
