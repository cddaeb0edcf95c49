import ArgumentParser

/// A subcommand whose positional arguments may start with `-`: Morse code (`-.-. --.-`, `---`), text
/// (`-5 °C`), a file named `-draft.json`. ArgumentParser would read them as options (and refuses `---`
/// outright), so before parsing, ``DashPrefixedArguments`` moves them after a `--`: a user types them as
/// they are, with no `--` to remember.
///
/// The command lists its options so they stay options wherever they are written; a consistency test
/// compares the lists with the command's help.
protocol DashPrefixedPositionals: ParsableCommand {
    /// The options that take a value, as written (`--wav`).
    static var valueOptions: [String] { get }
    /// The flags (`--timing`); `-h` and `--help` are added.
    static var flags: [String] { get }
}

extension DashPrefixedPositionals {
    static var valueOptions: [String] { [] }
    static var flags: [String] { [] }
}

enum DashPrefixedArguments {
    /// `arguments` (without the program name) ready for ArgumentParser: for a ``DashPrefixedPositionals``
    /// subcommand whose positionals include one starting with `-`, its options first, then `--`, then
    /// its positionals in order. Anything after a `--` the user wrote stays positional. Other commands'
    /// arguments are returned unchanged.
    static func prepare(_ arguments: [String], root: any ParsableCommand.Type) -> [String] {
        var command = root
        var index = 0
        while index < arguments.count, let subcommand = command.configuration.subcommands.first(where: { name(of: $0) == arguments[index] }) {
            command = subcommand
            index += 1
        }
        guard let dashed = command as? any DashPrefixedPositionals.Type else { return arguments }
        let flags = Set(dashed.flags + ["-h", "--help"]), valueOptions = Set(dashed.valueOptions)
        var options: [String] = [], positionals: [String] = []
        var rest = arguments[index...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                positionals += rest
                break
            } else if valueOptions.contains(argument) {
                options.append(argument)
                if let value = rest.popFirst() { options.append(value) }
            } else if flags.contains(argument) || looksLikeOption(argument) {
                // Known, or a misspelt option (`--wmp`) that ArgumentParser should report as such.
                options.append(argument)
            } else {
                positionals.append(argument)
            }
        }
        guard positionals.contains(where: { $0.hasPrefix("-") && $0 != "-" }) else { return arguments }
        return Array(arguments[..<index]) + options + ["--"] + positionals
    }

    /// `--name`, `--name=value` (a letter first) or `-x`: an option, known or not. Code such as `-.-.`,
    /// `---` or `--.-`, and text such as `-5` or `-hello`, is not.
    static func looksLikeOption(_ argument: String) -> Bool {
        let isNameCharacter = { (character: Character) in character.isASCII && (character.isLetter || character.isNumber || character == "-") }
        if argument.hasPrefix("--") {
            let name = argument.dropFirst(2).prefix { $0 != "=" }
            return name.first.map { $0.isASCII && $0.isLetter } == true && name.allSatisfy(isNameCharacter)
        }
        return argument.count == 2 && argument.first == "-" && argument.last.map { $0.isASCII && $0.isLetter } == true
    }

    /// The name a subcommand is typed as: its configured name, or ArgumentParser's default, its type
    /// name in lower case (for the one-word names this command uses).
    static func name(of command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }
}
