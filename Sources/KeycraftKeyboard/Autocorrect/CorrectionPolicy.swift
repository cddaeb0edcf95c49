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
    /// (``WordPredictor/ranked(_:after:following:weight:followingWeight:)``).
    public var contextWeight: Double
    /// How many of the speller's best candidates the context re-ranks (with a language model).
    public var contextCandidates: Int
    /// What the best candidate for a capitalised word mid-sentence (probably a name) must lead the
    /// runner-up by, in nats: less than a slip's cost, so slips in names the dictionary has are put
    /// right (Ekinor: Elinor).
    public var capitalisedMargin: Double
    /// How much of the following word's evidence (in nats) a candidate's score takes, when the whole
    /// text is known (``TypingContext/following``; never as a keyboard types).
    public var followingWeight: Double

    /// A policy with the given thresholds.
    public init(leastScore: Double, leastMargin: Double, contextWeight: Double, contextCandidates: Int, capitalisedMargin: Double,
                followingWeight: Double = WordPredictor.followingWeight) {
        self.followingWeight = followingWeight
        self.leastScore = leastScore
        self.leastMargin = leastMargin
        self.contextWeight = contextWeight
        self.contextCandidates = contextCandidates
        self.capitalisedMargin = capitalisedMargin
    }

    /// The least margin without a language model, whose context the lower ``leastMargin`` was
    /// calibrated with (the former policy's, calibrated on the dictionary's bigrams).
    public static let leastMarginWithoutContext = 1.0

    /// The calibrated policy. On 4,000 development sentences (4,408 slips; channel and context on),
    /// slips fixed / correct words changed by the least margin, with 3 or 5 candidates re-ranked:
    /// 1 nat (the former policy) 87.8% / 0.18%; 0.6: 89.0% / 0.22%; 0.3: 90.1% / 0.25% with 5
    /// (90.0% / 0.26% with 3); 0: 91.0% / 0.27%. A wrong correction of a slip costs no more than
    /// none, so the margin only guards real words the dictionary lacks: 0.3 keeps most of the gain
    /// with room under 0.5% on books whose damage runs higher (the benchmark's, 0.35% before).
    /// Measured again where the loss is — on the development books the language model has not read
    /// (below), once the sentence-start, first-letter capital and apostrophe rules were in — the margin
    /// still bought fixes at little damage: unread then read, 0.3: 91.3% / 0.15% and 95.2% / 0.14%;
    /// 0.2: 91.5% / 0.15% and 95.2% / 0.14%; 0.1: 91.7% / 0.15% and 95.3% / 0.15%; 0 (unread): 91.9% /
    /// 0.16%. It is 0.1: the last step's damage rose on both, and what it still guards is a pair of
    /// candidates the context cannot tell apart.
    ///
    /// The capitalised margin is calibrated where the held-out loss is — on development books the
    /// language model has not read (`scripts/language_model.py … --leave-out
    /// austen-sense.txt,chesterton-brown.txt,bryant-stories.txt`, and 4,000 of their sentences from
    /// `sentence_typos.py --books` the same) — and checked on the development books it has read. Slips
    /// fixed / correct words changed, unread then read (names the model read left alone, swapped
    /// capitals put right): at 3.9 nats (ln 1/ε, the cheapest slip: the former margin) 90.4% / 0.14%
    /// and 94.4% / 0.14%; at 3, 90.9% / 0.17% and 94.7% / 0.14%; at 2.5, 91.1% / 0.17% and 94.8% / 0.14%;
    /// at 2, 91.4% / 0.17% and 94.9% / 0.14%. 2.5 keeps most of the gain with room for books with more
    /// names (names no dictionary has are what a lower margin changes). A following weight of 1 rather
    /// than 0.8 gained on the read books (94.1% from 93.9%) but lost on the unread (89.5% from 89.7%),
    /// so it stays 0.8.
    public static let standard = CorrectionPolicy(leastScore: -22, leastMargin: 0.1, contextWeight: WordPredictor.contextWeight,
                                                  contextCandidates: 5, capitalisedMargin: 2.5)
}
