import ArgumentParser
import Foundation
import KeycraftKeyboard
import KeycraftKeyboardTools

/// `keycraft dictionary build`: the compact dictionary from plain frequency lists.
struct DictionaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dictionary",
        abstract: "Build the compact dictionaries suggest, correct and predict read.",
        subcommands: [Build.self])

    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build",
            abstract: "Build a dictionary from a `word count` list and an optional `first second count` bigram list.")

        @Option(name: .long, help: "The word list: `word count` per line.")
        var words: String
        @Option(name: .long, help: "The bigram list: `first second count` per line.")
        var bigrams: String?
        @Option(name: .long, help: "Where to write the dictionary.")
        var output: String

        func run() throws {
            let wordList = try read(words, flag: "--words")
            let bigramList = try bigrams.map { try read($0, flag: "--bigrams") }
            let bytes: [UInt8]
            do {
                var builder = DictionaryBuilder()
                try builder.addWordList(wordList, name: words)
                if let bigrams, let bigramList { try builder.addBigramList(bigramList, name: bigrams) }
                bytes = try builder.build()
            } catch let error as DictionaryError {
                StandardStreams.writeError("keycraft dictionary build: \(error)")
                throw ExitCode(ExitStatus.problems)
            }
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw ValidationError("--output \(output): \((error as NSError).localizedDescription)")
            }
            let dictionary = try CompactDictionary(bytes: bytes)
            StandardStreams.writeError("\(output): \(dictionary.wordCount) words, \(dictionary.bigramCount) bigrams, \(bytes.count) bytes")
        }

        /// The list's text; an unreadable file is bad usage naming the flag, a malformed line exits 1.
        private func read(_ path: String, flag: String) throws -> String {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("\(flag) \(path): cannot read the file.")
            }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
