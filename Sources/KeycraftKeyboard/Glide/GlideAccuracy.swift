import Foundation

/// How often a decoder's first (and first three) candidates are the word a gesture was drawn for,
/// on gestures from a ``GlideGestureSynthesizer``: the figure the benchmarks report and the tests
/// hold a floor under.
public struct GlideAccuracy: Equatable, Sendable, CustomStringConvertible {
    /// The share of gestures whose first candidate is the word (ignoring case).
    public let top1: Double
    /// The share whose first three candidates include it.
    public let top3: Double
    /// How many gestures were decoded.
    public let samples: Int

    /// Decodes `samples` gestures with `decoder`, each for a word drawn at random from `words`.
    public static func measure(
        _ decoder: GlideDecoder, synthesizer: GlideGestureSynthesizer, words: [String], samples: Int,
        using random: inout some RandomNumberGenerator
    ) throws -> GlideAccuracy {
        try measure(synthesizer: synthesizer, words: words, samples: samples, using: &random) { try decoder.candidates(for: $0, limit: 3) }
    }

    /// Decodes `samples` gestures with `decode` (another matcher, the exhaustive one), each for a
    /// word drawn at random from `words`.
    public static func measure(
        synthesizer: GlideGestureSynthesizer, words: [String], samples: Int, using random: inout some RandomNumberGenerator,
        decode: ([CGPoint]) throws -> [GlideCandidate]
    ) throws -> GlideAccuracy {
        var first = 0, three = 0, decoded = 0
        while decoded < samples, !words.isEmpty {
            let word = words[Int.random(in: 0..<words.count, using: &random)]
            guard let gesture = synthesizer.gesture(for: word, using: &random) else { continue }
            let found = try decode(gesture).prefix(3).map { $0.word.lowercased() }
            decoded += 1
            if found.first == word.lowercased() { first += 1 }
            if found.contains(word.lowercased()) { three += 1 }
        }
        let total = Double(max(1, decoded))
        return GlideAccuracy(top1: Double(first) / total, top3: Double(three) / total, samples: decoded)
    }

    /// The `count` most frequent words of `dictionary` that its letter keys can spell (letters and
    /// apostrophes only), most frequent first.
    public static func commonestWords(_ count: Int, in dictionary: CompactDictionary, layout: LetterKeyLayout = .iPhonePortraitEnglish) -> [String] {
        let ranked = (0..<dictionary.wordCount).sorted { dictionary.frequency(at: $0) > dictionary.frequency(at: $1) }
        var words: [String] = []
        for i in ranked where words.count < count {
            let word = dictionary.word(at: i)
            if word.allSatisfy({ $0 == "'" || layout.frame(of: $0) != nil }) { words.append(word) }
        }
        return words
    }

    /// "top-1 71.3%, top-3 90.1% (1000 gestures)".
    public var description: String {
        func percent(_ share: Double) -> String { String(Double((share * 1000).rounded()) / 10) + "%" }
        return "top-1 \(percent(top1)), top-3 \(percent(top3)) (\(samples) gestures)"
    }
}
