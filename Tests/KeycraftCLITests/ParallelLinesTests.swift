import Foundation
@testable import KeycraftCLI
import Testing
import ToolRunning

/// Lines answered on several threads: the output is in input order whatever the threads and rounds,
/// a line that fails is reported by its number with the lines before it written and none after, and
/// `keycraft suggest` answers the same with one thread or many.
@Suite struct ParallelLinesTests {
    /// Runs `ParallelLines` on `input` with `workers` threads; its output and error.
    static func run(
        _ input: Data, workers: Int, _ body: @escaping @Sendable (String, Int, inout BufferedOutput) throws -> Void
    ) throws -> (output: String, error: ParallelLines.LineError?) {
        try run(input) { (file, output) throws(ParallelLines.LineError) in
            try ParallelLines.forEachLine(from: file, writingTo: &output, workers: workers, body)
        }
    }

    /// Runs `answer` with a file holding `input` and an output to a file; that output and its error.
    static func run(
        _ input: Data, _ answer: (_ file: Int32, _ output: inout BufferedOutput) throws(ParallelLines.LineError) -> Void
    ) throws -> (output: String, error: ParallelLines.LineError?) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-lines-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("in"), outputURL = directory.appendingPathComponent("out")
        try input.write(to: inputURL)
        let inputFile = open(inputURL.path, O_RDONLY), outputFile = open(outputURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer {
            close(inputFile)
            close(outputFile)
        }
        var output = BufferedOutput(file: outputFile)
        var failure: ParallelLines.LineError?
        do {
            try answer(inputFile, &output)
        } catch {
            failure = error
        }
        return (try String(contentsOf: outputURL, encoding: .utf8), failure)
    }

    struct Refused: Error {}

    /// Each line numbered and reversed, in input order, for any number of lines and threads: the
    /// rounds (8,192 lines) and the pieces within them (taken by the threads as they free up) are joined seamlessly.
    @Test(arguments: [0, 1, 3, 8_191, 8_192, 8_193, 20_000], [1, 2, 3, 5])
    func outputKeepsInputOrder(count: Int, workers: Int) throws {
        let lines = (0..<count).map { "w\($0)x" }
        let input = Data(lines.map { $0 + "\n" }.joined().utf8)
        let result = try Self.run(input, workers: workers) { line, number, output in
            output.write("\(number):" + String(line.reversed()))
            output.endLine()
        }
        let expected = lines.enumerated().map { "\($0.offset + 1):" + String($0.element.reversed()) + "\n" }.joined()
        #expect(result.output == expected, "\(count) lines, \(workers) threads")
        #expect(result.error == nil)
    }

    /// Long lines end a round by its bytes (1 MiB) rather than its count: still in order, still whole.
    /// A round's pieces cover its lines once, in order, largest first, and end small: the threads
    /// finish a round within a small piece of each other.
    @Test(arguments: [1, 15, 16, 17, 100, 1_808, 8_192], [1, 2, 3, 8])
    func piecesCoverTheRoundInOrderAndEndSmall(count: Int, workers: Int) {
        let pieces = ParallelLines.pieces(of: count, workers: workers).map(\.lines)
        #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == count)
        #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(pieces.allSatisfy { !$0.isEmpty })
        #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.count >= $1.count }, "\(pieces.map(\.count))")
        if workers > 1 {
            #expect(pieces.last!.count <= ParallelLines.smallestPiece)
            #expect(pieces.first!.count <= max(ParallelLines.smallestPiece, count / (2 * workers)))
        } else {
            #expect(pieces.count == 1)
        }
    }

