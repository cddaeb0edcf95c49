import ArgumentParser
import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftKoreanDictionary
import KeycraftPlayground

extension SpellingLanguage: ExpressibleByArgument {}

/// `--language en|ko` and `--dictionary FILE`, shared by suggest, correct and predict: one of the
/// bundled dictionaries (English by default), or a compact dictionary built with
/// `keycraft dictionary build`, which then replaces the language's own.
struct DictionaryOption: ParsableArguments {
    @Option(name: .long, help: "The language: en (English, the default) or ko (Korean; candidates are whole words).")
    var language = Self.defaultLanguage
    static let defaultLanguage = SpellingLanguage.english
    @Option(name: .long, help: "A dictionary built with `keycraft dictionary build` (default: the language's bundled one).")
    var dictionary: String?
    @Option(name: .long, help: "A language model for predictions and context (default: the language's bundled one, none with --dictionary; `none` for the dictionary's bigrams alone).")
    var model: String?

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

extension DictionaryOption {
    /// `--language`, `--dictionary` and `--model` from a line ``QuickOptions`` read.
    static func quickly(_ options: QuickOptions) throws -> Self {
        var built = Self()
        built.language = try options.value("language") ?? Self.defaultLanguage
        built.dictionary = try options.value("dictionary")
        built.model = try options.value("model")
        try built.validate()
        return built
    }

    static let quickValueOptions: Set<String> = ["language", "dictionary", "model"]

    /// The language model `--model` names (`none`: no model), by default the language's bundled
    /// one; an unreadable or corrupt file is bad usage (exit 2) naming the flag.
    func languageModel() throws -> LanguageModel? {
        // A dictionary of one's own replaces the language's, and its bundled model with it.
        guard let model else { return dictionary == nil ? language.languageModel() : nil }
        guard model != "none" else { return nil }
        do {
            return try LanguageModel(contentsOf: URL(fileURLWithPath: model))
        } catch let error as LanguageModelError {
            throw ValidationError("--model \(model): \(error)")
        }
    }
}
