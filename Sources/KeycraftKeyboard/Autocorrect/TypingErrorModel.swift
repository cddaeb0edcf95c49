import Foundation

/// What each kind of typing slip costs a candidate, in units of one edit (the speller's cost weight) — the cost of
/// one wrong keystroke that could have been any of 26 keys, ln(26 / ε) with ε = 1/50 keystrokes going
/// wrong (``Speller/keystrokeErrorRate``). A slip with fewer ways to happen is likelier, so cheaper:
/// a neighbouring key is one of about 6, ln(6 / ε); two keystrokes swapped one of 2, ln(2 / ε); a key
/// left out, or typed twice, is a single way to slip, ln(1 / ε). A letter substituted or typed extra
/// (not doubled) always costs 1, an apostrophe added or left out 0.
public struct TypingErrorModel: Sendable, Equatable {
    /// A key next to the intended one (``KeyProximity``).
    public var neighbourKey: Double
    /// Two neighbouring keystrokes typed in the wrong order.
    public var transposition: Double
    /// A key of the word left out.
    public var droppedKey: Double
    /// A key typed twice: an extra keystroke equal to the one beside it.
    public var doubledKey: Double

    /// The model both languages are ranked with. A dropped key or a doubled one costs
    /// ln(1 / ε) / ln(26 / ε) ≈ 0.55 — nothing to choose among 26 — where a first version charged
    /// them 1 like any missing or extra letter. Measured, not tuned: on keystroke slips of the 10,000
    /// commonest Korean words top-1 went from 0.86 to 0.90; on English, the codespell list of real
    /// misspellings (measured only) from 0.883 to 0.918, random one- or two-edit typos from 0.75 to 0.79.
    public static let standard = TypingErrorModel(
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
    /// The least a letter typed extra costs in a word with (`true`) or without a doubled letter:
    /// only a letter beside its own copy can be a key typed twice; any other costs 1.
    func cheapestExtra(typedHasDoubledLetter: Bool) -> Double { typedHasDoubledLetter ? min(doubledKey, 1) : 1 }
    /// The least a key inserted or left out costs.
    var cheapestIndel: Double { min(droppedKey, doubledKey, 1) }
    /// Whether every key inserted or left out costs 1, which the shortcuts for two edits of equal
    /// length rely on.
    var hasUniformIndels: Bool { droppedKey == 1 && doubledKey == 1 }
}
