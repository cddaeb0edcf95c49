import ArgumentParser
import Foundation

/// The `keycraft` command: the playground, the simulator and the tools of DESIGN.md.
public struct KeycraftCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "keycraft",
        abstract: "Text input as Apple's guides describe it, running headless.",
        subcommands: [
            ValidateCommand.self,
            MorseCommand.self,
            DemoCommand.self,
            SimulateCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line and returns the process exit status.
    ///
    /// ArgumentParser reports bad usage with 64 (`EX_USAGE`); our contract (DESIGN.md) promises 2,
    /// so usage errors are mapped here, in one place, for every subcommand.
    public static func run(arguments: [String]? = nil) async -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                return 0
            }
            if !message.isEmpty { StandardStreams.writeError(message) }
            return code == .validationFailure ? ExitStatus.usage : code.rawValue
        }
    }
}

/// Exit statuses shared by every subcommand (DESIGN.md, "The command").
public enum ExitStatus {
    public static let ok: Int32 = 0
    public static let problems: Int32 = 1
    public static let usage: Int32 = 2
}
