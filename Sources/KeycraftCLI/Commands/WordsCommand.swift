import ArgumentParser
import KeycraftText

/// `keycraft words --boundaries`: standard input with `÷` at every Unicode word boundary (UAX #29),
/// line by line, in the notation of WordBreakTest.txt without `×`.
struct WordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "words",
        abstract: "Unicode word boundaries (UAX #29) of standard input.",
        discussion: "Each input line is segmented on its own and printed on one line: `a b` prints `÷a÷ ÷b÷`."
    )

    @Flag(name: .long, help: "Print each line of standard input with ÷ at every word boundary, start and end included.")
    var boundaries = false

    func validate() throws {
        guard boundaries else { throw ValidationError("keycraft words needs a mode: pass --boundaries") }
    }

    func run() throws {
        for line in StandardStreams.readLines() {
            print(WordBoundaries.marked(line))
        }
    }
}
