/// The optimal-string-alignment distance from one typed word (up to 64 letters) to many dictionary
/// words, a column of the table per machine word: Myers' bit-vector algorithm with Hyyrö's
/// transposition term (H. Hyyrö, "A bit-vector algorithm for computing Levenshtein and Damerau edit
/// distances", 2002). About fifteen operations a letter instead of a row of the table, and it stops
/// as soon as the letters left cannot bring the distance back within the limit.
///
/// The match table (which positions of the typed word hold each letter number) lives on the stack
/// for the duration of ``with(_:_:)``: a lookup allocates nothing for it.
struct BitParallelDistance {
    /// For each letter number up to the largest compared, the positions of the typed word where it occurs.
    private let matches: UnsafeMutablePointer<UInt64>
    private let length: Int

    /// Calls `body` with a distance computer for `typed`, or nil when the word is empty or longer
    /// than 64 letters (use ``EditDistance/bounded(_:_:limit:)`` then). The words compared with it
    /// have letter numbers up to `letters` (a dictionary's alphabet size): the table is that long,
    /// and a typed letter beyond it matches none of them.
    static func with<R>(_ typed: UnsafeBufferPointer<UInt8>, letters: Int = 255, _ body: (BitParallelDistance?) -> R) -> R {
        guard !typed.isEmpty, typed.count <= 64 else { return body(nil) }
        let letters = min(max(letters, 0), 255)
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: letters + 1) { table in
            table.initialize(repeating: 0)
            for (position, code) in typed.enumerated() where Int(code) <= letters { table[Int(code)] |= 1 << UInt64(position) }
            return body(BitParallelDistance(matches: table.baseAddress!, length: typed.count))
        }
    }

    private init(matches: UnsafeMutablePointer<UInt64>, length: Int) {
        self.matches = matches
        self.length = length
    }

    /// The distance to `word`, or nil when it exceeds `limit`.
    @inline(__always)
    func distance(to word: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        distance(count: word.count, limit: limit) { word[$0] }
    }

    /// The distance to the word of `count` letters packed in `key` (first letter in the low byte).
    @inline(__always)
    func distance(toPacked key: UInt64, count: Int, limit: Int) -> Int? {
        distance(count: count, limit: limit) { UInt8(truncatingIfNeeded: key >> (8 * UInt64($0))) }
    }

    /// The distances to two words packed as in the index (at most 7 letters each; `countB` 0 for
    /// none), computed side by side: each word is a chain of dependent steps, and two independent
    /// chains keep the CPU busy where one leaves it waiting. No early exit — the words are short —
    /// so the caller compares each with its limit.
    @inline(__always)
    func distances(toPacked a: UInt64, count countA: Int, and b: UInt64, count countB: Int) -> (Int, Int) {
        var columnA = firstColumn(), columnB = firstColumn()
        var (distanceA, distanceB) = (length, length)
        for j in 0..<max(countA, countB) {
            advance(&columnA, by: UInt8(truncatingIfNeeded: a >> (8 * UInt64(j))))
            advance(&columnB, by: UInt8(truncatingIfNeeded: b >> (8 * UInt64(j))))
            distanceA = j + 1 == countA ? columnA.score : distanceA
            distanceB = j + 1 == countB ? columnB.score : distanceB
        }
        return (distanceA, distanceB)
    }

    /// The table's column after some of a dictionary word's letters, as vertical deltas, with what
    /// the next letter needs (the last row, and for transpositions the previous column's matches).
    struct Column {
        var vp: UInt64
        var vn: UInt64 = 0
        /// The last row: the distance from the whole typed word to the letters so far.
        var score: Int
        var previousMatch: UInt64 = 0
        var previousD0: UInt64 = 0
        /// How many of the word's letters it has taken.
        var letters = 0
    }

    /// The column before any letter.
    @inline(__always)
    func firstColumn() -> Column {
        Column(vp: length == 64 ? ~0 : (1 &<< UInt64(length)) &- 1, score: length)
    }

    /// Takes the word's next letter.
    @inline(__always)
    func advance(_ column: inout Column, by letter: UInt8) {
        let match = matches[Int(letter)]
        let transposition = ((~column.previousD0 & match) &<< 1) & column.previousMatch
        let d0 = (((match & column.vp) &+ column.vp) ^ column.vp) | match | column.vn | transposition
        var hp = column.vn | ~(d0 | column.vp)
        var hn = column.vp & d0
        // Branch-free: which way the last row moves is data, and a mispredicted branch per letter
        // would cost more than the arithmetic.
        // Masking shifts: `length` is 1...64, and the compiler need not guard against wider ones.
        column.score &+= Int(truncatingIfNeeded: (hp &>> UInt64(length &- 1)) & 1) &- Int(truncatingIfNeeded: (hn &>> UInt64(length &- 1)) & 1)
        hp = (hp &<< 1) | 1
        hn = hn &<< 1
        column.vp = hn | ~(d0 | hp)
        column.vn = hp & d0
        column.previousMatch = match
        column.previousD0 = d0
        column.letters &+= 1
    }

    /// Whether some value in the column is at most `limit`: whether an alignment passing through it
    /// can cost that little. Only rows within `limit` of the column's own number can (a row further
    /// away is at least that far). The lowest such row's value is the first row's plus the vertical
    /// deltas above it (two population counts); each row after it adds one delta.
    @inline(__always)
    func reaches(_ limit: Int, in column: Column) -> Bool {
        let lowestRow = max(0, column.letters - limit), highestRow = min(length, column.letters + limit)
        guard lowestRow <= highestRow else { return false }
        let above: UInt64 = lowestRow >= 64 ? ~0 : (1 &<< UInt64(lowestRow)) &- 1
        var value = column.letters + (column.vp & above).nonzeroBitCount - (column.vn & above).nonzeroBitCount
        if value <= limit { return true }
        for row in lowestRow..<highestRow {
            value += Int(truncatingIfNeeded: (column.vp &>> UInt64(row)) & 1) - Int(truncatingIfNeeded: (column.vn &>> UInt64(row)) & 1)
            if value <= limit { return true }
        }
        return false
    }

    /// The distance to a word of `count` letters whose first `column.letters` letters `column` has
    /// taken, or nil when it exceeds `limit`; it stops as soon as the letters left cannot bring the
    /// distance back within the limit.
    @inline(__always)
    func distance(from column: Column, count: Int, limit: Int, letter: (Int) -> UInt8) -> Int? {
        guard abs(count - length) <= limit else { return nil }
        var column = column
        for j in column.letters..<count {
            advance(&column, by: letter(j))
            // Each letter left can lower the last row by at most one.
            if column.score - (count - 1 - j) > limit { return nil }
        }
        return column.score <= limit ? column.score : nil
    }

    @inline(__always)
    private func distance(count: Int, limit: Int, letter: (Int) -> UInt8) -> Int? {
        distance(from: firstColumn(), count: count, limit: limit, letter: letter)
    }
}
