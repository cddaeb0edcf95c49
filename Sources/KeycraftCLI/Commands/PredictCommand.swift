import ArgumentParser
import KeycraftKeyboard

/// `keycraft predict`: each context line → up to K words: what comes next when the line ends with a
/// space, completions of the last partial word otherwise — ranked by the language model from the
/// two words before (`--model none`: the dictionary's bigrams from the word before).
struct PredictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "predict",
        abstract: "Next-word predictions (after a space) or completions of the last word.")

    @OptionGroup var top: TopOption
    @OptionGroup var dictionary: DictionaryOption

    func run() throws { try settings.run() }

    var settings: Settings { Settings(top: top.top, dictionary: dictionary.choice) }

    /// What `predict` runs, its options read (by ArgumentParser or by ``QuicklyParsed``).
    struct Settings: CommandRun {
        var top: Int
        var dictionary: DictionaryChoice

        func run() throws {
            let predictor = WordPredictor(speller: try dictionary.speller(), model: try dictionary.languageModel())
            for line in StandardStreams.readLines() {
                let partial = String(line.reversed().prefix(while: { $0.isLetter || $0 == "'" || $0 == "\u{2019}" }).reversed())
                let context = TypingContext(textBefore: line.dropLast(partial.count)).prediction
                let words = partial.isEmpty
                    ? predictor.predictions(after: context, limit: top)
                    : predictor.completions(of: partial, after: context, limit: top)
                print(words.joined(separator: " "))
            }
        }
    }
}

extension PredictCommand: QuicklyParsed {
    static let quickValueOptions = DictionaryChoice.quickValueOptions + ["top"]

    static func quickly(_ options: QuickOptions) throws -> Settings {
        try Settings(top: TopOption.quickly(options), dictionary: DictionaryChoice.quickly(options))
    }
}
