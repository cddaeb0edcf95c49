import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftPlayground

/// Spelling suggestions at edit distance 2 on the shipped English dictionary: load time, added
/// resident memory, time per lookup (against a brute-force scan of every word) and accuracy.
///
/// `scripts/benchmark-autocorrect.sh` runs this beside symspellpy on the same misspellings: it
/// passes them in `KEYCRAFT_MISSPELLINGS` (lines `typo<TAB>intended`) and reads the `RESULT` line.
/// Alone, the suite makes 10,000 misspellings itself (one or two random edits of common words, from a
/// fixed seed).
enum AutocorrectBenchmarks {
    static func run() {
        // Read before the baseline, so that the list's own memory is not counted as the dictionary's.
        let provided = providedMisspellings()
        let rssBefore = memoryStatus("VmRSS"), anonBefore = memoryStatus("RssAnon"), fileBefore = memoryStatus("RssFile")
        let clock = ContinuousClock()
        var dictionary: CompactDictionary!
        let loadCPUStart = threadCPUTime()
        let firstLoad = clock.measure { dictionary = try! CompactDictionary.english() }
        let loadCPU = threadCPUTime() - loadCPUStart
        // How people misspell (the learned substring edits), as `keycraft suggest` ranks with it.
        var misspellings: MisspellingModel!
        let channelLoad = clock.measure { misspellings = try! MisspellingModel.english() }
        let speller = Speller(dictionary: dictionary, misspellings: misspellings)
        let keyboardOnly = Speller(dictionary: dictionary)
        let rssLoaded = memoryStatus("VmRSS")
        let anonLoaded = memoryStatus("RssAnon") - anonBefore, fileLoaded = memoryStatus("RssFile") - fileBefore

        let cases = provided ?? generatedMisspellings(dictionary)
        let typos = cases.map(\.typo)
        let lookup = measure("delete index", operations: typos.count, rounds: 3) {
            for typo in typos { blackHole(speller.candidates(for: typo, limit: 3)) }
        }
        // CPU time as well as wall time: on a busy machine it is what compares fairly with symspellpy
        // (best of 3 passes, as the command's runs below are).
        let lookupCPU = (0..<3).map { _ in
            let start = threadCPUTime()
            for typo in typos { blackHole(speller.candidates(for: typo, limit: 3)) }
            return (threadCPUTime() - start) / Double(typos.count)
        }.min()!
        let rssPeak = memoryStatus("VmHWM")
        // Reloads after the peak was read: each builds a second copy beside the shared one.
        let reload = (0..<5).map { _ in
            clock.measure { blackHole(try! CompactDictionary(contentsOf: CompactDictionary.englishResourceURL!)) }
        }.min()!
        var top1 = 0, top3 = 0, keyboardTop1 = 0
        for (typo, intended) in cases {
            let words = speller.candidates(for: typo, limit: 3).map { $0.word.lowercased() }
            if words.first == intended.lowercased() { top1 += 1 }
            if words.contains(intended.lowercased()) { top3 += 1 }
            if keyboardOnly.candidates(for: typo, limit: 1).first?.word.lowercased() == intended.lowercased() { keyboardTop1 += 1 }
        }
        let channelBytes = (try? FileManager.default.attributesOfItem(atPath: MisspellingModel.englishResourceURL!.path)[.size] as? Int) ?? 0

        let all = (0..<dictionary.wordCount).map { dictionary.word(at: $0) }
        let sample = Array(typos.prefix(100))
        let brute = measure("scan every word", operations: sample.count, rounds: 1) {
            for typo in sample {
                blackHole(all.filter { Speller.editDistance(typo, $0, limit: 2) != nil }.count)
            }
        }
        printComparisonTable(
            title: "autocorrect: candidates within distance 2, English (\(dictionary.wordCount) words, \(cases.count) misspellings)",
            [Comparison(workload: "suggest (top 3)", ours: lookup, naive: brute)])
        let loadMs = seconds(firstLoad) * 1000, reloadMs = seconds(reload) * 1000
        let addedMB = Double(rssPeak - rssBefore) / 1024
        printTable(title: "autocorrect: load and memory", header: ["measure", "value"], rows: [
            ["first load (file mapped, checksum and structure checked)", String(format: "%.1f ms (CPU %.1f ms)", loadMs, loadCPU * 1000)],
            ["lookup, CPU time", String(format: "%.2f µs", lookupCPU * 1e6)],
            ["reload, best of 5", String(format: "%.1f ms", reloadMs)],
            ["misspelling table load (\(misspellings.ruleCount) edits, \(channelBytes / 1024) KiB)", String(format: "%.1f ms", seconds(channelLoad) * 1000)],
            ["dictionary file", "\(dictionary.byteCount / 1024) KiB"],
            ["resident memory added by the load", String(format: "%.1f MB (mapped file %.1f MB, heap %.1f MB)",
                                                          Double(rssLoaded - rssBefore) / 1024, Double(fileLoaded) / 1024, Double(anonLoaded) / 1024)],
            ["peak resident memory added (load + lookups)", String(format: "%.1f MB", addedMB)],
            ["accuracy, top 1 / top 3", String(format: "%.1f%% / %.1f%%", 100 * Double(top1) / Double(cases.count), 100 * Double(top3) / Double(cases.count))],
            ["accuracy, top 1, key slips only (no misspelling table)", String(format: "%.1f%%", 100 * Double(keyboardTop1) / Double(cases.count))],
        ])
        // The same lookups through `keycraft suggest`, beside the in-process CPU time above.
        let command = SuggestCommandBenchmarks.run(typos: typos, speller: speller, inProcessCPU: lookupCPU)
        let commandFields = command.map {
            String(format: " command_cpu_us=%.3f command_wall_us=%.3f command_parallel_cpu_us=%.3f command_parallel_wall_us=%.3f startup_s=%.4f startup_cpu_s=%.4f command_peak_mb=%.1f command_same=%d",
                   $0.perWordCPU * 1e6, $0.perWordWall * 1e6, $0.parallelCPU * 1e6, $0.parallelWall * 1e6, $0.startupWall, $0.startupCPU, $0.peakMB,
                   $0.sameAnswers ? 1 : 0)
        } ?? ""
        print(String(format: "RESULT load_ms=%.2f load_cpu_ms=%.2f reload_ms=%.2f lookup_us=%.3f lookup_cpu_us=%.3f added_rss_mb=%.2f top1=%d top3=%d cases=%d keyboard_top1=%d channel_load_ms=%.2f channel_kib=%d",
                     loadMs, loadCPU * 1000, reloadMs, lookup.nanosecondsPerOperation / 1000, lookupCPU * 1e6, addedMB, top1, top3, cases.count,
                     keyboardTop1, seconds(channelLoad) * 1000, channelBytes / 1024) + commandFields)
        KoreanAutocorrectBenchmarks.run()
    }

