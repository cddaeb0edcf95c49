import ArgumentParser
import Foundation
import KeycraftKeyboard

extension SpellingLanguage: ExpressibleByArgument {}

/// `--language en|ko` and `--dictionary FILE`, shared by suggest, correct and predict: one of the
/// bundled dictionaries (English by default), or a compact dictionary built with
/// `keycraft dictionary build`, which then replaces the language's own.
struct DictionaryOption: ParsableArguments {
    @Option(name: .long, help: "The language: en (English, the default) or ko (Korean; candidates are whole words).")
    var language: SpellingLanguage = .english
    @Option(name: .long, help: "A dictionary built with `keycraft dictionary build` (default: the language's bundled one).")
    var dictionary: String?

    /// The speller over the chosen dictionary; an unreadable or corrupt file is bad usage (exit 2)
    /// naming the flag.
    func speller() throws -> Speller {
        do {
            return try language.speller(dictionary: dictionary.map { try CompactDictionary(contentsOf: URL(fileURLWithPath: $0)) })
        } catch let error as DictionaryError {
            throw ValidationError(dictionary.map { "--dictionary \($0): \(error)" } ?? "--language \(language.rawValue) (bundled): \(error)")
        } catch let error as MisspellingModelError {
            throw ValidationError("--language \(language.rawValue) (bundled misspelling table): \(error)")
        }
    }
}
