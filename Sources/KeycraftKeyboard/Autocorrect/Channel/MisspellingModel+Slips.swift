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
            let side = MisspellingModel.longestSide, width = side + 1
            return withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: 2 * side) { letters in
                let x = letters.baseAddress!, y = letters.baseAddress! + side
                let a = Self.unpack(alpha, into: x), b = Self.unpack(beta, into: y)
                // Row by row (a fixed width), the first row and column on their own: the steps
                // and their sums are the table's, only the tests of which steps a cell has are gone
                // from the inner loop (the English table's 12,000 edits are weighed at every start).
                return withUnsafeTemporaryAllocation(of: Double.self, capacity: width * width) { cells in
                    let table = cells.baseAddress!
                    table[0] = 0
                    // Ranges rather than strides (a and b are at least 0), here and in `unpack`: the
                    // strides' iterator was not inlined, a call a step (1.5 million instructions a start).
                    for j in 1..<(b + 1) {
                        table[j] = min(.infinity, table[j - 1] + (SpellingSymbols.isApostrophe(y[j - 1]) ? 0 : extra))
                    }
                    for i in 1..<(a + 1) {
                        let row = table + i * width, up = row - width
                        let p = x[i - 1], drop = SpellingSymbols.isApostrophe(p) ? 0 : dropped
                        row[0] = min(.infinity, up[0] + drop)
                        for j in 1..<(b + 1) {
                            let q = y[j - 1]
                            var best = min(min(.infinity, up[j] + drop), row[j - 1] + (SpellingSymbols.isApostrophe(q) ? 0 : extra))
                            best = min(best, up[j - 1] + (p == q ? 0 : keyboard.areNeighbours(p, q) ? neighbour : unit))
                            if i > 1, j > 1, p == y[j - 2], x[i - 2] == q, p != q {
                                best = min(best, up[j - 2 - width] + swapped)
                            }
                            row[j] = best
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
            var k = count
            while k > 0 {
                k -= 1
                to[k] = Unicode.Scalar(UInt32(truncatingIfNeeded: rest & 0x1F_FFFF)) ?? "\u{FFFD}"
                rest >>= 21
            }
            return count
        }
    }
}
