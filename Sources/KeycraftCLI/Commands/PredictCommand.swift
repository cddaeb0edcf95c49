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

    func run() throws {
        let predictor = WordPredictor(speller: try dictionary.speller(), model: try dictionary.languageModel())
        for line in StandardStreams.readLines() {
            let partial = String(line.reversed().prefix(while: { $0.isLetter || $0 == "'" || $0 == "\u{2019}" }).reversed())
            let context = TypingContext(textBefore: line.dropLast(partial.count)).prediction
            let words = partial.isEmpty
                ? predictor.predictions(after: context, limit: top.top)
                : predictor.completions(of: partial, after: context, limit: top.top)
            print(words.joined(separator: " "))
        }
    }
}

extension PredictCommand: QuicklyParsed {
    static let quickValueOptions = DictionaryOption.quickValueOptions.union(["top"])

    static func quickly(_ options: QuickOptions) throws -> Self {
        var built = Self()
        built.top = try TopOption.quickly(options)
        built.dictionary = try DictionaryOption.quickly(options)
        try built.validate()
        return built
    }
}
