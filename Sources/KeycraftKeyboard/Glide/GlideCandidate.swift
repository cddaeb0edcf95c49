/// A word a glide gesture may spell, with how well it explains the gesture.
public struct GlideCandidate: Equatable, Sendable {
    /// The word as the dictionary shows it (I, don't, London).
    public let word: String
    /// ln P(gesture | word) + ln P(word | previous word), up to a constant: higher is likelier.
    public let score: Double

    /// A candidate `word` with `score`.
    public init(word: String, score: Double) {
        self.word = word
        self.score = score
    }
}
