/// Edit distances over letter numbers, as spelling compares words.
enum EditDistance {
    /// The optimal-string-alignment Damerau–Levenshtein distance, or nil when it exceeds `limit`.
    ///
    /// Only the diagonal band `|i − j| ≤ limit` is computed (cells outside it are over the limit
    /// anyway, and hold `limit + 1`), and the search stops as soon as a whole row is over it.
    static func bounded<T: Equatable>(_ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>, limit: Int) -> Int? {
        let n = a.count, m = b.count
        guard abs(n - m) <= limit else { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let over = limit + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { rows in
            var before = rows.baseAddress!, previous = before + (m + 1), current = previous + (m + 1)
            for j in 0...m {
                previous[j] = min(j, over)
                before[j] = over
            }
            for i in 1...n {
                let low = max(1, i - limit), high = min(m, i + limit)
                current[0] = min(i, over)
                if low > 1 { current[low - 1] = over }
                var rowMin = low == 1 ? current[0] : over
                let x = a[i - 1]
                for j in low...high {
                    let y = b[j - 1]
                    var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x == y ? 0 : 1))
                    if i > 1, j > 1, x == b[j - 2], a[i - 2] == y { d = min(d, before[j - 2] + 1) }
                    d = min(d, over)
                    current[j] = d
                    rowMin = min(rowMin, d)
                }
                if high < m { current[high + 1] = over }
                if rowMin > limit { return nil }
                (before, previous, current) = (previous, current, before)
            }
            return previous[m] <= limit ? previous[m] : nil
        }
    }

    /// The weighted distance used for ranking (same alignment as ``bounded(_:_:limit:)``), with the
    /// costs of `model` (``TypingErrorModel``), between the typed word `a` and a word `b` `distance`
    /// edits apart.
    ///
    /// Only the band `|i − j| ≤ distance ÷ cheapest indel + apostrophes` is computed: an alignment
    /// leaving it inserts or leaves out more letters than that, besides the free apostrophes, so it
    /// costs more than `distance`, and so more than the `distance`-edit alignment (every edit costs at
    /// most 1). Cells outside the band read as infinity.
    @inline(__always)
    static func weighted<T: Equatable>(
        _ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>, within distance: Int, model: TypingErrorModel,
        areNeighbours: (T, T) -> Bool, isApostrophe: (T) -> Bool
    ) -> Double {
        let n = a.count, m = b.count
        // A letter of the word not typed, and a typed letter the word lacks (cheaper when doubled).
        func dropped(_ s: T) -> Double { isApostrophe(s) ? 0 : model.droppedKey }
        func extra(_ i: Int) -> Double {
            let x = a[i]
            if isApostrophe(x) { return 0 }
            return (i > 0 && a[i - 1] == x) || (i + 1 < n && a[i + 1] == x) ? model.doubledKey : 1
        }
        var band = Int((Double(distance) / model.cheapestIndel).rounded(.down)), apostrophes = 0
        for s in a where isApostrophe(s) { apostrophes += 1 }
        for s in b where isApostrophe(s) { apostrophes += 1 }
        band += apostrophes
        guard abs(n - m) <= band else { return .infinity }
        if m == 0 { return (0..<n).reduce(0) { $0 + extra($1) } }
        // The diagonals i − j the table keeps, from `lowest` to `highest`.
        var (lowest, highest) = (-band, band)
        if apostrophes == 0 {
            var cheapestExtra = 1.0
            for i in 0..<n { cheapestExtra = min(cheapestExtra, extra(i)) }
            (lowest, highest) = narrowedBand(band, lengthDifference: n - m, within: distance, cheapestExtra: cheapestExtra, droppedKey: model.droppedKey)
        }
        let transpositionCost = model.transposition
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * (m + 1) + 5) { rows in
            rows.initialize(repeating: .infinity)
            var before = rows.baseAddress!, previous = before + (m + 1), current = previous + (m + 1)
            // Which of a cell's costs applies is looked up, not branched on: whether two letters are
            // the same, neighbours or a transposition is as good as random, and mispredicted.
            // A letter typed as another: the same, a neighbour, any other. A transposition: added
            // to where it applies, infinity added where it doesn't.
            let substitutions = current + (m + 1), transposing = substitutions + 3
            (substitutions[0], substitutions[1], substitutions[2]) = (0, model.neighbourKey, 1)
            (transposing[0], transposing[1]) = (.infinity, 0)
            previous[0] = 0
            for j in stride(from: 1, through: min(m, -lowest), by: 1) { previous[j] = previous[j - 1] + dropped(b[j - 1]) }
            for i in 0..<n {
                let x = a[i], xBefore = a[max(i - 1, 0)], notFirstRow = i > 0 ? 1 : 0
                // Each row writes one cell either side of its band, so the cells later rows read
                // outside it are infinity, never a value left from three rows before.
                let low = max(1, i + 1 - highest), high = min(m, i + 1 - lowest)
                let indelX = extra(i)
                var left = low == 1 && i + 1 <= highest ? previous[0] + indelX : .infinity
                current[low - 1] = left
                for j in low...high {
                    let y = b[j - 1], twoBack = max(j - 2, 0)
                    let differs = x == y ? 0 : 1, neighbour = areNeighbours(x, y) ? 1 : 0
                    var d = min(previous[j] + indelX, previous[j - 1] + substitutions[differs &* (2 &- neighbour)])
                    // x y typed for y x: not in the first row or column, and not for a doubled letter.
                    let swapped = notFirstRow & (j > 1 ? 1 : 0) & (x == b[twoBack] ? 1 : 0) & (xBefore == y ? 1 : 0) & differs
                    d = min(d, before[twoBack] + transpositionCost + transposing[swapped])
                    // The cell to the left last, from a register: the row's one serial dependency.
                    d = min(d, left + dropped(y))
                    current[j] = d
                    left = d
                }
                if high < m { current[high + 1] = .infinity }
                (before, previous, current) = (previous, current, before)
            }
            return previous[m]
        }
    }

    /// The diagonals (i − j, from `lowest` to `highest`, within ±`band`) an alignment of words
    /// without apostrophes can cross and still cost at most `distance`, the typed word
    /// `lengthDifference` letters longer. Reaching diagonal δ and ending on the length difference
    /// takes letters typed extra (each at least `cheapestExtra`) for every step up and letters left
    /// out (`droppedKey`) for every step down; the result costs at most `distance` (the alignment of
    /// `distance` edits, each at most 1), so a diagonal whose steps alone cost more is never on the
    /// best alignment. With letters typed extra costing 1 this keeps 3 diagonals of equal lengths
    /// instead of 7: the table's work shrinks with the band.
    static func narrowedBand(_ band: Int, lengthDifference k: Int, within distance: Int, cheapestExtra: Double, droppedKey: Double) -> (lowest: Int, highest: Int) {
        // A hair over the cost, so that rounding never drops the best alignment's diagonal.
        let budget = Double(distance) + 1e-9
        func reachable(_ delta: Int) -> Bool {
            let up = max(delta, 0) + max(k - delta, 0), down = max(-delta, 0) + max(delta - k, 0)
            return Double(up) * cheapestExtra + Double(down) * droppedKey <= budget
        }
        var lowest = min(0, k), highest = max(0, k)
        while lowest > -band && reachable(lowest - 1) { lowest -= 1 }
        while highest < band && reachable(highest + 1) { highest += 1 }
        return (lowest, highest)
    }

    /// The weighted cost between the typed word `a` and a word `b` exactly one edit apart, with no
    /// apostrophe in either: the one edit's own cost in `model` — a letter left out, a letter typed
    /// extra (doubled or not), two neighbouring letters swapped, a substitution (neighbouring or not) —
    /// since any other alignment takes two edits or more, each costing at least the cheapest (over
    /// 0.5 in every model), together more than 1. The same value
    /// ``weighted(_:_:within:model:areNeighbours:isApostrophe:)`` computes, without the table.
    @inline(__always)
    static func singleEdit<T: Equatable>(
        _ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>, model: TypingErrorModel, areNeighbours: (T, T) -> Bool
    ) -> Double {
        var i = 0
        while i < min(a.count, b.count) && a[i] == b[i] { i += 1 }
        if a.count < b.count { return model.droppedKey }
        if a.count > b.count {
            // The extra letter sits at the first difference (or anywhere in its run of equal letters).
            let x = a[i]
            return (i > 0 && a[i - 1] == x) || (i + 1 < a.count && a[i + 1] == x) ? model.doubledKey : 1
        }
        guard i < a.count else { return 0 }
        if i + 1 < a.count, a[i] == b[i + 1], a[i + 1] == b[i] { return model.transposition }
        return areNeighbours(a[i], b[i]) ? model.neighbourKey : 1
    }

    /// For words two edits apart, of equal length, with no apostrophe in either: the weighted cost
    /// when the letters that differ decide it, else the least it can be. An alignment either keeps
    /// every letter in place — each differing letter substituted, or two neighbours transposed — or
    /// types a letter extra (at least `cheapestExtra`: 1 unless the typed word has a doubled letter)
    /// and leaves one out. In place, 2 letters differing cost their two substitutions (a transposition
    /// would make them one edit apart), 3 at least a transposition and a substitution, 4 two
    /// transpositions; so 2 letters differing cost their substitutions when those are no dearer than
    /// a letter in and one out, and, when every letter in or out costs 1, 5 or more cost exactly 2.
    @inline(__always)
    static func twoEditsOfEqualLength<T: Equatable>(
        _ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>, model: TypingErrorModel, cheapestExtra: Double,
        areNeighbours: (T, T) -> Bool
    ) -> (cost: Double?, least: Double) {
        var differing = 0, cost = 0.0
        for i in 0..<min(a.count, b.count) where a[i] != b[i] {
            differing += 1
            cost += areNeighbours(a[i], b[i]) ? model.neighbourKey : 1
        }
        let outOfPlace = cheapestExtra + model.droppedKey
        let substitution = min(model.neighbourKey, 1), transposition = min(model.transposition, 2 * substitution)
        let inPlace = differing == 2 ? cost : Double(differing / 2) * transposition + Double(differing % 2) * substitution
        if differing == 2 && cost <= outOfPlace { return (cost, cost) }
        if differing >= 5 && model.hasUniformIndels && inPlace >= 2 { return (2, 2) }
        return (nil, min(inPlace, outOfPlace))
    }

    /// The least weighted cost (``weighted(_:_:within:model:areNeighbours:isApostrophe:)``) of words
    /// `distance` edits apart with no apostrophe in either, the typed word `lengthDifference` letters
    /// longer: every alignment takes at least `distance` edits, and the lengths force some to be
    /// letters typed extra (each at least `cheapestExtra`: 1 unless the typed word has a doubled
    /// letter) or left out (`droppedKey`); any other edit costs at least a transposition or a
    /// neighbouring key. Tighter than `distance` of the cheapest edits (an extra letter that is not
    /// doubled costs 1), so fewer candidates need their alignment computed.
    static func leastCost(distance: Int, lengthDifference k: Int, cheapestExtra: Double, model: TypingErrorModel) -> Double {
        let other = min(model.neighbourKey, model.transposition, 1)
        var least = Double.infinity
        // `extra` letters typed extra, `extra − k` left out, edits of other kinds for the rest.
        for extra in max(0, k)...(max(0, k) + max(0, distance)) {
            let dropped = extra - k, others = max(0, distance - extra - dropped)
            least = min(least, Double(extra) * cheapestExtra + Double(dropped) * model.droppedKey + Double(others) * other)
        }
        return least
    }
}
