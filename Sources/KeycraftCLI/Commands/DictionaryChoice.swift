import ArgumentParser
import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftKoreanDictionary
import KeycraftPlayground

/// The dictionary and language model a spelling command reads, as ``DictionaryOption`` or a quick
/// parse (``QuicklyParsed``) gives them: one of the bundled dictionaries (English by default), or a
/// compact dictionary built with `keycraft dictionary build`, which then replaces the language's own.
struct DictionaryChoice: Equatable {
    var language = Self.defaultLanguage
    var dictionary: String?
    var model: String?

    static let defaultLanguage = SpellingLanguage.english

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

    /// The options' names, for ``QuicklyParsed/quickValueOptions``.
    static let quickValueOptions = ["language", "dictionary", "model"]

    /// `--language`, `--dictionary` and `--model` from a line ``QuickOptions`` read.
    static func quickly(_ options: QuickOptions) throws -> Self {
        try Self(language: options.value("language") ?? defaultLanguage, dictionary: options.value("dictionary"), model: options.value("model"))
    }
}
