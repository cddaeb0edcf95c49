import ArgumentParser

/// `--top K`, shared by suggest and predict: how many words a line lists.
struct TopOption: ParsableArguments {
    @Option(name: .long, help: "How many words per line (at least 1).")
    var top = Self.defaultTop
    static let defaultTop = 3

    func validate() throws {
        guard top >= 1 else { throw ValidationError("--top must be at least 1, got \(top).") }
    }
}

extension TopOption {
    /// `--top` from a line ``QuickOptions`` read, validated.
    static func quickly(_ options: QuickOptions) throws -> Self {
        var built = Self()
        built.top = try options.value("top") ?? Self.defaultTop
        try built.validate()
        return built
    }
}
