import ArgumentParser
import Foundation

/// The `keycraft` command: the playground, the simulator and the tools (docs/cli.md, docs/architecture.md).
public struct KeycraftCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "keycraft",
        abstract: "Text input as Apple's guides describe it, running headless.",
        version: KeycraftVersion.current,
        subcommands: [
            ValidateCommand.self,
            MorseCommand.self,
            WordsCommand.self,
            AASACommand.self,
            ServeCommand.self,
            PasswordRulesCommand.self,
            PasswordCommand.self,
            DemoCommand.self,
            SimulateCommand.self,
            TraitsCommand.self,
            FormatCommand.self,
            SuggestCommand.self, CorrectCommand.self, PredictCommand.self, DictionaryCommand.self,
            GlideCommand.self,
            EmojiCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line and returns the process exit status.
    ///
    /// ArgumentParser reports bad usage with 64 (`EX_USAGE`); our contract (docs/cli.md) promises 2,
    /// so usage errors are mapped here, in one place, for every subcommand.
    public static func run(arguments: [String]? = nil) async -> Int32 {
        // Parse errors carry their subcommand; a usage error thrown from a subcommand's `run()` doesn't,
        // so remember which subcommand was running to show its usage line, path included.
        var failingCommand: ParsableCommand.Type = Self.self
        do {
            let arguments = DashPrefixedArguments.prepare(arguments ?? Array(CommandLine.arguments.dropFirst()), root: Self.self)
            var command = try parseAsRoot(arguments)
            failingCommand = type(of: command)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            let code = exitCode(for: error)
            var message = fullMessage(for: error)
            if code == .validationFailure, failingCommand != Self.self, let error = error as? ValidationError {
                message = "Error: \(error.message)\nUsage: \(usageString(for: failingCommand))"
            }
            if code == .success {
                if !message.isEmpty { print(message) }
                return 0
            }
            if !message.isEmpty { StandardStreams.writeError(message) }
            return code == .validationFailure ? ExitStatus.usage : code.rawValue
        }
    }
}

/// Exit statuses shared by every subcommand (docs/cli.md).
public enum ExitStatus {
    public static let ok: Int32 = 0
    public static let problems: Int32 = 1
    public static let usage: Int32 = 2
}