    /// The misspellings from `KEYCRAFT_MISSPELLINGS` (lines `typo<TAB>intended`), if it names a readable file.
    private static func providedMisspellings() -> [(typo: String, intended: String)]? {
        guard let path = ProcessInfo.processInfo.environment["KEYCRAFT_MISSPELLINGS"],
              let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
        }
    }

    /// 10,000 misspellings of common words, made from a fixed seed.
    private static func generatedMisspellings(_ dictionary: CompactDictionary) -> [(typo: String, intended: String)] {
        var generator = PlaygroundRandomness.seeded(state: 11)
        let common = (0..<dictionary.wordCount)
            .filter { dictionary.frequency(at: $0) > 1_000_000 && dictionary.word(at: $0).count >= 3 }
            .map { dictionary.word(at: $0) }
            .filter { $0.allSatisfy { $0.isASCII && $0.isLetter } }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var result: [(String, String)] = []
        while result.count < 10_000 {
            let word = common[Int(generator.next() % UInt64(common.count))]
            var typo = Array(word)
            for _ in 0..<(generator.next() % 10 < 7 ? 1 : 2) {
                let at = Int(generator.next() % UInt64(typo.count))
                let letter = letters[Int(generator.next() % 26)]
                switch generator.next() % 4 {
                case 0 where typo.count > 2: typo.remove(at: at)
                case 1: typo.insert(letter, at: at)
                case 2 where at + 1 < typo.count: typo.swapAt(at, at + 1)
                default: typo[at] = letter
                }
            }
            let text = String(typo)
            if dictionary.index(of: text) == nil { result.append((text, word)) }
        }
        return result
    }

    /// A field of /proc/self/status in KiB (0 where there is none); the emoji suite reads it too.
    static func memoryStatus(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.split(separator: " ").dropFirst().first { Int($0) != nil } ?? "0") ?? 0
        }
        return 0
    }

    /// The CPU time this thread has used, in seconds.
    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
