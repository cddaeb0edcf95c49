extension MisspellingModel {
    /// The keyboard slips a channel charges beside the learned edits (``TypedWordChannel``): a key
    /// dropped, typed extra, typed as another (a neighbour cheaper) and two keys swapped, each costing
    /// `unit` × its cost in ``TypingErrorModel``.
    ///
    /// They decide which learned edits matter. An edit α → β whose cost is more than the slips' own
    /// cheapest way to type α as β can't lower any cell of the channel's table: every alignment
    /// through it has one through those slips, over the same cells, that costs less. Half the
    /// English table's edits are such (most of them a substitution dearer than a plain wrong key),
    /// and a channel with them left out scans and weighs half as many — with the same costs.
    struct Slips: Sendable {
        let errors: TypingErrorModel
        let unit: Double
        let keyboard: KeyProximity

        /// The speller's: ``TypingErrorModel/standard`` on ``KeyProximity/qwerty``, in units of
        /// ``Speller/costWeight``.
        static let standard = Slips(errors: .standard, unit: Speller.costWeight, keyboard: .qwerty)

        /// Whether the two charge the same for every slip.
        func isSame(as other: Slips) -> Bool {
            errors == other.errors && unit.bitPattern == other.unit.bitPattern && keyboard.hasSameKeys(as: other.keyboard)
        }

        /// Whether these slips type `rule`'s α as its β for less than the rule costs, wherever it
        /// applies (by more than rounding could ever make up: sums of the channel's costs are exact
        /// far past 10⁻⁹).
        func beat(_ rule: Rule) -> Bool {
            leastCost(typing: rule.alpha, as: rule.beta) + 1e-9 < MisspellingModel.ruleWeight * rule.cost
        }

        /// The most the slips alone can cost to type `alpha` as `beta` (packed sides, ``MisspellingModel/pack(_:)``)
        /// where the two stand in a typed and an intended word: the least over alignments of each
        /// step's dearest cost in any context. Every step is the channel's own (``TypedWordChannel``'s
        /// table): a letter dropped (an apostrophe free), a typed letter extra (an apostrophe free;
        /// beside a copy of itself it costs the doubled key's, so the dearer of that and a whole
        /// edit), a letter typed as another (free when the same, a neighbour's cost, else a whole
        /// edit) and two letters swapped. A cost that is not a number makes it infinite: nothing is
        /// then left out. On the stack: the English table's 12,000 edits are weighed at every start.
        func leastCost(typing alpha: UInt64, as beta: UInt64) -> Double {
            let dropped = unit * errors.droppedKey, extra = unit * max(1, errors.doubledKey)
            let neighbour = unit * errors.neighbourKey, swapped = unit * errors.transposition
            guard !(dropped.isNaN || extra.isNaN || neighbour.isNaN || swapped.isNaN || unit.isNaN) else { return .infinity }
            let side = MisspellingModel.longestSide
            return withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: 2 * side) { letters in
                let a = Self.unpack(alpha, into: letters.baseAddress!), b = Self.unpack(beta, into: letters.baseAddress! + side)
                let x = UnsafeBufferPointer(start: letters.baseAddress!, count: a)
                let y = UnsafeBufferPointer(start: letters.baseAddress! + side, count: b)
                let width = b + 1
                return withUnsafeTemporaryAllocation(of: Double.self, capacity: (side + 1) * (side + 1)) { table in
                    for i in 0...a {
                        for j in 0...b {
                            var best = i + j == 0 ? 0 : Double.infinity
                            if i > 0 { best = min(best, table[(i - 1) * width + j] + (SpellingSymbols.isApostrophe(x[i - 1]) ? 0 : dropped)) }
                            if j > 0 { best = min(best, table[i * width + j - 1] + (SpellingSymbols.isApostrophe(y[j - 1]) ? 0 : extra)) }
                            if i > 0, j > 0 {
                                let p = x[i - 1], q = y[j - 1]
                                best = min(best, table[(i - 1) * width + j - 1] + (p == q ? 0 : keyboard.areNeighbours(p, q) ? neighbour : unit))
                                if i > 1, j > 1, p == y[j - 2], x[i - 2] == q, p != q {
                                    best = min(best, table[(i - 2) * width + j - 2] + swapped)
                                }
                            }
                            table[i * width + j] = best
                        }
                    }
                    return table[a * width + b]
                }
            }
        }

        /// Writes a packed side's scalars (``MisspellingModel/pack(_:)``), first to last, at `to`;
        /// returns how many.
        private static func unpack(_ side: UInt64, into to: UnsafeMutablePointer<Unicode.Scalar>) -> Int {
            var count = 0, rest = side
            while rest != 0 {
                count += 1
                rest >>= 21
            }
            rest = side
            for k in stride(from: count - 1, through: 0, by: -1) {
                to[k] = Unicode.Scalar(UInt32(truncatingIfNeeded: rest & 0x1F_FFFF)) ?? "\u{FFFD}"
                rest >>= 21
            }
            return count
        }
    }
}
