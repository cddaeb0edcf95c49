import Foundation
import KeycraftKeyboard

/// `keycraft suggest --top 3` as a user runs it, beside the in-process lookup it wraps (#26: the
/// command within 1.3× of the engine): the same typos on standard input, the command's CPU time less
/// its start-up per word, the ratio, its start-up and peak memory, and whether it answers what the
/// engine answers. CPU time, because on a shared machine wall time measures the neighbours. The
/// command answers on every core unless `--jobs 1`: both are run, so the engine's cost per word (one
/// thread, CPU) and what a user waits for (all cores, wall) are told apart.
enum SuggestCommandBenchmarks {
    struct Figures {
        /// CPU time per word through the command, start-up taken off (seconds).
        let perWordCPU: Double
        /// Wall time per word through the command, start-up taken off (seconds).
        let perWordWall: Double
        /// The same on every core (the command's default): CPU time of all threads, and wall time.
        let parallelCPU: Double
        let parallelWall: Double
        let startupWall: Double
        let startupCPU: Double
        let peakMB: Double
        /// Whether the command's output is the in-process answers, line for line.
        let sameAnswers: Bool
    }

    /// The `keycraft` built beside this executable (`swift build -c release --product keycraft`),
    /// or the one `KEYCRAFT_COMMAND` names.
    static var command: String? {
        let path = ProcessInfo.processInfo.environment["KEYCRAFT_COMMAND"]
            ?? Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("keycraft").path
        return path.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
    }

    /// Measures the command on `typos` and prints its table beside `inProcessCPU` (CPU seconds per
    /// word, the same lookups in process); nil (and a note) when the command is not built.
    static func run(typos: [String], speller: Speller, inProcessCPU: Double) -> Figures? {
        guard let command else {
            print("\n(keycraft is not built beside the benchmarks — `swift build -c release --product keycraft` — so the command is not measured)")
            return nil
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-suggest-\(UUID())")
        try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("typos.txt").path, output = directory.appendingPathComponent("out.txt").path
        try! Data(typos.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: input))
        let arguments = ["suggest", "--top", "3", "--jobs", "1"]

        // The answers first: the command must say what the engine says.
        guard let first = ChildRun.run(command, arguments, input: input, output: output), first.status == 0 else {
            print("\n(\(command) suggest failed to run; the command is not measured)")
            return nil
        }
        let expected = typos.map { speller.candidates(for: $0, limit: 3).map(\.word).joined(separator: " ") + "\n" }.joined()
        let same = (try? String(contentsOfFile: output, encoding: .utf8)) == expected
        let startups = (0..<5).compactMap { _ in ChildRun.run(command, arguments, input: "/dev/null") }
        let runs = [first] + (0..<2).compactMap { _ in ChildRun.run(command, arguments, input: input) }
        let parallelArguments = ["suggest", "--top", "3"]
        let parallelOutput = directory.appendingPathComponent("parallel.txt").path
        let parallelRuns = (0..<3).compactMap { _ in ChildRun.run(command, parallelArguments, input: input, output: parallelOutput) }
        let parallelSame = (try? String(contentsOfFile: parallelOutput, encoding: .utf8)) == expected
        let startupWall = startups.map(\.wall).min()!, startupCPU = startups.map(\.cpu).min()!
        let count = Double(typos.count)
        let figures = Figures(
            perWordCPU: (runs.map(\.cpu).min()! - startupCPU) / count, perWordWall: (runs.map(\.wall).min()! - startupWall) / count,
            parallelCPU: (parallelRuns.map(\.cpu).min()! - startupCPU) / count,
            parallelWall: (parallelRuns.map(\.wall).min()! - startupWall) / count,
            startupWall: startupWall, startupCPU: startupCPU, peakMB: Double((runs + parallelRuns).map(\.peakKiB).max()!) / 1024,
            sameAnswers: same && parallelSame)
        printTable(title: "suggest through the command: \(typos.count) words on standard input, --top 3 (goal: ≤ 1.3× in process)",
                   header: ["measure", "value"], rows: [
            ["in process, per word (CPU)", String(format: "%.2f µs", inProcessCPU * 1e6)],
            ["through `keycraft suggest --jobs 1`, per word (CPU, start-up taken off; best of 3)", String(format: "%.2f µs", figures.perWordCPU * 1e6)],
            ["command ÷ in process", String(format: "%.2f×", figures.perWordCPU / inProcessCPU)],
            ["through `--jobs 1`, per word (wall, start-up taken off)", String(format: "%.2f µs", figures.perWordWall * 1e6)],
            ["on every core (the default), per word: CPU of all threads / wall (\(ProcessInfo.processInfo.activeProcessorCount) cores)",
             String(format: "%.2f µs / %.2f µs", figures.parallelCPU * 1e6, figures.parallelWall * 1e6)],
            ["start-up, empty input (wall / CPU, best of 5)", String(format: "%.3f s / %.3f s", startupWall, startupCPU)],
            ["peak resident memory of the command (at most; see ChildRun.peakKiB)", String(format: "%.1f MB", figures.peakMB)],
            ["answers", same ? "the same as in process, line for line" : "DIFFERENT from in process"],
        ])
        return figures
    }
}
