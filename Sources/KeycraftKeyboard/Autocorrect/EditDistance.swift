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
    /// costs ``SpellingCandidate/cost`` lists.
    @inline(__always)
    static func weighted<T: Equatable>(
        _ a: UnsafeBufferPointer<T>, _ b: UnsafeBufferPointer<T>,
        areNeighbours: (T, T) -> Bool, isApostrophe: (T) -> Bool
    ) -> Double {
        let n = a.count, m = b.count
        func indel(_ s: T) -> Double { isApostrophe(s) ? 0 : 1 }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * (m + 1)) { rows in
            var before = rows.baseAddress!, previous = before + (m + 1), current = previous + (m + 1)
            previous[0] = 0
            for j in stride(from: 1, through: m, by: 1) { previous[j] = previous[j - 1] + indel(b[j - 1]) }
            for i in 0..<n {
                let x = a[i]
                current[0] = previous[0] + indel(x)
                for j in stride(from: 1, through: m, by: 1) {
                    let y = b[j - 1]
                    let substitution = x == y ? 0 : areNeighbours(x, y) ? Speller.neighbourKeyCost : 1
                    var d = min(previous[j] + indel(x), current[j - 1] + indel(y), previous[j - 1] + substitution)
                    if i > 0, j > 1, x == b[j - 2], a[i - 1] == y, x != y { d = min(d, before[j - 2] + Speller.transpositionCost) }
                    current[j] = d
                }
                (before, previous, current) = (previous, current, before)
            }
            return previous[m]
        }
    }
}
