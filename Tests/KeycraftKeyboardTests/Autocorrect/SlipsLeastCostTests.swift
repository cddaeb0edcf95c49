@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// What the slips alone cost to type one side of a learned edit as the other, which decides the
/// edits a channel leaves out (``MisspellingModel/Slips/beat(_:)``): the filled table's answer is the
/// plain recurrence's, to the bit.
@Suite struct SlipsLeastCostTests {
    /// The recurrence as the doc comment of ``MisspellingModel/Slips/leastCost(typing:as:)`` states
    /// it, every cell trying every step.
    static func reference(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], _ slips: MisspellingModel.Slips) -> Double {
        let unit = slips.unit, errors = slips.errors
        let dropped = unit * errors.droppedKey, extra = unit * max(1, errors.doubledKey)
        let neighbour = unit * errors.neighbourKey, swapped = unit * errors.transposition
        if dropped.isNaN || extra.isNaN || neighbour.isNaN || swapped.isNaN || unit.isNaN { return .infinity }
        var table = [[Double]](repeating: [Double](repeating: .infinity, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count {
            for j in 0...y.count {
                var best = i + j == 0 ? 0 : Double.infinity
                if i > 0 { best = min(best, table[i - 1][j] + (x[i - 1] == "'" ? 0 : dropped)) }
                if j > 0 { best = min(best, table[i][j - 1] + (y[j - 1] == "'" ? 0 : extra)) }
                if i > 0, j > 0 {
                    let p = x[i - 1], q = y[j - 1]
                    best = min(best, table[i - 1][j - 1] + (p == q ? 0 : slips.keyboard.areNeighbours(p, q) ? neighbour : unit))
                    if i > 1, j > 1, p == y[j - 2], x[i - 2] == q, p != q { best = min(best, table[i - 2][j - 2] + swapped) }
                }
                table[i][j] = best
            }
        }
        return table[x.count][y.count]
    }

    /// Random sides of up to three letters (neighbours, an apostrophe, a mark, a letter outside ASCII
    /// and Korean), under the standard slips and under random ones (a doubled key dearer than a
    /// whole edit, costs of zero, not a number).
    @Test func theTableGivesThePlainRecurrencesCost() async {
        let letters: [Unicode.Scalar] = ["a", "s", "d", "q", "'", "^", "é", "ㅂ", "ㅈ"]
        let side = Gen.element(of: letters).compactMap { $0 }.array(of: 0...3)
        let cost = Gen.element(of: [0, 0.3, 1, 1.7, 2.5, Double.nan]).compactMap { $0 }
        await propertyCheck(count: 500, input: side, side, cost.array(of: 4), Gen.bool) { x, y, costs, standard in
            let errors = standard ? TypingErrorModel.standard
                : TypingErrorModel(neighbourKey: costs[0], transposition: costs[1], droppedKey: costs[2], doubledKey: costs[3])
            let slips = MisspellingModel.Slips(errors: errors, unit: Speller.costWeight, keyboard: .qwerty)
            let fast = slips.leastCost(typing: MisspellingModel.pack(x[...]), as: MisspellingModel.pack(y[...]))
            let plain = Self.reference(x, y, slips)
            #expect(fast == plain || (fast.isNaN && plain.isNaN), "\(x) as \(y) under \(errors)")
        }
    }
}
