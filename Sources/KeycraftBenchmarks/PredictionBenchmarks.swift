import Foundation
import KeycraftKeyboard

/// Next-word prediction and completion on held-out prose: the trigram model (``LanguageModel``)
/// against the plain bigram of the dictionary (the naive approach, what predictions were before),
/// side by side — top-1/top-3 accuracy, keystroke savings, time per call — with the model's size and
/// load time.
///
/// The prose is `KEYCRAFT_PREDICTION_TEXT` (a file), else the opening of Persuasion vendored in
/// `Resources/held-out-prose` (scripts/vendor-held-out-prose.py), a book the model's training never
/// reads. Each word is predicted from the text before it (the model reads its last
/// two tokens; the bigram its last word): **next word** before its first letter, **completion** after
/// its first two. **Keystroke savings**: typing each word letter by letter, the user taps it as soon
/// as it is among the three suggestions (one keystroke); the share of the words' letters not typed.
enum PredictionBenchmarks {
    static func run() {
        let clock = ContinuousClock()
        var model: LanguageModel!
        let firstLoad = clock.measure { model = try! LanguageModel.english() }
        let reload = (0..<5).map { _ in clock.measure { blackHole(try! LanguageModel(contentsOf: LanguageModel.englishResourceURL!)) } }.min()!
        let dictionary = try! CompactDictionary.english()
        // The misspelling table ships in the same product (KeycraftEnglishDictionary): its file counts too.
        let misspellingBytes = (try! FileManager.default.attributesOfItem(atPath: MisspellingModel.englishResourceURL!.path)[.size] as! NSNumber).intValue
        let speller = Speller(dictionary: dictionary)
        let ours = WordPredictor(speller: speller, model: model), naive = WordPredictor(speller: speller, model: nil)
        guard let text = heldOutText() else {
            print("prediction: no held-out text (set KEYCRAFT_PREDICTION_TEXT)")
            return
        }
        let words = Array(wordsWithContext(text).prefix(6_000))
        let a = score(ours, words), b = score(naive, words)
        let nextOurs = measure("trigram next word", operations: 2_000, rounds: 1) {
            for (before, _) in words.prefix(2_000) { blackHole(ours.predictions(after: PredictionContext(textBefore: before))) }
        }
        let nextNaive = measure("bigram next word", operations: 2_000, rounds: 1) {
            for (before, _) in words.prefix(2_000) { blackHole(naive.predictions(after: PredictionContext(textBefore: before))) }
        }
        printComparisonTable(title: "prediction: time per next-word call (\(words.count) held-out words)",
                             [Comparison(workload: "predict (top 3)", ours: nextOurs, naive: nextNaive)])
        func percent(_ x: Double) -> String { String(format: "%.1f", 100 * x) }
        printTable(title: "prediction: held-out prose (\(words.count) words), ours (trigram) vs the plain bigram",
                   header: ["measure", "trigram", "bigram"], rows: [
            ["next word top 1 (%)", percent(a.next1), percent(b.next1)],
            ["next word top 3 (%)", percent(a.next3), percent(b.next3)],
            ["completion after 2 letters top 1 (%)", percent(a.completion1), percent(b.completion1)],
            ["completion after 2 letters top 3 (%)", percent(a.completion3), percent(b.completion3)],
            ["keystroke savings (%)", percent(a.savings), percent(b.savings)],
        ])
        printTable(title: "prediction: the model", header: ["measure", "value"], rows: [
            ["model size", String(format: "%.2f MB (%d words)", Double(model.byteCount) / 1e6, model.wordCount)],
            ["English resource (dictionary + model + misspellings)",
             String(format: "%.2f MB of 20", Double(model.byteCount + dictionary.byteCount + misspellingBytes) / 1e6)],
            ["first load (mapped, checksums and structure checked)", String(format: "%.1f ms", AutocorrectBenchmarks.seconds(firstLoad) * 1000)],
            ["reload, best of 5", String(format: "%.1f ms", AutocorrectBenchmarks.seconds(reload) * 1000)],
        ])
        print(String(format: "RESULT prediction next1=%.4f next3=%.4f comp1=%.4f comp3=%.4f savings=%.4f "
                     + "bigram_next1=%.4f bigram_next3=%.4f bigram_comp1=%.4f bigram_comp3=%.4f bigram_savings=%.4f "
                     + "model_bytes=%d load_ms=%.2f",
                     a.next1, a.next3, a.completion1, a.completion3, a.savings,
                     b.next1, b.next3, b.completion1, b.completion3, b.savings, model.byteCount, AutocorrectBenchmarks.seconds(reload) * 1000))
    }

    struct Score { var next1 = 0.0, next3 = 0.0, completion1 = 0.0, completion3 = 0.0, savings = 0.0 }

    static func score(_ predictor: WordPredictor, _ words: [(before: Substring, word: String)]) -> Score {
        var s = Score()
        var letters = 0, saved = 0
        for (before, word) in words {
            let context = PredictionContext(textBefore: before)
            let key = word.lowercased()
            let next = predictor.predictions(after: context).map { $0.lowercased() }
            s.next1 += next.first == key ? 1 : 0
            s.next3 += next.contains(key) ? 1 : 0
            let completed = predictor.completions(of: String(word.prefix(2)), after: context).map { $0.lowercased() }
            s.completion1 += completed.first == key ? 1 : 0
            s.completion3 += completed.contains(key) ? 1 : 0
            letters += word.count
            // Letter by letter until the word is offered (a tap is one keystroke).
            for typed in 0..<word.count {
                let offered = typed == 0 ? next : predictor.completions(of: String(word.prefix(typed)), after: context).map { $0.lowercased() }
                if offered.contains(key) {
                    saved += max(0, word.count - typed - 1)
                    break
                }
            }
        }
        let n = Double(max(1, words.count))
        return Score(next1: s.next1 / n, next3: s.next3 / n, completion1: s.completion1 / n, completion3: s.completion3 / n,
                     savings: Double(saved) / Double(max(1, letters)))
    }

    static let heldOutURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // KeycraftBenchmarks
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Resources/held-out-prose/austen-persuasion-opening.txt")

    static func heldOutText() -> String? {
        let path = ProcessInfo.processInfo.environment["KEYCRAFT_PREDICTION_TEXT"] ?? heldOutURL.path
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Every word of `text` (the corpus's tokenised text made prose again: `do n't` → `don't`) with
    /// the text before it.
    static func wordsWithContext(_ text: String) -> [(before: Substring, word: String)] {
        var prose = text
        for suffix in ["n't", "'s", "'ll", "'re", "'ve", "'d", "'m"] { prose = prose.replacingOccurrences(of: " " + suffix + " ", with: suffix + " ") }
        var result: [(Substring, String)] = []
        var index = prose.startIndex
        while index < prose.endIndex {
            guard prose[index].isLetter else { index = prose.index(after: index); continue }
            var end = index
            while end < prose.endIndex, prose[end].isLetter || (prose[end] == "'" && prose.index(after: end) < prose.endIndex && prose[prose.index(after: end)].isLetter) {
                end = prose.index(after: end)
            }
            let start = prose.index(index, offsetBy: -200, limitedBy: prose.startIndex) ?? prose.startIndex
            result.append((prose[start..<index], String(prose[index..<end])))
            index = end
        }
        return result
    }
}
