import ArgumentParser
import Foundation
import KeycraftEmojiData
import KeycraftKeyboard

/// `keycraft emoji search`: one query per line → up to K emoji, best first, space-separated; an empty
/// line when nothing matches.
struct EmojiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emoji",
        abstract: "Emoji search over Unicode CLDR's keywords and short names (English and Korean).",
        subcommands: [Search.self])

    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search",
            abstract: "The emoji for each query on standard input, best first.")

        @Option(name: .long, help: "The language of the queries: en or ko.")
        var locale: String = "en"
        @OptionGroup var top: TopOption
        @Option(name: .customLong("ios"), help: "Offer only emoji this iOS release draws (MAJOR or MAJOR.MINOR, e.g. 15.4); all by default.")
        var iOSVersion: String?

        func validate() throws {
            guard EmojiLocale(rawValue: locale) != nil else { throw ValidationError("--locale must be en or ko, got \(locale).") }
            if let iOSVersion, Self.release(iOSVersion) == nil {
                throw ValidationError("--ios must be a release such as 17 or 15.4, got \(iOSVersion).")
            }
        }

        func run() throws {
            var search: EmojiSearch
            do {
                search = try EmojiSearch.bundled(EmojiLocale(rawValue: locale) ?? .english)
            } catch {
                StandardStreams.writeError("keycraft emoji search: \(error)")
                throw ExitCode(ExitStatus.problems)
            }
            if let release = iOSVersion.flatMap(Self.release) {
                search = search.limited(to: .supported(byiOS: release.major, release.minor))
            }
            for line in StandardStreams.readLines() {
                print(search.search(line, limit: top.top).map(\.emoji).joined(separator: " "))
            }
        }

        static func release(_ text: String) -> (major: Int, minor: Int)? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
            guard parts.count == 2 else { return (major, 0) }
            guard let minor = Int(parts[1]), minor >= 0 else { return nil }
            return (major, minor)
        }
    }
}
