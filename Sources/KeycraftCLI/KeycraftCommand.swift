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

    /// Runs the command line and exits with its status (the executable's `main`).
    ///
    /// A command that is not async (`suggest`, `correct`, `predict` and most tools) runs on the
    /// main thread, synchronously. An async one runs in a task while the main thread serves the
    /// main queue (`dispatchMain()`), as an async `main` would: the playground and the simulator
    /// run on the main actor. Not an async `main` for all: on Linux that parks the main thread at
    /// once, runs the command on a worker thread it starts, and starts yet another thread to run
    /// the exit on the main queue — threads every start of every command paid for.
    ///
    /// The everyday lines of `suggest`, `correct` and `predict` skip ArgumentParser (``QuicklyParsed``),
    /// and the check for an async command with them (a cast is a conformance look-up too).
    public static func runAndExit(arguments: [String]? = nil) -> Never {
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        if let quick = QuickParse.settings(for: arguments) { runAndExit(quick.settings.run, as: quick.command) }
        let command: ParsableCommand
        do {
            command = try parse(arguments)
        } catch {
            Foundation.exit(status(for: error, failingCommand: Self.self))
        }
        guard let asyncCommand = command as? AsyncParsableCommand else {
            var command = command
            runAndExit({ try command.run() }, as: type(of: command))
        }
        let handover = Handover(command: asyncCommand)
        Task {
            var command = handover.command
            do {
                try await command.run()
                Foundation.exit(0)
            } catch {
                Foundation.exit(status(for: error, failingCommand: type(of: command)))
            }
        }
        dispatchMain()
    }

    /// Runs `body`, a command that is not async, on this thread, and exits with its status.
    private static func runAndExit(_ body: () throws -> Void, as command: ParsableCommand.Type) -> Never {
        do {
            try body()
            Foundation.exit(0)
        } catch {
            Foundation.exit(status(for: error, failingCommand: command))
        }
    }

    /// An async command handed to the task that runs it (commands are not `Sendable`; this one
    /// is used by that task alone from then on).
    private struct Handover: @unchecked Sendable {
        let command: AsyncParsableCommand
    }

    /// The subcommand `arguments` name, parsed by ArgumentParser.
    ///
    /// When the first argument names a subcommand with none of its own (`suggest`, `correct`…),
    /// the rest is parsed by that subcommand's type directly: what the root would do after reading
    /// the name, without building and checking the whole command tree first (about 1.3 ms of every
    /// start). Anything that parse refuses — help, a bad option, a failed validation — is parsed
    /// again from the root, so that messages, usage lines and exit statuses read as they always did.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        let arguments = DashPrefixedArguments.prepare(arguments, root: Self.self)
        if let name = arguments.first, let leaf = leafSubcommands[name],
           let command = try? leaf.parse(Array(arguments.dropFirst())) {
            return command
        }
        return try parseAsRoot(arguments)
    }

    /// The subcommands without subcommands of their own, by name.
    static let leafSubcommands: [String: ParsableCommand.Type] = Dictionary(
        configuration.subcommands.compactMap { command in
            guard command.configuration.subcommands.isEmpty, let name = command.configuration.commandName else { return nil }
            return (name, command)
        }, uniquingKeysWith: { first, _ in first })

    /// The exit status for `error`, its message written (to standard error, or to standard output
    /// for help and the version). `failingCommand` is the subcommand that was running: a usage
    /// error thrown from its `run()` doesn't carry it, and its usage line is shown.
    ///
    /// ArgumentParser reports bad usage with 64 (`EX_USAGE`); our contract (docs/cli.md) promises 2,
    /// so usage errors are mapped here, in one place, for every subcommand.
    private static func status(for error: any Error, failingCommand: ParsableCommand.Type) -> Int32 {
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

/// Exit statuses shared by every subcommand (docs/cli.md).
public enum ExitStatus {
    public static let ok: Int32 = 0
    public static let problems: Int32 = 1
    public static let usage: Int32 = 2
}
