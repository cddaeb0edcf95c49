/// A word offered for what was typed, with the numbers that ranked it.
public struct SpellingCandidate: Equatable, Sendable {
    /// The word, in the typed word's case.
    public let word: String
    /// The Damerau–Levenshtein distance from the typed word (transposition = one edit).
    public let distance: Int
    /// The weighted edit cost: a neighbouring key ``Speller/neighbourKeyCost`` (≈ 0.8), a
    /// transposition ``Speller/transpositionCost`` (≈ 0.64), an apostrophe 0, other edits 1.
    public let cost: Double
    /// ln P(word | previous word) − ln(26 / ``Speller/keystrokeErrorRate``) × cost: higher is better.
    public let score: Double
    /// Whether the word comes from the user (lexicon or learned), not the dictionary.
    public let isUserWord: Bool
}
