import ArgumentParser
import Foundation
import KeycraftKeyboard

/// `keycraft suggest`: one word per line → up to K candidates, best first, space-separated; a known
/// word is its own first candidate; an empty line when there is none.
struct SuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Spelling candidates for each word on standard input, best first.")

    @OptionGroup var top: TopOption
    @Option(name: .long, help: "The largest edit distance (0, 1 or 2; a transposition is one edit).")
    var maxDistance = Self.defaultMaxDistance
    static let defaultMaxDistance = 2
    @OptionGroup var dictionary: DictionaryOption
    @Option(name: .long, help: "How many threads answer lines at once (at least 1; at most, and by default, the processor count). Output keeps the input's order.")
    var jobs: Int?

    func validate() throws { try Settings.check(maxDistance: maxDistance, jobs: jobs) }

    func run() throws { try settings.run() }

    var settings: Settings { Settings(top: top.top, maxDistance: maxDistance, dictionary: dictionary.choice, jobs: jobs) }

    /// What `suggest` runs, its options read (by ArgumentParser or by ``QuicklyParsed``).
    struct Settings: CommandRun {
        var top: Int
        var maxDistance: Int
        var dictionary: DictionaryChoice
        var jobs: Int?

        /// Refuses a distance past 0...2 or fewer than one job, as bad usage.
        static func check(maxDistance: Int, jobs: Int?) throws {
            guard (0...2).contains(maxDistance) else { throw ValidationError("--max-distance must be 0, 1 or 2, got \(maxDistance).") }
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs).") }
        }

        func run() throws {
            let speller = try dictionary.speller()
            let maxDistance = self.maxDistance, limit = top
            var output = BufferedOutput()
            // Each thread with a replica of its own: the objects a lookup retains at every word,
            // shared, had their reference counts moved between the cores (``Speller/replica()``).
            try ParallelLines.forEachLine(writingTo: &output, workers: jobs ?? ParallelLines.processorCount,
                                          eachWorker: { $0 == 0 ? speller : speller.replica() }) { speller, line, _, output in
                for (k, candidate) in speller.candidates(for: SuggestCommand.trimmed(line), maxDistance: maxDistance, limit: limit).enumerated() {
                    if k > 0 { output.write(" ") }
                    output.write(candidate.word)
                }
                output.endLine()
            }
        }
    }

    /// The line without the spaces around it; a line with none (nearly all) is not copied.
    static func trimmed(_ line: String) -> String {
        let utf8 = line.utf8
        guard let first = utf8.first, let last = utf8.last else { return line }
        func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") }
        return isPlain(first) && isPlain(last) ? line : line.trimmingCharacters(in: .whitespaces)
    }
}

extension SuggestCommand: QuicklyParsed {
    static let quickValueOptions = DictionaryChoice.quickValueOptions + ["top", "max-distance", "jobs"]

    static func quickly(_ options: QuickOptions) throws -> Settings {
        let settings = try Settings(top: TopOption.quickly(options), maxDistance: options.value("max-distance") ?? defaultMaxDistance,
                                    dictionary: DictionaryChoice.quickly(options), jobs: options.value("jobs"))
        try Settings.check(maxDistance: settings.maxDistance, jobs: settings.jobs)
        return settings
    }
}
