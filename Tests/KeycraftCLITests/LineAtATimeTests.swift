import Foundation
import Testing
import ToolRunning

/// The line-by-line commands answer a line as soon as nothing more is waiting: a program that sends
/// a word and waits for its candidates (or a person typing at a terminal) gets them before closing
/// the input, though `suggest` and `correct` still answer a file or a full pipe in blocks.
@Suite struct LineAtATimeTests {
    /// Starts `keycraft` with `arguments`, sends each of `lines` and waits up to 20 seconds for its
    /// answer with the input still open; the answers received (nil for a line not answered in time).
    static func conversation(_ arguments: [String], _ lines: [String]) throws -> [String?] {
        let process = Process()
        process.executableURL = keycraftExecutableURL()
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        let reader = LineReader(output.fileHandleForReading)
        return lines.map { line in
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
            return reader.nextLine(within: 20)
        }
    }

    @Test func suggestAnswersEachWordWhileTheInputStaysOpen() throws {
        let answers = try Self.conversation(["suggest", "--top", "2", "--jobs", "2"], ["teh", "beleive", "안녕하세오"])
        #expect(answers.count == 3)
        #expect(answers[0]?.split(separator: " ").first == "the")
        #expect(answers[1]?.split(separator: " ").first == "believe")
        #expect(answers[2] != nil)
    }

    @Test func correctAnswersEachLineWhileTheInputStaysOpen() throws {
        let answers = try Self.conversation(["correct"], ["I dont beleive teh news.", "👩‍👩‍👧 teh café"])
        #expect(answers == ["I don't believe the news.", "👩‍👩‍👧 the café"])
    }

    /// The other line-by-line commands print each answer before reading the next line.
    @Test(arguments: [
        (["predict"], "I do not kn", "know"),
        (["emoji", "search"], "pizza", "🍕"),
        (["emoji", "search", "--locale", "ko"], "고양이", "🐱"),
        (["glide"], "176.85,27 235.8,81 98.25,27", "the"),
    ])
    func lineCommandsAnswerWhileTheInputStaysOpen(arguments: [String], line: String, first: String) throws {
        let answers = try Self.conversation(arguments, [line, line])
        #expect(answers.map { $0?.split(separator: " ").first.map(String.init) } == [first, first])
    }

    /// A pipe's lines, read on a thread of their own so that waiting for one can time out.
    final class LineReader: @unchecked Sendable {
        private let lock = NSCondition()
        private var buffered = Data()
        private var ended = false

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    lock.lock()
                    if chunk.isEmpty { ended = true } else { buffered.append(chunk) }
                    lock.broadcast()
                    lock.unlock()
                    if chunk.isEmpty { return }
                }
            }
        }

        /// The next line, or nil when none came within `seconds`.
        func nextLine(within seconds: TimeInterval) -> String? {
            let deadline = Date().addingTimeInterval(seconds)
            lock.lock()
            defer { lock.unlock() }
            while true {
                if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
                    buffered.removeSubrange(buffered.startIndex...newline)
                    return line
                }
                if ended || !lock.wait(until: deadline) { return nil }
            }
        }
    }
}