    @Test func longLinesAreCutIntoRoundsByBytes() throws {
        let lines = (0..<9).map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0))), count: 300_000 + $0) }
        let result = try Self.run(Data(lines.joined(separator: "\n").utf8), workers: 2) { line, number, output in
            output.write("\(number) \(line.count) \(line.first!)")
            output.endLine()
        }
        #expect(result.output == lines.enumerated().map { "\($0.offset + 1) \($0.element.count) \($0.element.first!)\n" }.joined())
    }

    /// A line that fails is named by its number; the lines before it are written, none after, even
    /// when a later piece (answered at the same time) fails too.
    @Test func aFailingLineIsReportedByItsNumber() throws {
        let count = 20_000
        let input = Data((1...count).map { "\($0)\n" }.joined().utf8)
        for failing in [1, 5_000, 8_192, 8_193, 15_000, count] {
            for workers in [1, 2, 4] {
                let result = try Self.run(input, workers: workers) { line, number, output in
                    if number == failing || number == failing + 3_000 { throw Refused() }
                    output.write(line)
                    output.endLine()
                }
                #expect(result.error?.line == failing, "\(failing), \(workers) threads")
                #expect(result.error?.underlying is Refused)
                #expect(result.output == (1..<failing).map { "\($0)\n" }.joined(), "\(failing), \(workers) threads")
            }
        }
        #expect(ParallelLines.LineError(line: 7, underlying: Refused()).description.hasPrefix("line 7: "))
    }

    /// Each thread answers with a worker of its own, made by that thread before its first line and
    /// kept for later rounds: the caller's thread with worker 0, never two threads with one worker at
    /// once, no more workers than threads (no more than the cores); the output stays in input order.
    @Test(arguments: [1, 2, 3, 5])
    func eachThreadAnswersWithItsOwnWorker(workers: Int) throws {
        final class Worker: @unchecked Sendable {
            let number: Int
            private let lock = NSLock()
            private var busy = false
            private(set) var overlaps = 0, lines = 0
            init(_ number: Int) { self.number = number }
            /// Marks the worker busy for one line, counting a line begun while another was under way.
            func answer(_ work: () -> Void) {
                lock.withLock {
                    if busy { overlaps += 1 }
                    busy = true
                    lines += 1
                }
                work()
                lock.withLock { busy = false }
            }
        }
        final class Made: @unchecked Sendable {
            private let lock = NSLock()
            private(set) var workers: [Worker] = []
            private(set) var zeroOnCaller = true
            let caller = pthread_self()
            func make(_ k: Int) -> Worker {
                let worker = Worker(k)
                lock.withLock {
                    workers.append(worker)
                    if k == 0 && pthread_equal(pthread_self(), caller) == 0 { zeroOnCaller = false }
                }
                return worker
            }
        }
        let count = 20_000
        let input = Data((1...count).map { "\($0)\n" }.joined().utf8)
        let made = Made()
        let result = try Self.run(input) { (file, output) throws(ParallelLines.LineError) in
            try ParallelLines.forEachLine(from: file, writingTo: &output, workers: workers, eachWorker: made.make) { worker, line, _, output in
                worker.answer { output.write(line + ":\(line.count)") }
                output.endLine()
            }
        }
        let threads = workers > 1 ? min(workers, ProcessInfo.processInfo.activeProcessorCount) : 1
        let numbers = made.workers.map(\.number)
        #expect(Set(numbers).count == numbers.count && numbers.allSatisfy { (0..<threads).contains($0) }, "\(numbers)")
        #expect(made.zeroOnCaller)
        #expect(made.workers.allSatisfy { $0.overlaps == 0 })
        #expect(made.workers.map(\.lines).reduce(0, +) == count)
        #expect(result.error == nil)
        #expect(result.output == (1...count).map { "\($0):\(String($0).count)\n" }.joined())
    }

    /// A run that never needs a worker makes none: no input, or lines answered on the caller alone.
    @Test func noLineNoWorker() throws {
        let made = NSLock()
        nonisolated(unsafe) var count = 0
        for input in ["", "\n"] {
            _ = try Self.run(Data(input.utf8)) { (file, output) throws(ParallelLines.LineError) in
                try ParallelLines.forEachLine(from: file, writingTo: &output, workers: 2, eachWorker: { _ in made.withLock { count += 1 } }) { _, _, _, _ in }
            }
        }
        #expect(made.withLock { count } == 1)
    }

    /// `keycraft suggest` answers a long list the same on one thread as on four.
    @Test func suggestAnswersTheSameOnOneThreadOrMany() throws {
        let words = ["teh", "recieve", "the", "wierd", "dont", "zzzzzz", "Teh", "acomodate", "", "안녕하세오"]
        let input = (0..<3_000).map { words[$0 % words.count] + "\n" }.joined()
        let one = try runKeycraft(["suggest", "--jobs", "1"], stdin: input)
        let four = try runKeycraft(["suggest", "--jobs", "4"], stdin: input)
        #expect(one.status == 0 && four.status == 0, "\(one.stderr) \(four.stderr)")
        #expect(one.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 3_001)
        #expect(one.stdout == four.stdout)
        let refused = try runKeycraft(["suggest", "--jobs", "0"], stdin: "teh\n")
        #expect(refused.status != 0 && refused.stderr.contains("--jobs"))
    }
}
