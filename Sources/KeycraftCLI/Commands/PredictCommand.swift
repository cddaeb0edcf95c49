import ArgumentParser
import KeycraftKeyboard

/// `keycraft predict`: each context line → up to K words: what comes next when the line ends with a
/// space, completions of the last partial word otherwise.
struct PredictCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "predict",
        abstract: "Next-word predictions (after a space) or completions of the last word.")

    @OptionGroup var top: TopOption
    @OptionGroup var dictionary: DictionaryOption

    func run() throws {
        let speller = try dictionary.speller()
        for line in StandardStreams.readLines() {
            let partial = String(line.reversed().prefix(while: { $0.isLetter || $0 == "'" || $0 == "\u{2019}" }).reversed())
            let context = TypingContext(textBefore: line.dropLast(partial.count))
            let words = partial.isEmpty
                ? speller.predictions(after: context.previousWord, limit: top.top)
                : speller.completions(of: partial, previousWord: context.previousWord, limit: top.top)
            print(words.joined(separator: " "))
        }
    }
}
