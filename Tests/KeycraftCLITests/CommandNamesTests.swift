import ArgumentParser
import Testing
@testable import KeycraftCLI

/// Every command names itself. ArgumentParser otherwise derives a name with
/// `String(describing: Self.self)`, and every run builds the whole command tree, so each unnamed
/// command cost a dynamic cast that scans the binary's conformance records — about 1.4 ms of every
/// `keycraft` start-up (#26 times `suggest` through the command, start-up included).
@Suite struct CommandNamesTests {
    /// The command tree below `command`, depth first.
    static func tree(_ command: ParsableCommand.Type) -> [ParsableCommand.Type] {
        [command] + command.configuration.subcommands.flatMap { tree($0) }
    }

    @Test func everyCommandHasAnExplicitName() {
        let commands = Self.tree(KeycraftCommand.self)
        #expect(commands.count > 20)
        let unnamed = commands.filter { $0.configuration.commandName == nil }.map { "\($0)" }
        #expect(unnamed == [], "commands without a commandName: \(unnamed)")
    }

    @Test func namesAreWhatUsersType() {
        let names = Self.tree(KeycraftCommand.self).compactMap { $0.configuration.commandName }
        for expected in ["suggest", "password", "generate", "check", "validate", "match", "canonicalize", "build", "search", "encode", "decode"] {
            #expect(names.contains(expected), "no command named \(expected)")
        }
        #expect(names.allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") })
    }
}
