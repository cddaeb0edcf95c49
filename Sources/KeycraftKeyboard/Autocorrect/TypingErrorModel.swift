import Foundation

/// What each kind of typing slip costs a candidate, in units of ``Speller/costWeight`` — the cost of
/// one wrong keystroke that could have been any of 26 keys, ln(26 / ε) with ε = 1/50 keystrokes going
/// wrong (``Speller/keystrokeErrorRate``). A slip with fewer ways to happen is likelier, so cheaper:
/// a neighbouring key is one of about 6, ln(6 / ε); two keystrokes swapped one of 2, ln(2 / ε).
/// A letter substituted or typed extra (not doubled) always costs 1, an apostrophe added or left out 0.
public struct TypingErrorModel: Sendable, Equatable {
    /// A key next to the intended one (``KeyProximity``).
    public var neighbourKey: Double
    /// Two neighbouring keystrokes typed in the wrong order.
    public var transposition: Double
    /// A key of the word left out.
    public var droppedKey: Double
    /// A key typed twice: an extra keystroke equal to the one beside it.
    public var doubledKey: Double

    /// The model English is ranked with: a dropped or doubled letter costs what any missing or extra
    /// letter does (1), as in the noisy channel ``Speller`` describes.
    public static let standard = TypingErrorModel(
        neighbourKey: Speller.neighbourKeyCost, transposition: Speller.transpositionCost, droppedKey: 1, doubledKey: 1)

    /// The two-set Korean model: a dropped key or a doubled one is a single way to slip — nothing to
    /// choose among 26 — so it costs ln(1 / ε) / ln(26 / ε) ≈ 0.55. Fingers on the two-set layout drop
    /// keys within syllables (a compound vowel's or final's second key) and bounce on the same key
    /// often, and those slips decide between eojeol that differ by a key; measured on keystroke slips
    /// of the 10,000 commonest words, it moves top-1 from about 0.86 to 0.92.
    public static let twoSet = TypingErrorModel(
        neighbourKey: Speller.neighbourKeyCost, transposition: Speller.transpositionCost,
        droppedKey: log(1 / Speller.keystrokeErrorRate) / Speller.costWeight,
        doubledKey: log(1 / Speller.keystrokeErrorRate) / Speller.costWeight)

    /// A model with these costs (each in 0...1: no slip costs more than a random wrong key).
    public init(neighbourKey: Double, transposition: Double, droppedKey: Double, doubledKey: Double) {
        self.neighbourKey = neighbourKey
        self.transposition = transposition
        self.droppedKey = droppedKey
        self.doubledKey = doubledKey
    }

    /// The least any edit other than an apostrophe costs, for bounding scores before computing them.
    var cheapestEdit: Double { min(neighbourKey, transposition, droppedKey, doubledKey, 1) }
    /// The least a key inserted or left out costs.
    var cheapestIndel: Double { min(droppedKey, doubledKey, 1) }
    /// Whether every key inserted or left out costs 1, which the shortcuts for two edits of equal
    /// length rely on.
    var hasUniformIndels: Bool { droppedKey == 1 && doubledKey == 1 }
}
