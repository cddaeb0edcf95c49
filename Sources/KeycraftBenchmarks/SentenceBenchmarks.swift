import Foundation
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftPlayground

/// Autocorrect on whole sentences, as `keycraft correct` types them (``KeyboardTextEntry`` word by
/// word, each word seeing the line after it) and as a keyboard does (the text before only): the share
/// of slipped words fixed and of correct words changed, why each slip was missed, and the same two
/// rates for each ``CorrectionPolicy`` of a grid — how its thresholds were calibrated.
///
/// The sentences are `KEYCRAFT_SENTENCES` (lines: typed, intended, positions of the slipped words,
/// tab-separated), written by `python3 scripts/sentence_typos.py WORDS_FILE OUT.tsv` from its
/// development books (never the books the benchmark measures, never Joyce's); with
/// `KEYCRAFT_SENTENCES_MODEL`, the language model in that file instead of the shipped one.
enum SentenceBenchmarks {
    struct Case {
        let typed: String
        let intended: String
        let slipped: Set<Int>
    }

    struct Score {
        var fixed = 0, slipped = 0, damaged = 0, correct = 0
        var fixRate: Double { Double(fixed) / Double(max(1, slipped)) }
        var damageRate: Double { Double(damaged) / Double(max(1, correct)) }
    }

