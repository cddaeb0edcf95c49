import ArgumentParser
import Foundation
import KeycraftKeyboard
import KeycraftText

/// `keycraft correct`: each line as autocorrect leaves it when typed word by word and followed by a
/// space — through the keyboard's real typing pipeline (``KeyboardTextEntry``), so punctuation,
/// spacing and case are kept and only words are replaced.
struct CorrectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "correct",
        abstract: "Standard input's lines as autocorrect leaves them.")

    @OptionGroup var dictionary: DictionaryOption

    func run() throws {
        var entry = KeyboardTextEntry(autocorrector: Autocorrector(speller: try dictionary.speller(), languageModel: try dictionary.languageModel()))
        var output = BufferedOutput()
        BufferedLines.forEachLine(writingTo: &output) { line, output in
            let document = InMemoryTextDocument("")
            let controller = KeyboardInputViewController(document: document)
            entry.reset()
            for character in line + " " { entry.insertText(String(character), in: controller) }
            output.write(document.text.hasSuffix(" ") ? document.text.dropLast() : Substring(document.text))
            output.endLine()
        }
    }
}
