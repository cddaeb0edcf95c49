/// A word offered for what was typed, with the numbers that ranked it.
public struct SpellingCandidate: Equatable, Sendable {
    /// The word, in the typed word's case.
    public let word: String
    /// The Damerau–Levenshtein distance from the typed word (transposition = one edit).
    public let distance: Int
    /// The weighted edit cost: a neighbouring key 0.5, a transposition 0.75, an apostrophe 0, other
    /// edits 1.
    public let cost: Double
    /// ln P(word | previous word) − 5 × cost: higher is better.
    public let score: Double
    /// Whether the word comes from the user (lexicon or learned), not the dictionary.
    public let isUserWord: Bool
}
