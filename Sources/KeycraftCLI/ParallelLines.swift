import Dispatch
import Foundation

/// Lines of input answered on several threads at once and written in input order: `keycraft
/// suggest` on a long list keeps both cores of a small machine busy. The engine's cost per word is
/// unchanged (each line is answered as on one thread); only the wall time is shared out.
///
/// Input is read in rounds of at most ``linesPerRound`` lines or ``bytesPerRound`` bytes, so memory
/// stays bounded whatever the input's size; a round is cut into one batch per worker, the batches
/// are answered at once, and their outputs are written one after another in input order.
enum ParallelLines {
    static let linesPerRound = 8_192
    static let bytesPerRound = 1 << 20

    /// A line's answer could not be given: the line's number (from 1) and why. The lines before it
    /// are written; none after it.
    struct LineError: Error, CustomStringConvertible {
        let line: Int
        let underlying: any Error

        var description: String { "line \(line): \(underlying)" }
    }

    /// Calls `body` with each line of `file` (as ``BufferedLines/readLines(from:_:afterBlock:)`` splits them) and
    /// its number from 1, on up to `workers` threads, writing each line's output to `output` in input
    /// order, then flushes it. When `body` throws, the lines before the first one that threw (in input
    /// order) are written and the error is thrown as a ``LineError`` naming that line.
    static func forEachLine(
        from file: Int32 = STDIN_FILENO, writingTo output: inout BufferedOutput, workers: Int,
        _ body: @escaping @Sendable (_ line: String, _ number: Int, _ output: inout BufferedOutput) throws -> Void
    ) throws(LineError) {
        var round: [String] = []
        var roundBytes = 0, firstNumber = 1
        do {
            var answered = output
            func answerRound() throws {
                try answer(round, firstNumber: firstNumber, workers: workers, into: &answered, body)
                firstNumber += round.count
                round.removeAll(keepingCapacity: true)
                roundBytes = 0
            }
            defer { output = answered }
            try BufferedLines.readLines(from: file, { line in
                round.append(line)
                roundBytes += line.utf8.count
                if round.count >= linesPerRound || roundBytes >= bytesPerRound { try answerRound() }
            }, afterBlock: {
                // Nothing more waiting: the writer may be waiting for these answers.
                if !BufferedLines.inputIsWaiting(file) {
                    try answerRound()
                    answered.flush()
                }
            })
            try answerRound()
        } catch let error as LineError {
            output.flush()
            throw error
        } catch {
            preconditionFailure("only a line's answer throws: \(error)")
        }
        output.flush()
    }

    /// One round: its batches answered at once, their outputs appended in order up to the first error.
    private static func answer(
        _ round: [String], firstNumber: Int, workers: Int, into output: inout BufferedOutput,
        _ body: @escaping @Sendable (String, Int, inout BufferedOutput) throws -> Void
    ) throws(LineError) {
        guard !round.isEmpty else { return }
        let batches = max(1, min(workers, round.count))
        let size = (round.count + batches - 1) / batches
        let results = Results(count: batches)
        let lines = round
        let work = { @Sendable (b: Int) in
            var gathered = BufferedOutput.gathered()
            for k in (b * size)..<min(lines.count, (b + 1) * size) {
                do {
                    try body(lines[k], firstNumber + k, &gathered)
                } catch {
                    results.set(b, gathered, LineError(line: firstNumber + k, underlying: error))
                    return
                }
            }
            results.set(b, gathered, nil)
        }
        if batches == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: batches, execute: work) }
        for b in 0..<batches {
            let (gathered, error) = results.get(b)
            output.append(gathered)
            if let error { throw error }
        }
    }

    /// Each batch's output and error, written by its own worker once and read after all have finished.
    private final class Results: @unchecked Sendable {
        private var slots: [(BufferedOutput, LineError?)]
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: (BufferedOutput.gathered(), nil), count: count) }

        func set(_ b: Int, _ output: BufferedOutput, _ error: LineError?) {
            lock.lock()
            defer { lock.unlock() }
            slots[b] = (output, error)
        }

        func get(_ b: Int) -> (BufferedOutput, LineError?) {
            lock.lock()
            defer { lock.unlock() }
            return slots[b]
        }
    }
}
