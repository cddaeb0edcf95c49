import ArgumentParser

/// `--top K`, shared by suggest and predict: how many words a line lists.
struct TopOption: ParsableArguments {
    @Option(name: .long, help: "How many words per line (at least 1).")
    var top = Self.defaultTop
    static let defaultTop = 3

    func validate() throws { try Self.check(top) }

    /// Refuses a count below 1, as bad usage.
    static func check(_ top: Int) throws {
        guard top >= 1 else { throw ValidationError("--top must be at least 1, got \(top).") }
    }

    /// `--top` from a line ``QuickOptions`` read, checked.
    static func quickly(_ options: QuickOptions) throws -> Int {
        let top = try options.value("top") ?? defaultTop
        try check(top)
        return top
    }
}
