import ArgumentParser
import KeycraftAutoFill

/// `keycraft password-rules`: tools for Apple's password-rules language.
struct PasswordRulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "password-rules",
        abstract: "Work with Apple's password-rules language.",
        subcommands: [Canonicalize.self]
    )

    struct Canonicalize: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "canonicalize",
            abstract: "Canonicalize password-rules strings, one per line of standard input.",
            discussion: """
                Prints the canonical form of each line (an empty line when nothing remains), exactly as \
                Apple's reference parser writes it. Mistakes are reported on standard error with their \
                line and UTF-16 offset; the exit status is 1 when any line has an error.
                """
        )

        @Flag(help: "Write the minified form Apple publishes (required classes are not copied into allowed).")
        var minified = false

        func run() throws {
            var hasErrors = false
            for (index, line) in StandardStreams.readLines().enumerated() {
                let result = PasswordRules.parse(line, format: minified ? .minified : .standard)
                print(result.rules.description)
                for diagnostic in result.diagnostics {
                    StandardStreams.writeError("line \(index + 1): \(diagnostic)")
                }
                if !result.errors.isEmpty { hasErrors = true }
            }
            if hasErrors { throw ExitCode(ExitStatus.problems) }
        }
    }
}
