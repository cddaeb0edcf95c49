/// The optimal-string-alignment distance from one typed word (up to 64 letters) to many dictionary
/// words, a column of the table per machine word: Myers' bit-vector algorithm with Hyyrö's
/// transposition term (H. Hyyrö, "A bit-vector algorithm for computing Levenshtein and Damerau edit
/// distances", 2002). About fifteen operations a letter instead of a row of the table.
struct BitParallelDistance {
    /// For each letter number, the positions of the typed word where it occurs.
    private var matches: [UInt64]
    private let length: Int

    /// Nil when the word is empty or longer than 64 letters (use ``EditDistance/bounded(_:_:limit:)``).
    init?(_ typed: [UInt8]) {
        guard !typed.isEmpty, typed.count <= 64 else { return nil }
        matches = [UInt64](repeating: 0, count: 256)
        for (position, code) in typed.enumerated() { matches[Int(code)] |= 1 << UInt64(position) }
        length = typed.count
    }

    /// The distance to `word`, or nil when it exceeds `limit`.
    func distance(to word: UnsafeBufferPointer<UInt8>, limit: Int) -> Int? {
        guard abs(word.count - length) <= limit else { return nil }
        let last: UInt64 = 1 << UInt64(length - 1)
        var vp: UInt64 = length == 64 ? ~0 : (1 << UInt64(length)) - 1
        var vn: UInt64 = 0
        var score = length
        var previousMatch: UInt64 = 0
        var previousD0: UInt64 = 0
        return matches.withUnsafeBufferPointer { matches in
            for code in word {
                let match = matches[Int(code)]
                let transposition = ((~previousD0 & match) << 1) & previousMatch
                let d0 = (((match & vp) &+ vp) ^ vp) | match | vn | transposition
                var hp = vn | ~(d0 | vp)
                var hn = vp & d0
                if hp & last != 0 { score += 1 } else if hn & last != 0 { score -= 1 }
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
}
