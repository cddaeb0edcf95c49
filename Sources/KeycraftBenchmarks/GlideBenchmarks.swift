import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftPlayground

/// Glide decoding on the shipped English dictionary: time per gesture (median and p99) of the pruned
/// search against the exhaustive matcher that compares the gesture with every word's template, the
/// memory the glide index adds, and accuracy on generated gestures (for information).
///
/// Gestures come from `GlideGestureSynthesizer` (its doc comment states the noise model) for words
/// drawn at random from the 12,000 commonest the keys can spell, from a fixed seed.
enum GlideBenchmarks {
    static func run() {
        let dictionary = try! CompactDictionary.english()
        let rssBefore = memoryStatus("VmRSS")
        let clock = ContinuousClock()
        var decoder: GlideDecoder!
        let buildCPUStart = threadCPUTime()
        let build = clock.measure { decoder = GlideDecoder(dictionary: dictionary) }
        let buildCPU = threadCPUTime() - buildCPUStart
        let rssAfter = memoryStatus("VmRSS")
        let words = GlideAccuracy.commonestWords(12_000, in: dictionary)

        var random = PlaygroundRandomness.seeded(state: 25)
        var rows: [[String]] = []
        var comparisons: [Comparison] = []
        for (name, synthesizer) in [("neat", GlideGestureSynthesizer.neat), ("sloppy", GlideGestureSynthesizer.sloppy)] {
            let gestures = (0..<2_000).compactMap { _ in synthesizer.gesture(for: words[Int.random(in: 0..<words.count, using: &random)], using: &random) }
            let ours = percentiles(gestures) { blackHole(try! decoder.candidates(for: $0, limit: 3)) }
            let naive = percentiles(Array(gestures.prefix(100))) { blackHole(try! decoder.exhaustiveCandidates(for: $0, limit: 3)) }
            comparisons.append(Comparison(workload: "\(name), median", ours: Measurement(label: "pruned", nanosecondsPerOperation: ours.median),
                                          naive: Measurement(label: "every template", nanosecondsPerOperation: naive.median)))
            comparisons.append(Comparison(workload: "\(name), p99", ours: Measurement(label: "pruned", nanosecondsPerOperation: ours.p99),
                                          naive: Measurement(label: "every template", nanosecondsPerOperation: naive.p99)))
            comparisons.append(Comparison(workload: "\(name), CPU time, median", ours: Measurement(label: "pruned", nanosecondsPerOperation: ours.cpuMedian),
                                          naive: Measurement(label: "every template", nanosecondsPerOperation: naive.cpuMedian)))
            comparisons.append(Comparison(workload: "\(name), CPU time, p99", ours: Measurement(label: "pruned", nanosecondsPerOperation: ours.cpuP99),
                                          naive: Measurement(label: "every template", nanosecondsPerOperation: naive.cpuP99)))
            var accuracyRandom = PlaygroundRandomness.seeded(state: 2026)
            let accuracy = try! GlideAccuracy.measure(decoder, synthesizer: synthesizer, words: words, samples: 5_000, using: &accuracyRandom)
            var referenceRandom = PlaygroundRandomness.seeded(state: 2026)
            let reference = try! GlideAccuracy.measure(synthesizer: synthesizer, words: words, samples: 500, using: &referenceRandom) {
                try decoder.exhaustiveCandidates(for: $0, limit: 3)
            }
            rows.append([name, String(format: "%.1f%% / %.1f%%", 100 * accuracy.top1, 100 * accuracy.top3),
                         String(format: "%.1f%% / %.1f%% (first 500)", 100 * reference.top1, 100 * reference.top3)])
        }
        printComparisonTable(title: "glide: decode one gesture, top 3, English (\(decoder.wordCount) words that can be glided)", comparisons)
        printTable(title: "glide: accuracy on generated gestures (5,000 each, words from the 12,000 commonest)",
                   header: ["swipes", "top-1 / top-3", "exhaustive matcher, top-1 / top-3"], rows: rows)
        printTable(title: "glide: index", header: ["measure", "value"], rows: [
            ["index build (at load)", String(format: "%.1f ms (CPU %.1f ms)", Double(build.components.attoseconds) / 1e15 + Double(build.components.seconds) * 1000, buildCPU * 1000)],
            ["index size (bytes it holds)", String(format: "%.2f MB", Double(decoder.indexByteCount) / 1_048_576)],
            ["resident memory added by the build", String(format: "%.2f MB", Double(rssAfter - rssBefore) / 1024)],
        ])
    }

    /// Median and 99th percentile of the time each gesture takes, in nanoseconds (after a warm-up
    /// pass): wall-clock time, and this thread's CPU time (which a busy machine's preemptions don't inflate).
    private static func percentiles(_ gestures: [[CGPoint]], _ body: ([CGPoint]) -> Void) -> (median: Double, p99: Double, cpuMedian: Double, cpuP99: Double) {
        for gesture in gestures.prefix(50) { body(gesture) }
        let clock = ContinuousClock()
        var wall: [Double] = [], cpu: [Double] = []
        for gesture in gestures {
            let cpuStart = threadCPUTime()
            let elapsed = clock.measure { body(gesture) }
            cpu.append((threadCPUTime() - cpuStart) * 1e9)
            wall.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        }
        wall.sort()
        cpu.sort()
        let p99 = min(gestures.count - 1, gestures.count * 99 / 100)
        return (wall[gestures.count / 2], wall[p99], cpu[gestures.count / 2], cpu[p99])
    }
}
