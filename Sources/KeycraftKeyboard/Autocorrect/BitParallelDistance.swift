/// The optimal-string-alignment distance from one typed word (up to 64 letters) to many dictionary
/// words, a column of the table per machine word: Myers' bit-vector algorithm with Hyyrö's
/// transposition term (H. Hyyrö, "A bit-vector algorithm for computing Levenshtein and Damerau edit
/// distances", 2002). About fifteen operations a letter instead of a row of the table, and it stops
/// as soon as the letters left cannot bring the distance back within the limit.
///
/// The match table (which positions of the typed word hold each letter number) lives on the stack
/// for the duration of ``with(_:_:)``: a lookup allocates nothing for it.
struct BitParallelDistance {
    /// For each letter number, the positions of the typed word where it occurs (256 entries).
    private let matches: UnsafeMutablePointer<UInt64>
    private let length: Int

    /// Calls `body` with a distance computer for `typed`, or nil when the word is empty or longer
    /// than 64 letters (use ``EditDistance/bounded(_:_:limit:)`` then).
    static func with<R>(_ typed: UnsafeBufferPointer<UInt8>, _ body: (BitParallelDistance?) -> R) -> R {
        guard !typed.isEmpty, typed.count <= 64 else { return body(nil) }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 256) { table in
            table.initialize(repeating: 0)
            for (position, code) in typed.enumerated() { table[Int(code)] |= 1 << UInt64(position) }
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

    @inline(__always)
    private func distance(count: Int, limit: Int, letter: (Int) -> UInt8) -> Int? {
        guard abs(count - length) <= limit else { return nil }
        let last: UInt64 = 1 << UInt64(length - 1)
        var vp: UInt64 = length == 64 ? ~0 : (1 << UInt64(length)) - 1
        var vn: UInt64 = 0
        var score = length
        var previousMatch: UInt64 = 0
        var previousD0: UInt64 = 0
        for j in 0..<count {
            let match = matches[Int(letter(j))]
            let transposition = ((~previousD0 & match) << 1) & previousMatch
            let d0 = (((match & vp) &+ vp) ^ vp) | match | vn | transposition
            var hp = vn | ~(d0 | vp)
            var hn = vp & d0
            if hp & last != 0 { score += 1 } else if hn & last != 0 { score -= 1 }
            // Each letter left can lower the last row by at most one.
            if score - (count - 1 - j) > limit { return nil }
            hp = (hp << 1) | 1
            hn <<= 1
            vp = hn | ~(d0 | hp)
            vn = hp & d0
            previousMatch = match
            previousD0 = d0
        }
        return score <= limit ? score : nil
    }
}
