import ArgumentParser
import Foundation
import KeycraftAutoFill

/// `keycraft password`: generate and check passwords against Apple's password rules.
struct PasswordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "password",
        abstract: "Generate or check passwords for password rules.",
        subcommands: [Generate.self, Check.self]
    )

    struct RulesOption: ParsableArguments {
        @Option(help: "Password rules in Apple's language, e.g. \"required: upper; required: digit; minlength: 8\".")
        var rules: String

        /// The requirements of `--rules`; malformed rules are a usage error that names the flag.
        func requirements() throws -> PasswordRequirements {
            do {
                return try PasswordRequirements(parsing: rules)
            } catch {
                throw ValidationError("--rules: \(error)")
            }
        }
    }

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Print strong passwords that satisfy the rules, one per line.",
            discussion: """
                Apple's default format (xxxxxx-xxxxxx-xxxxxx) when the rules accept it, otherwise a \
                password drawn uniformly from all the rules allow. Exit status 1 when no password can \
                satisfy the rules.
                """
        )

        @OptionGroup var rulesOption: RulesOption

        @Option(help: "How many passwords to print.")
        var count = 1

        @Flag(help: "Follow each password with a tab and its entropy in bits.")
        var entropy = false

        func validate() throws {
            guard count >= 1 else { throw ValidationError("--count must be at least 1, got \(count)") }
        }

        func run() throws {
            let requirements = try rulesOption.requirements()
            for _ in 0..<count {
                let generated: GeneratedPassword
                do {
                    generated = try StrongPasswordGenerator.generate(for: requirements)
                } catch {
                    StandardStreams.writeError("error: \(error)")
                    throw ExitCode(ExitStatus.problems)
                }
                print(entropy ? "\(generated.password)\t\(String(format: "%.1f", generated.entropyBits)) bits" : generated.password)
            }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Check passwords, one per line of standard input, against the rules.",
            discussion: """
                Prints `ok` or `fails: <reasons>` (reasons separated by `; `) for each line; exit status \
                1 when any password fails.
                """
        )

        @OptionGroup var rulesOption: RulesOption

        func run() throws {
            let requirements = try rulesOption.requirements()
            var anyFailed = false
            for password in StandardStreams.readLines() {
                let violations = requirements.violations(of: password)
                if violations.isEmpty {
                    print("ok")
                } else {
                    anyFailed = true
                    print("fails: " + violations.map(\.description).joined(separator: "; "))
                }
            }
            if anyFailed { throw ExitCode(ExitStatus.problems) }
        }
    }
}
