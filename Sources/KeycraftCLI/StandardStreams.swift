import Foundation

/// Line-oriented access to the process's standard streams.
enum StandardStreams {
    /// Every line of standard input, without line terminators (`\n` or `\r\n`).
    static func readLines() -> [String] {
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) {
            lines.append(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        }
        return lines
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
