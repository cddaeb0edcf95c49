/// The strings reachable by deleting 0, 1 or 2 letters from a packed prefix (at most 1 + 7 + 21),
/// packed the same way: letter numbers from the low byte. Deleting either of two equal neighbouring
/// letters gives the same string, so only the first of a run is deleted: that leaves few repeats,
/// which cost an entry each in the index and nothing in a lookup (groups are deduplicated there).
enum DeleteKeys {
    /// The letter at `position` of a packed key.
    @inline(__always)
    private static func letter(_ key: UInt64, _ position: Int) -> UInt64 { (key >> (8 * UInt64(position))) & 0xFF }

    /// The number of letters of a packed key (letter numbers are never 0).
    @inline(__always)
    static func length(of key: UInt64) -> Int { (64 - key.leadingZeroBitCount + 7) / 8 }

    /// Removes the letter at `position` from a packed key.
    @inline(__always)
    static func deleting(_ key: UInt64, at position: Int) -> UInt64 {
        let low = position == 0 ? 0 : key & ((1 << (8 * UInt64(position))) - 1)
        let high = position >= 7 ? 0 : key >> (8 * UInt64(position + 1))
        return low | (high << (8 * UInt64(position)))
    }

    /// Writes the deletes of `key` (`length` ≤ 7 letters) to `out` (room for 29); returns how many.
    @inline(__always)
    static func generate(_ key: UInt64, length: Int, into out: UnsafeMutablePointer<UInt64>) -> Int {
        var n = 0
        out[n] = key; n += 1
        for i in 0..<length where i == 0 || letter(key, i) != letter(key, i - 1) {
            let once = deleting(key, at: i)
            out[n] = once; n += 1
            for j in i..<(length - 1) where j == i || letter(once, j) != letter(once, j - 1) {
                out[n] = deleting(once, at: j); n += 1
            }
        }
        return n
    }
}
