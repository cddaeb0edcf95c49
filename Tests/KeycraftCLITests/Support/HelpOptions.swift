import Foundation
import ArgumentParser

/// The options a command's help lists, as written (`--top`, `-h`): those that take a value, and the flags.
enum HelpOptions {
    static func of(_ command: any ParsableCommand.Type) -> (valueOptions: Set<String>, flags: Set<String>) {
        var flags: Set<String> = [], valueOptions: Set<String> = []
        let help = command.helpMessage(columns: 500)
        let options = help.components(separatedBy: "OPTIONS:").dropFirst().first ?? ""
        for line in options.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("-") else { continue }
            let spec = trimmed.components(separatedBy: "  ").first ?? trimmed
            let takesValue = spec.contains("<")
            for name in spec.components(separatedBy: ", ").map({ $0.components(separatedBy: " ")[0] }) {
                if takesValue { valueOptions.insert(name) } else { flags.insert(name) }
            }
        }
        return (valueOptions, flags)
    }
}
