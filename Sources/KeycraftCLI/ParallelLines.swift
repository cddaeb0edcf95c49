import Foundation
import KeycraftKeyboard

/// Lines of input answered on several threads at once and written in input order: `keycraft
/// suggest` on a long list keeps both cores of a small machine busy. The engine's cost per word is
/// unchanged (each line is answered as on one thread); only the wall time is shared out.
///
/// Input is read in rounds of at most ``linesPerRound`` lines or ``bytesPerRound`` bytes, so memory
/// stays bounded whatever the input's size; a round is cut into pieces that the workers take one
/// at a time as they free up, and the pieces' outputs are written one after another in input order.
enum ParallelLines {
    static let linesPerRound = 8_192
    static let bytesPerRound = 1 << 20

    /// The processors this process may use, read once: each read of `activeProcessorCount` reads
    /// two or three cgroup files, and `suggest` asked twice before its first line.
    static let processorCount = ProcessInfo.processInfo.activeProcessorCount

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
        try forEachLine(from: file, writingTo: &output, workers: workers, eachWorker: { _ in () }) { _, line, number, output in
            try body(line, number, &output)
        }
    }

    /// ``forEachLine(from:writingTo:workers:_:)`` with a `Worker` of each thread's own, passed to
    /// `body` with each line that thread answers: `eachWorker(k)` for the k-th thread (0 is the
    /// caller's), made by that thread before its first line and kept for the rest. For what a
    /// thread should not share with the others, such as objects retained at every line.
    static func forEachLine<Worker: Sendable>(
        from file: Int32 = STDIN_FILENO, writingTo output: inout BufferedOutput, workers: Int,
        eachWorker: @escaping @Sendable (Int) -> Worker,
        _ body: @escaping @Sendable (_ worker: Worker, _ line: String, _ number: Int, _ output: inout BufferedOutput) throws -> Void
    ) throws(LineError) {
        // No more threads than cores, as `DispatchQueue.concurrentPerform`'s pool had.
        let threads = workers > 1 ? max(1, min(workers, processorCount)) : 1
        // The round's state in one value whose methods the closures below call: captured by a
        // nested function instead, each of its variables was checked for exclusive access at run
        // time, three times a line.
        var round = Round(workers: workers, threads: Workers(count: threads, make: eachWorker), body: body)
        do {
            var answered = output
            defer { output = answered }
            try BufferedLines.readLines(from: file, { line in
                if round.add(line) { try round.answer(into: &answered) }
            }, afterBlock: {
                // Nothing more waiting: the writer may be waiting for these answers.
                if !BufferedLines.inputIsWaiting(file) {
                    try round.answer(into: &answered)
                    answered.flush()
                }
            })
            try round.answer(into: &answered)
        } catch let error as LineError {
            output.flush()
            throw error
        } catch {
            preconditionFailure("only a line's answer throws: \(error)")
        }
        output.flush()
    }

    /// The lines read and not yet answered, and the number of the first.
    private struct Round<Worker: Sendable> {
        let workers: Int
        /// Each thread's own worker, by thread.
        let threads: Workers<Worker>
        let body: @Sendable (Worker, String, Int, inout BufferedOutput) throws -> Void
        var lines: [String] = []
        var bytes = 0, firstNumber = 1

        /// Adds `line`; returns whether the round is full.
        mutating func add(_ line: String) -> Bool {
            lines.append(line)
            bytes += line.utf8.count
            return lines.count >= linesPerRound || bytes >= bytesPerRound
        }

        /// Answers the lines into `output` and starts the next round.
        mutating func answer(into output: inout BufferedOutput) throws(LineError) {
            try ParallelLines.answer(lines, firstNumber: firstNumber, workers: workers, threads: threads, into: &output, body)
            firstNumber += lines.count
            lines.removeAll(keepingCapacity: true)
            bytes = 0
        }
    }

    /// The fewest lines a piece has (unless the round has fewer).
    static let smallestPiece = 16

    /// The pieces a round of `count` lines is cut into, in input order, largest first: each a
    /// share of the lines left (a `2 × workers`th, at least ``smallestPiece``). A worker that
    /// finishes a piece takes the next one left, so one slowed down (a harder stretch of words, or
    /// a core the machine gave to something else a while) holds up the round's end by a small
    /// piece, not by its half; and the threads finish a round within a few lines of each other,
    /// where pieces of one size left one thread idle for up to a piece (256 lines of 8,192 on two cores).
    static func pieces(of count: Int, workers: Int) -> [Piece] {
        guard workers > 1 else { return count > 0 ? [Piece(start: 0, end: count)] : [] }
        var pieces: [Piece] = [], start = 0
        while start < count {
            let size = min(count - start, max(smallestPiece, (count - start) / (2 * workers)))
            pieces.append(Piece(start: start, end: start + size))
            start += size
        }
        return pieces
    }

    /// A round's lines `start..<end`. Not a `Range<Int>`: an array of those had the runtime look
    /// `Int: Comparable` up among all the binary's conformances at every start.
    struct Piece {
        let start: Int, end: Int
        var lines: Range<Int> { start..<end }
    }

    /// One round: its pieces answered by up to `workers` threads at once (one per worker in
    /// `threads` at most), each taking the next piece left, and their outputs appended in order up
    /// to the first error.
    private static func answer<Worker: Sendable>(
        _ round: [String], firstNumber: Int, workers: Int, threads: Workers<Worker>, into output: inout BufferedOutput,
        _ body: @escaping @Sendable (Worker, String, Int, inout BufferedOutput) throws -> Void
    ) throws(LineError) {
        guard !round.isEmpty else { return }
        let workers = max(1, min(workers, round.count))
        let cut = pieces(of: round.count, workers: workers)
        let pieces = cut.count
        let results = Results(count: pieces)
        let lines = round
        let answerPiece = { @Sendable (piece: Int, worker: Worker) in
            var gathered = BufferedOutput.gathered()
            for k in cut[piece].lines {
                do {
                    try body(worker, lines[k], firstNumber + k, &gathered)
                } catch {
                    results.set(piece, gathered, LineError(line: firstNumber + k, underlying: error))
                    return
                }
            }
            results.set(piece, gathered, nil)
        }
        if workers == 1 || threads.count == 1 {
            let worker = threads.worker(0)
            for piece in 0..<pieces { answerPiece(piece, worker) }
        } else {
            // Threads of their own, started on the other cores (``allAtOnce(_:_:)``): the threads
            // `DispatchQueue.concurrentPerform` made often started milliseconds late, behind this one.
            let next = results
            allAtOnce(min(workers, threads.count)) { part in
                guard let piece = next.takePiece() else { return }
                let worker = threads.worker(part)
                answerPiece(piece, worker)
                while let piece = next.takePiece() { answerPiece(piece, worker) }
            }
        }
        for piece in 0..<pieces {
            let (gathered, error) = results.get(piece)
            output.append(gathered)
            if let error { throw error }
        }
    }

    /// Each thread's worker, made by the thread itself before its first line (what it allocates is
    /// then its own, and a run that never needs the thread makes none), and kept for later rounds.
    private final class Workers<Worker: Sendable>: @unchecked Sendable {
        // @unchecked: slot k is read and written only by the thread answering as the round's k-th,
        // one thread at a time: a round's threads have finished (joined) before the next's start.
        private let slots: UnsafeMutableBufferPointer<Worker?>
        private let make: @Sendable (Int) -> Worker

        init(count: Int, make: @escaping @Sendable (Int) -> Worker) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
            self.make = make
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }

        var count: Int { slots.count }

        /// The `k`-th thread's worker, made now if it has none yet.
        func worker(_ k: Int) -> Worker {
            if let worker = slots[k] { return worker }
            let worker = make(k)
            slots[k] = worker
            return worker
        }
    }

    /// Each piece's output and error, written by the worker that answered it once and read after
    /// all have finished; and which piece is the next to take. Pieces are taken in order, so once
    /// one has failed no piece left is written: none is handed out after that.
    private final class Results: @unchecked Sendable {
        private var slots: [(BufferedOutput, LineError?)]
        private var taken = 0, failed = false
        private let lock = NSLock()

        init(count: Int) { slots = Array(repeating: (BufferedOutput.gathered(), nil), count: count) }

        /// The next piece no worker has taken, or nil when all are.
        func takePiece() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard taken < slots.count, !failed else { return nil }
            taken += 1
            return taken - 1
        }

        func set(_ piece: Int, _ output: BufferedOutput, _ error: LineError?) {
            lock.lock()
            defer { lock.unlock() }
            slots[piece] = (output, error)
            failed = failed || error != nil
        }

        func get(_ piece: Int) -> (BufferedOutput, LineError?) {
            lock.lock()
            defer { lock.unlock() }
            return slots[piece]
        }
    }
}
