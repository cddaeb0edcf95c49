import Foundation
import KeycraftKeyboard
import KeycraftPlayground
import KeycraftText

/// Text replacement on every space: our hashed, case-insensitive lexicon lookup against the guide's
/// filter over all entries, in a lexicon of 100,000 entries; then the whole space keystroke through the
/// typing pipeline and the proxy. And autocorrect over one long line, as `keycraft correct` types it:
/// the document sharing a host's window (ours) against sharing everything before the caret.
enum KeyboardBenchmarks {
    static func run() {
        let entries = (0..<100_000).map { LexiconEntry(userInput: "short\($0)", documentText: "Replacement text number \($0)") }
        let lexicon = Lexicon(entries)
        // Half the typed words are shortcuts (in mixed case), half are ordinary words that match nothing.
        let typedWords = (0..<100).map { $0.isMultiple(of: 2) ? "Short\($0 * 977)" : "word\($0)" }

        let lookup = Comparison(
            workload: "lookup of a typed word, 100,000 entries",
            ours: measure("hashed lookup", operations: typedWords.count) {
                for word in typedWords { blackHole(lexicon.entry(forUserInput: word)) }
            },
            naive: measure("filter all entries", operations: typedWords.count, rounds: 3) {
                for word in typedWords { blackHole(guideReplacement(for: word, in: entries)) }
            }
        )

        let keystroke = Comparison(
            workload: "space ending a word, through the proxy",
            ours: measure("pipeline", operations: typedWords.count) {
                for word in typedWords {
                    blackHole(typeSpace(after: word) { controller in
                        var entry = KeyboardTextEntry(lexicon: lexicon)
                        entry.insertText(" ", in: controller)
                    })
                }
            },
            naive: measure("guide", operations: typedWords.count, rounds: 3) {
                for word in typedWords { blackHole(typeSpace(after: word) { guideSpaceKey(entries: entries, controller: $0) }) }
            }
        )
        printComparisonTable(title: "keyboard: text replacement on space (naive = the guide's filter over all entries)", [lookup, keystroke])
        longLines()
    }

    /// Time per word of correcting one line of 5 KB and of 40 KB with the English autocorrector, each
    /// word seeing what follows: flat with the typical window, growing with the line when the whole
    /// text before the caret is handed over at every word (quadratic in all).
    static func longLines() {
        guard let speller = try? SpellingLanguage.english.speller() else { return }
        let autocorrector = Autocorrector(speller: speller, languageModel: SpellingLanguage.english.languageModel())
        let stretch = "He saw teh whale swim by the shpi, 안녕 👩‍👩‍👧 and the cafe\u{301} was \"quiet\"; "
        func correct(_ line: String, _ limit: DocumentContextLimit) -> String {
            let document = InMemoryTextDocument("", contextLimit: limit)
            var entry = KeyboardTextEntry(autocorrector: autocorrector)
            entry.type(line, in: KeyboardInputViewController(document: document), seeingWhatFollows: true)
            return document.text
        }
        let rows = [5_000, 40_000].map { bytes -> Comparison in
            let line = String(repeating: stretch, count: bytes / stretch.utf8.count)
            let words = line.split(separator: " ").count
            return Comparison(
                workload: "a word of a \(bytes / 1000) KB line (keycraft correct)",
                ours: measure("typical window", operations: words, rounds: 2) { blackHole(correct(line, .typical)) },
                naive: measure("whole text before", operations: words, rounds: 1) { blackHole(correct(line, .unlimited)) })
        }
        printComparisonTable(title: "keyboard: correcting a long line (naive = the document shares all the text before the caret)", rows)
    }

    /// The guide's approach: filter every entry of the lexicon for the word, on every space.
    static func guideReplacement(for word: String, in entries: [LexiconEntry]) -> LexiconEntry? {
        entries.filter { $0.userInput.lowercased() == word.lowercased() }.first
    }

    /// The guide's space key: find the word before the input, filter the lexicon, replace through the proxy.
    static func guideSpaceKey(entries: [LexiconEntry], controller: KeyboardInputViewController) {
        let proxy = controller.textDocumentProxy
        if let word = proxy.wordEndingAtInput, let match = guideReplacement(for: word.text, in: entries) {
            proxy.deleteBackward(characters: word.text.count)
            proxy.insertText(match.documentText + " ")
        } else {
            proxy.insertText(" ")
        }
    }

    /// Types `word` into a short document, then presses `spaceKey`; returns the text.
    static func typeSpace(after word: String, _ spaceKey: (KeyboardInputViewController) -> Void) -> String {
        let document = InMemoryTextDocument("Hello 안녕 👩‍👩‍👧 " + word)
        let controller = KeyboardInputViewController(document: document)
        spaceKey(controller)
        return document.text
    }
}
