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
    var maxDistance = 2
    @OptionGroup var dictionary: DictionaryOption

    func validate() throws {
        guard (0...2).contains(maxDistance) else { throw ValidationError("--max-distance must be 0, 1 or 2, got \(maxDistance).") }
    }

    func run() throws {
        let speller = try dictionary.speller()
        for line in StandardStreams.readLines() {
            let word = line.trimmingCharacters(in: .whitespaces)
            print(speller.candidates(for: word, maxDistance: maxDistance, limit: top.top).map(\.word).joined(separator: " "))
        }
    }
}
