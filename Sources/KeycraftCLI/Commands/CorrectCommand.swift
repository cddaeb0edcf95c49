import ArgumentParser
import Foundation
import KeycraftKeyboard
import KeycraftText

/// `keycraft correct`: each line as autocorrect leaves it when typed word by word and followed by a
/// space — through the keyboard's real typing pipeline (``KeyboardTextEntry``), so punctuation,
/// spacing and case are kept and only words are replaced. Since the whole line is known, each word's
/// candidates also weigh the word after it, unless `--as-typed` asks for the keyboard's view alone.
struct CorrectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "correct",
        abstract: "Standard input's lines as autocorrect leaves them.")

    @OptionGroup var dictionary: DictionaryOption

    @Flag(help: "Correct as a keyboard does, each word seeing only the text before it (by default the word after it counts too).")
    var asTyped = false

    func run() throws { try settings.run() }

    var settings: Settings { Settings(dictionary: dictionary.choice, asTyped: asTyped) }

    /// What `correct` runs, its options read (by ArgumentParser or by ``QuicklyParsed``).
    struct Settings: CommandRun {
        var dictionary: DictionaryChoice
        var asTyped: Bool

        func run() throws {
            var entry = KeyboardTextEntry(autocorrector: Autocorrector(speller: try dictionary.speller(), languageModel: try dictionary.languageModel()))
            var output = BufferedOutput()
            let asTyped = self.asTyped
            BufferedLines.forEachLine(writingTo: &output) { line, output in
                let document = InMemoryTextDocument("")
                let controller = KeyboardInputViewController(document: document)
                entry.reset()
                entry.type(line + " ", in: controller, seeingWhatFollows: !asTyped)
                output.write(document.text.hasSuffix(" ") ? document.text.dropLast() : Substring(document.text))
                output.endLine()
            }
        }
    }
}

extension CorrectCommand: QuicklyParsed {
    static let quickValueOptions = DictionaryChoice.quickValueOptions
    static let quickFlags = ["as-typed"]

    static func quickly(_ options: QuickOptions) throws -> Settings {
        try Settings(dictionary: DictionaryChoice.quickly(options), asTyped: options.flag("as-typed"))
    }
}
