import ArgumentParser

/// A subcommand that builds itself from its everyday command lines — its own long options, each
/// at most once, as `--name value` or `--name=value`, and its flags — without ArgumentParser's
/// parse. That parse reflects over every property of the command and of its option groups (twice:
/// once more to look for a completion-script request), and each first conformance look-up it makes
/// scans all of the executable's conformance records: about 3 ms of every start, on the main
/// thread, before a dictionary can start loading.
///
/// Anything else — help, `--`, a short name, a value starting with `-`, a repeated option, a value
/// the option can't read, a failed validation — goes to ArgumentParser, which gives its own answer
/// and message. `QuickParseTests` checks that what a command builds here is what ArgumentParser
/// parses from the same line. Only commands that are not async adopt it: ``KeycraftCommand`` runs
/// a quickly parsed command on the calling thread.
protocol QuicklyParsed: ParsableCommand {
    /// The long options that take a value, without their dashes (`top`).
    static var quickValueOptions: Set<String> { get }
    /// The flags, without their dashes (`as-typed`).
    static var quickFlags: Set<String> { get }
    /// The command `options` describe, validated as ArgumentParser validates it (its option groups
    /// first); throws when a value can't be read or validation fails.
    ///
    /// Not an initializer: there, assigning a property declared with `@Option` makes a new
    /// definition with that default (`init(wrappedValue:)`) rather than setting its value.
    static func quickly(_ options: QuickOptions) throws -> Self
}

extension QuicklyParsed {
    static var quickFlags: Set<String> { [] }
}

/// The options of a command line in ``QuicklyParsed``'s everyday form, by name.
struct QuickOptions {
    /// What the line can't give: ArgumentParser then parses it.
    struct NotQuick: Error {}

    private let values: [String: String]
    private let flags: Set<String>

    /// The options of `arguments` (after the subcommand's name), or nil when any argument is not
    /// one of `valueOptions` with a value or one of `flags`, or is repeated.
    init?(_ arguments: ArraySlice<String>, valueOptions: Set<String>, flags: Set<String>) {
        var values: [String: String] = [:], seenFlags: Set<String> = []
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else { return nil }
            let written = argument.dropFirst(2)
            let name: String, value: String
            if let equals = written.firstIndex(of: "=") {
                name = String(written[..<equals])
                value = String(written[written.index(after: equals)...])
                guard valueOptions.contains(name) else { return nil }
            } else if flags.contains(String(written)) {
                guard seenFlags.insert(String(written)).inserted else { return nil }
                continue
            } else {
                name = String(written)
                // A value that looks like an option is ArgumentParser's to judge.
                guard valueOptions.contains(name), let next = rest.popFirst(), !next.hasPrefix("-") else { return nil }
                value = next
            }
            guard !value.isEmpty, values.updateValue(value, forKey: name) == nil else { return nil }
        }
        self.values = values
        self.flags = seenFlags
    }

    /// Option `name`'s value read as ArgumentParser reads it (``ExpressibleByArgument``), nil when
    /// the line doesn't give it; throws when the value can't be read.
    func value<Value: ExpressibleByArgument>(_ name: String, as type: Value.Type = Value.self) throws -> Value? {
        guard let written = values[name] else { return nil }
        guard let value = Value(argument: written) else { throw NotQuick() }
        return value
    }

    /// Whether the line gives flag `name`.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

enum QuickParse {
    /// The subcommands that parse their everyday lines themselves.
    static let commands: [any QuicklyParsed.Type] = [SuggestCommand.self, CorrectCommand.self, PredictCommand.self]

    /// The command `arguments` (without the program name) name, built by it, or nil when
    /// ArgumentParser must parse them.
    static func command(for arguments: [String]) -> (any QuicklyParsed)? {
        guard let name = arguments.first, let type = commands.first(where: { $0.configuration.commandName == name }),
              let options = QuickOptions(arguments.dropFirst(), valueOptions: type.quickValueOptions, flags: type.quickFlags)
        else { return nil }
        return try? type.quickly(options)
    }
}
