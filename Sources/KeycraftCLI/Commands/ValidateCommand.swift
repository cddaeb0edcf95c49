import ArgumentParser
import Foundation
import KeycraftText

/// `keycraft validate`: checks every line of standard input as the final value of a field.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check each line of standard input as the final value of a field.",
        discussion: """
            Prints `valid` or `invalid: <message>` (every failure, joined by `; `) for each line. \
            Rules combine. An empty line passes every rule, as an empty optional HTML field does. \
            Exit status: 0 when every line is valid, 1 when any is invalid, 2 on bad usage.
            """
    )

    @Flag(help: "A valid e-mail address as the HTML standard defines it.")
    var email = false

    @Option(name: .customLong("max-length"), parsing: .unconditional, help: "At most N characters (grapheme clusters).")
    var maxLength: Int?

    @Option(
        name: .customLong("integer-range"), parsing: .unconditional,
        help: ArgumentHelp("An integer from A to B.", valueName: "A...B"))
    var integerRange: String?

    @Option(name: .customLong("allowed-characters"), parsing: .unconditional, help: "Only characters made of these.")
    var allowedCharacters: String?

    @Option(parsing: .unconditional, help: "The whole value matches this regular expression (Swift Regex syntax).")
    var regex: String?

    func validate() throws {
        _ = try rules()
    }

    func run() throws {
        let validator = FieldValidator(try rules())
        var anyInvalid = false
        for line in StandardStreams.readLines() {
            let failures = validator.validateEndOfEditing(line)
            if failures.isEmpty {
                print("valid")
            } else {
                anyInvalid = true
                print("invalid: " + failures.map(\.message.defaultValue).joined(separator: "; "))
            }
        }
        if anyInvalid { throw ExitCode(ExitStatus.problems) }
    }

    /// The rules the flags ask for, in the order of `--help`.
    private func rules() throws -> [ValidationRule] {
        var rules: [ValidationRule] = []
        if email { rules.append(.email) }
        if let maxLength {
            guard maxLength >= 0 else { throw ValidationError("--max-length must be 0 or more, got \(maxLength).") }
            rules.append(.maxLength(maxLength))
        }
        if let integerRange { rules.append(.integerRange(try Self.parseRange(integerRange))) }
        if let allowedCharacters {
            guard !allowedCharacters.isEmpty else {
                throw ValidationError("--allowed-characters needs at least one character.")
            }
            rules.append(.allowedCharacters(CharacterSet(charactersIn: allowedCharacters)))
        }
        if let regex {
            do {
                rules.append(try .regex(regex))
            } catch {
                throw ValidationError("--regex: \(error)")
            }
        }
        guard !rules.isEmpty else {
            throw ValidationError(
                "Give at least one rule: --email, --max-length, --integer-range, --allowed-characters or --regex.")
        }
        return rules
    }

    /// Reads `A...B` (integers, A ≤ B, either may be negative).
    private static func parseRange(_ text: String) throws -> ClosedRange<Int> {
        let bounds = text.split(separator: "...", omittingEmptySubsequences: false)
        guard bounds.count == 2, let lower = Int(bounds[0]), let upper = Int(bounds[1]), lower <= upper else {
            throw ValidationError("--integer-range expects A...B with integers A ≤ B (e.g. 1...100), got “\(text)”.")
        }
        return lower...upper
    }
}
