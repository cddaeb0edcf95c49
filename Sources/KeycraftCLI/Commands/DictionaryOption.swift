import ArgumentParser
import KeycraftKeyboard

extension SpellingLanguage: ExpressibleByArgument {}

/// `--language en|ko`, `--dictionary FILE` and `--model FILE`, shared by suggest, correct, predict
/// and glide: one of the bundled dictionaries (English by default), or a compact dictionary built
/// with `keycraft dictionary build`, which then replaces the language's own (``DictionaryChoice``).
struct DictionaryOption: ParsableArguments {
    @Option(name: .long, help: "The language: en (English, the default) or ko (Korean; candidates are whole words).")
    var language = DictionaryChoice.defaultLanguage
    @Option(name: .long, help: "A dictionary built with `keycraft dictionary build` (default: the language's bundled one).")
    var dictionary: String?
    @Option(name: .long, help: "A language model for predictions and context (default: the language's bundled one, none with --dictionary; `none` for the dictionary's bigrams alone).")
    var model: String?

    /// The choice the options make.
    var choice: DictionaryChoice { DictionaryChoice(language: language, dictionary: dictionary, model: model) }

    /// The speller over the chosen dictionary (``DictionaryChoice/speller()``).
    func speller() throws -> Speller { try choice.speller() }
}
