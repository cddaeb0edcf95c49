/// When ``Autocorrector`` corrects a word: the few numbers that trade slips fixed against correct
/// words changed, calibrated together (channel and context included) on sentences of public-domain
/// novels that the benchmark never measures (`scripts/sentence_typos.py`'s development books,
/// `keycraft-benchmarks sentences`).
public struct CorrectionPolicy: Sendable, Equatable {
    /// The least score (ln probability, in nats, less the slip's cost) a correction must have: a
    /// candidate below it is no likelier than the typed word being a real word the dictionary lacks.
    public var leastScore: Double
    /// How far the best candidate must lead the runner-up, in nats, for the choice to be clear.
    public var leastMargin: Double
    /// How much of the context's evidence (in nats) a candidate's score takes
    /// (``WordPredictor/ranked(_:after:weight:)``).
    public var contextWeight: Double
    /// How many of the speller's best candidates the context re-ranks (with a language model).
    public var contextCandidates: Int
    /// What the best candidate for a capitalised word mid-sentence (probably a name) must lead the
    /// runner-up by, in nats.
    public var capitalisedMargin: Double

    /// A policy with the given thresholds.
    public init(leastScore: Double, leastMargin: Double, contextWeight: Double, contextCandidates: Int, capitalisedMargin: Double) {
        self.leastScore = leastScore
        self.leastMargin = leastMargin
        self.contextWeight = contextWeight
        self.contextCandidates = contextCandidates
        self.capitalisedMargin = capitalisedMargin
    }

    /// The calibrated policy.
    public static let standard = CorrectionPolicy(leastScore: -22, leastMargin: 1, contextWeight: WordPredictor.contextWeight,
                                                  contextCandidates: 3, capitalisedMargin: Speller.costWeight * TypingErrorModel.standard.cheapestEdit)
}