    static func run() {
        guard let path = ProcessInfo.processInfo.environment["KEYCRAFT_SENTENCES"],
              let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            print("sentences: set KEYCRAFT_SENTENCES to a file from scripts/sentence_typos.py")
            return
        }
        let cases = text.split(separator: "\n").compactMap { line -> Case? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3 else { return nil }
            return Case(typed: String(fields[0]), intended: String(fields[1]),
                        slipped: Set(fields[2].split(separator: ",").compactMap { Int($0) }))
        }
        let speller = try! SpellingLanguage.english.speller()
        // KEYCRAFT_SENTENCES_MODEL: a model that has not read the sentences' books
        // (`scripts/language_model.py … --leave-out`), to measure correction on unread prose.
        let model = ProcessInfo.processInfo.environment["KEYCRAFT_SENTENCES_MODEL"].map {
            try! LanguageModel(contentsOf: URL(fileURLWithPath: $0))
        } ?? SpellingLanguage.english.languageModel()
        let autocorrector = Autocorrector(speller: speller, languageModel: model)
        let outputs = corrected(cases, autocorrector)
        let standard = score(cases, outputs)
        let typed = score(cases, corrected(cases, autocorrector, seeingWhatFollows: false))
        func rates(_ s: Score) -> [String] {
            [String(format: "%.1f (%d of %d)", 100 * s.fixRate, s.fixed, s.slipped),
             String(format: "%.2f (%d of %d)", 100 * s.damageRate, s.damaged, s.correct)]
        }
        printTable(title: "sentences: \(cases.count) sentences, the standard policy", header: ["typed", "slipped words fixed (%)", "correct words changed (%)"], rows: [
            ["whole line (keycraft correct)"] + rates(standard),
            ["as typed (a keyboard: the text before only)"] + rates(typed),
        ])
        explainMisses(cases, outputs, autocorrector)
        if let spec = ProcessInfo.processInfo.environment["KEYCRAFT_SENTENCES_GRID"] { grid(cases, autocorrector, spec) }
    }

    /// Each case's typed line as autocorrect leaves it (one pipeline for all, as the command does).
    static func corrected(_ cases: [Case], _ autocorrector: Autocorrector, seeingWhatFollows: Bool = true) -> [String] {
        var entry = KeyboardTextEntry(autocorrector: autocorrector)
        return cases.map { c in
            let document = InMemoryTextDocument("")
            let controller = KeyboardInputViewController(document: document)
            entry.reset()
            entry.type(c.typed + " ", in: controller, seeingWhatFollows: seeingWhatFollows)
            return String(document.text.dropLast())
        }
    }

    /// The words of `line` as `scripts/sentence_typos.py` counts them.
    static func words(_ line: String) -> [Substring] {
        line.matches(of: /[A-Za-z]+(?:'[A-Za-z]+)*/).map(\.output)
    }

    static func score(_ cases: [Case], _ outputs: [String]) -> Score {
        var s = Score()
        for (c, out) in zip(cases, outputs) {
            let want = words(c.intended), got = words(out)
            for (i, word) in want.enumerated() {
                let same = i < got.count && got[i] == word
                if c.slipped.contains(i) {
                    s.slipped += 1
                    if same { s.fixed += 1 }
                } else {
                    s.correct += 1
                    if !same { s.damaged += 1 }
                }
            }
        }
        return s
    }

    /// Why slips were missed: the intended word not among the candidates, among them but not first,
    /// or first but refused by the thresholds; and the correct words changed, with examples.
    static func explainMisses(_ cases: [Case], _ outputs: [String], _ autocorrector: Autocorrector) {
        var reasons: [String: [String]] = [:]
        var damages: [String] = []
        for (c, out) in zip(cases, outputs) {
            let want = words(c.intended), typed = words(c.typed), got = words(out)
            guard want.count == typed.count else { continue }
            for (i, listed) in want.enumerated() {
                let word = String(listed)
                let output = i < got.count ? String(got[i]) : ""
                if !c.slipped.contains(i) {
                    if output != word { damages.append("\(word)→\(output)") }
                    continue
                }
                guard output != word else { continue }
                let slip = String(typed[i])
                // The context as the pipeline saw it: the intended text before the word.
                let before = String(c.intended[..<want[i].startIndex])
                // And the typed text after it, as the whole line's correction sees it.
                let context = TypingContext(textBefore: before, textAfter: c.typed[typed[i].endIndex...])
                let ranked = autocorrector.predictor.ranked(
                    autocorrector.speller.candidates(for: slip, previousWord: context.previousWord,
                                                     limit: autocorrector.policy.contextCandidates),
                    after: context.prediction, following: context.following, weight: autocorrector.policy.contextWeight,
                    followingWeight: autocorrector.policy.followingWeight)
                let wide = autocorrector.speller.candidates(for: slip, previousWord: context.previousWord, limit: 12)
                let capital = word.first!.isUppercase && !context.isSentenceStart
                let reason: String
                if !wide.contains(where: { $0.word == word }) {
                    reason = "not within two edits"
                } else if !ranked.contains(where: { $0.word == word }) {
                    reason = "a candidate, below the first 3"
                } else if ranked.first?.word != word {
                    reason = "a candidate, not first"
                } else if capital {
                    reason = "first, refused (capitalised mid-sentence)"
                } else if let best = ranked.first, best.score < autocorrector.policy.leastScore {
                    reason = "first, refused: score below the least"
                } else if ranked.count > 1, ranked[0].score - ranked[1].score < autocorrector.policy.leastMargin {
                    reason = "first, refused: margin"
                } else {
                    reason = "first, refused: cost, or context differs"
                }
                let best = ranked.first.map { String(format: "%@ %.1f/%.2f", $0.word, $0.score, $0.cost) } ?? "-"
                let second = ranked.dropFirst().first.map { String(format: "%@ %.1f", $0.word, $0.score) } ?? "-"
                reasons[reason, default: []].append("\(slip)→\(word) [\(best); \(second)] got \(output)")
            }
        }
        printTable(title: "sentences: the slips missed, by reason", header: ["reason", "slips", "examples"],
                   rows: reasons.sorted { $0.value.count > $1.value.count }.map { [$0.key, "\($0.value.count)", ""] })
        let verbose = ProcessInfo.processInfo.environment["KEYCRAFT_SENTENCES_VERBOSE"] != nil
        if verbose {
            for (reason, examples) in reasons {
                print("## \(reason)")
                for e in examples.prefix(60) { print("  \(e)") }
            }
            print("## damaged")
            for d in damages.prefix(80) { print("  \(d)") }
        }
    }

    /// The rates for every policy of a grid: `KEYCRAFT_SENTENCES_GRID` lists, `;`-separated, the values
    /// of each field of ``CorrectionPolicy`` in order (context weight, least score, least margin,
    /// candidates re-ranked, capitalised margin, following weight), each a `,`-separated list; an
    /// empty list keeps the standard value.
    static func grid(_ cases: [Case], _ autocorrector: Autocorrector, _ spec: String) {
        let lists = spec.split(separator: ";", omittingEmptySubsequences: false).map { $0.split(separator: ",").compactMap { Double($0) } }
        let standard = CorrectionPolicy.standard
        func values(_ i: Int, _ fallback: Double) -> [Double] { i < lists.count && !lists[i].isEmpty ? lists[i] : [fallback] }
        var rows: [[String]] = []
        for weight in values(0, standard.contextWeight) {
            for least in values(1, standard.leastScore) {
                for margin in values(2, standard.leastMargin) {
                    for count in values(3, Double(standard.contextCandidates)) {
                        for capital in values(4, standard.capitalisedMargin) {
                            for following in values(5, standard.followingWeight) {
                                var a = autocorrector
                                a.policy = CorrectionPolicy(leastScore: least, leastMargin: margin, contextWeight: weight,
                                                            contextCandidates: Int(count), capitalisedMargin: capital, followingWeight: following)
                                let s = score(cases, corrected(cases, a))
                                rows.append([String(weight), String(least), String(margin), String(Int(count)), String(format: "%.2f", capital),
                                             String(following), String(format: "%.1f", 100 * s.fixRate), String(format: "%.2f", 100 * s.damageRate)])
                                print(rows.last!.joined(separator: "\t"))
                            }
                        }
                    }
                }
            }
        }
        printTable(title: "sentences: the policy grid", header: ["weight", "least score", "margin", "candidates", "capitalised", "following", "fixed (%)", "changed (%)"], rows: rows)
    }
}
