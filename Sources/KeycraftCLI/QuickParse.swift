import ArgumentParser

/// A subcommand that reads its everyday command lines — its own long options, each at most once, as
/// `--name value` or `--name=value`, and its flags — without ArgumentParser, into the plain settings
/// it runs (``CommandRun``). ArgumentParser's parse reflects over every property of the command and
/// of its option groups (twice: once more to look for a completion-script request), and even making
/// the command's property wrappers instantiates generic types whose requirements the runtime checks
/// by scanning all of the executable's conformance records: 3–4 ms of every start, on the main
/// thread, before a dictionary can start loading.
///
/// Anything else — help, `--`, a short name, a value starting with `-`, a repeated option, a value
/// the option can't read, a failed check — goes to ArgumentParser, which gives its own answer and
/// message. `QuickParseTests` checks that what is read here is what ArgumentParser parses from the
/// same line. Only commands that are not async adopt it: ``KeycraftCommand`` runs the settings on
/// the calling thread.
protocol QuicklyParsed: ParsableCommand {
    associatedtype Settings: CommandRun
    /// The long options that take a value, without their dashes (`top`). Arrays, not sets: a set
    /// of strings instantiates its storage's generic type at run time (a conformance scan).
    static var quickValueOptions: [String] { get }
    /// The flags, without their dashes (`as-typed`).
    static var quickFlags: [String] { get }
    /// The settings `options` give, checked as ArgumentParser checks the command; throws when a
    /// value can't be read or a check fails.
    static func quickly(_ options: QuickOptions) throws -> Settings
    /// The settings ArgumentParser's parse gave, which ``ParsableCommand/run()`` runs.
    var settings: Settings { get }
}

extension QuicklyParsed {
    static var quickFlags: [String] { [] }
}

/// A command's options read into plain values, and what it does with them.
protocol CommandRun: Equatable {
    func run() throws
}

/// The options of a command line in ``QuicklyParsed``'s everyday form, by name.
struct QuickOptions {
    /// What the line can't give: ArgumentParser then parses it.
    struct NotQuick: Error {}

    /// Each option given, in order (a few: a dictionary's storage would be a conformance scan too).
    private let values: [(name: String, value: String)]
    private let flags: [String]

    /// The options of `arguments` (after the subcommand's name), or nil when any argument is not
    /// one of `valueOptions` with a value or one of `flags`, or is repeated.
    init?(_ arguments: ArraySlice<String>, valueOptions: [String], flags: [String]) {
        var values: [(name: String, value: String)] = [], seenFlags: [String] = []
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
                guard !seenFlags.contains(String(written)) else { return nil }
                seenFlags.append(String(written))
                continue
            } else {
                name = String(written)
                // A value that looks like an option is ArgumentParser's to judge.
                guard valueOptions.contains(name), let next = rest.popFirst(), !next.hasPrefix("-") else { return nil }
                value = next
            }
            guard !value.isEmpty, !values.contains(where: { $0.name == name }) else { return nil }
            values.append((name, value))
        }
        self.values = values
        self.flags = seenFlags
    }

    /// Option `name`'s value read as ArgumentParser reads it (``ExpressibleByArgument``), nil when
    /// the line doesn't give it; throws when the value can't be read.
    func value<Value: ExpressibleByArgument>(_ name: String, as type: Value.Type = Value.self) throws -> Value? {
        guard let written = values.first(where: { $0.name == name })?.value else { return nil }
        guard let value = Value(argument: written) else { throw NotQuick() }
        return value
    }

    /// Whether the line gives flag `name`.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

enum QuickParse {
    /// The subcommands that read their everyday lines themselves.
    static let commands: [any QuicklyParsed.Type] = [SuggestCommand.self, CorrectCommand.self, PredictCommand.self]

    /// The settings `arguments` (without the program name) give, with the subcommand they are
    /// for; nil when ArgumentParser must parse them.
    static func settings(for arguments: [String]) -> (settings: any CommandRun, command: ParsableCommand.Type)? {
        guard let name = arguments.first, let type = commands.first(where: { $0.configuration.commandName == name }) else { return nil }
        return quickly(type, arguments.dropFirst()).map { ($0, type) }
    }

    private static func quickly<Command: QuicklyParsed>(_ type: Command.Type, _ arguments: ArraySlice<String>) -> Command.Settings? {
        guard let options = QuickOptions(arguments, valueOptions: type.quickValueOptions, flags: type.quickFlags) else { return nil }
        return try? type.quickly(options)
    }
}
