import Foundation

/// Line-oriented access to the process's standard streams.
enum StandardStreams {
    /// The lines of standard input, without line terminators (`\n` or `\r\n`), read one at a time:
    /// what was printed is written out whenever the next line is not already waiting, so a person at
    /// a terminal or a program sending one line and waiting gets each answer before the next line.
    static func readLines() -> InputLines { InputLines() }

    /// Standard input's lines as a sequence read on demand (see ``readLines()``).
    struct InputLines: Sequence, IteratorProtocol {
        mutating func next() -> String? {
            if !BufferedLines.inputIsWaiting(STDIN_FILENO) { fflush(nil) }  // nil: every output stream, standard output among them
            guard let line = readLine(strippingNewline: true) else { return nil }
            return line.hasSuffix("\r") ? String(line.dropLast()) : line
        }
    }

    /// All of standard input as text (invalid UTF-8 is repaired with U+FFFD, never a crash).
    static func readAll() -> String {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }

    static func writeError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
