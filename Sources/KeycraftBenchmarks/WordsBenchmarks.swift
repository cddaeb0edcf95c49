import KeycraftText

/// The current word as a custom keyboard asks for it on every keystroke: ours scans only around the
/// cursor, the naive way segments the whole context and takes the last word. The context before the
/// cursor is 10 characters or 4 KB; ours should cost about the same for both (within 2×).
enum WordsBenchmarks {
    static func run() {
        let afterInput = "ul 하루 👋"
        let shortContext = "so wonderf"
        let sentence = "Hello, 안녕하세요 세계! I don't mind paying 1,000.50 for 👩‍👩‍👧 and 🇰🇷 cafe\u{301}. "
        var filler = String(repeating: sentence, count: 4096 / sentence.utf8.count + 1).unicodeScalars
        while filler.count > 0 && String(filler).utf8.count > 4096 - 7 { filler.removeFirst() }
        let longContext = String(filler) + "wonderf"
        let repetitions = 2_000

        var rows: [Comparison] = []
        var ours: [Measurement] = []
        for (name, beforeInput) in [("10 characters before the cursor", shortContext), ("4 KB before the cursor", longContext)] {
            precondition(
                currentWord(beforeInput, afterInput) == naiveCurrentWord(beforeInput, afterInput),
                "ours and naive disagree on \(name)")
            let ourMeasurement = measure("ours", operations: repetitions) {
                for _ in 0..<repetitions { blackHole(currentWord(beforeInput, afterInput)) }
            }
            let naiveMeasurement = measure("naive", operations: repetitions) {
                for _ in 0..<repetitions { blackHole(naiveCurrentWord(beforeInput, afterInput)) }
            }
            rows.append(Comparison(workload: "current word, \(name)", ours: ourMeasurement, naive: naiveMeasurement))
            ours.append(ourMeasurement)
        }
        printComparisonTable(title: "words: current word (\(longContext.utf8.count) bytes vs 10 characters of context)", rows)

        let growth = ours[1].nanosecondsPerOperation / ours[0].nanosecondsPerOperation
        printTable(
            title: "words: cost of ours with 4 KB of context ÷ with 10 characters (goal: within 2×)",
            header: ["ratio", "within 2×"],
            rows: [[String(format: "%.2f×", growth), growth <= 2 ? "yes" : "NO"]]
        )
    }

    private static func currentWord(_ beforeInput: String, _ afterInput: String) -> String? {
        WordBoundaries.currentWord(documentContextBeforeInput: beforeInput, documentContextAfterInput: afterInput)?.text
    }

    /// Segments the whole context, then takes the last word that touches the cursor.
    private static func naiveCurrentWord(_ beforeInput: String, _ afterInput: String) -> String? {
        let text = beforeInput + afterInput
        let cursor = beforeInput.utf16.count
        let words = WordBoundaries.words(in: text).filter { $0.lowerBound <= cursor && cursor <= $0.upperBound }
        guard let word = words.first else { return nil }
        let utf16 = text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: word.lowerBound)
        return String(text[start..<utf16.index(start, offsetBy: word.count)])
    }
}
