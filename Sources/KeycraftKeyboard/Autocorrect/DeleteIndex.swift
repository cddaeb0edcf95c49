/// The spelling index: symmetric deletes (as SymSpell) over word *prefixes*, in two flat arrays.
///
/// Two words are within edit distance 2 only if deleting at most 2 letters from each of their first
/// 7 letters gives the same string (transpositions included; the proof is in `candidates`). So every
/// distinct 7-letter prefix of the dictionary is stored under each of its deletes, and a lookup
/// generates the deletes of the typed word's prefix and verifies the words under those prefixes.
///
/// Compactness: a delete (≤ 7 letter numbers) packs into one `UInt64`, hashed; the top bits choose a
/// bucket and each entry is one `UInt32` holding more hash bits (a tag) and the prefix's number.
/// Words sharing a prefix share entries (English: 82,834 words, 57,000 prefixes, ~1.4 M entries,
/// about 6 MB with the bucket table), and the index builds on load in two passes with no per-word
/// allocation.
struct DeleteIndex {
    static let prefixLength = 7
    static let maxDistance = 2

    /// Word numbers where each prefix group starts (words are sorted, so a group is a range).
    private let groupStarts: [UInt32]
    /// For each bucket, where its entries start in `entries`.
    private let bucketStarts: [UInt32]
    private let entries: [UInt32]
    private let bucketShift: UInt64
    private let groupBits: UInt32

    init(_ dictionary: CompactDictionary) {
        var starts: [UInt32] = []
        var previous: UnsafeBufferPointer<UInt8>?
        for word in 0..<dictionary.wordCount {
            let codes = dictionary.codes(of: word)
            let prefix = UnsafeBufferPointer(rebasing: codes.prefix(Self.prefixLength))
            if previous.map({ !$0.elementsEqual(prefix) }) ?? true {
                starts.append(UInt32(word))
                previous = prefix
            }
        }
        let groupCount = starts.count
        starts.append(UInt32(dictionary.wordCount))
        groupStarts = starts

        // Two passes over the deletes (count per bucket, then place), so nothing but the final
        // arrays is ever allocated: the peak memory of a load is the index itself.
        var estimate = 0
        for group in 0..<groupCount {
            let length = min(dictionary.codes(of: Int(starts[group])).count, Self.prefixLength)
            estimate += 1 + length + length * (length - 1) / 2
        }
        // About 16 entries a bucket (one cache line to scan): a bucket table a quarter the size, so
        // loading misses the cache less and the index stays under 20 MB with the dictionary.
        let bucketBits = max(8, min(30, (estimate / 16).bitWidthNeeded))
        let shift = UInt64(64 - bucketBits)
        let bits = UInt32(max(1, groupCount.bitWidthNeeded))
        var keys = DeleteKeys()
        func generate(_ group: Int) {
            let codes = dictionary.codes(of: Int(starts[group]))
            keys.generate(Self.pack(codes.prefix(Self.prefixLength)), length: min(codes.count, Self.prefixLength))
        }
        var bucketStarts = [UInt32](repeating: 0, count: (1 << bucketBits) + 1)
        bucketStarts.withUnsafeMutableBufferPointer { counts in
            for group in 0..<groupCount {
                generate(group)
                for k in 0..<keys.count { counts[Int(Self.hash(keys[k]) >> shift)] += 1 }
            }
            var running: UInt32 = 0
            for i in 0..<counts.count {
                let c = counts[i]
                counts[i] = running
                running += c
            }
        }
        var fill = bucketStarts
        var table = [UInt32](repeating: 0, count: Int(bucketStarts[bucketStarts.count - 1]))
        table.withUnsafeMutableBufferPointer { table in
            fill.withUnsafeMutableBufferPointer { fill in
                for group in 0..<groupCount {
                    generate(group)
                    for k in 0..<keys.count {
                        let h = Self.hash(keys[k])
                        let bucket = Int(h >> shift)
                        table[Int(fill[bucket])] = Self.entry(hash: h, shift: shift, groupBits: bits, group: UInt32(group))
                        fill[bucket] += 1
                    }
                }
            }
        }
        self.bucketShift = shift
        self.groupBits = bits
        self.bucketStarts = bucketStarts
        self.entries = table
    }

    /// Bytes held by the index.
    var byteCount: Int { (groupStarts.count + bucketStarts.count + entries.count) * 4 }

    /// Calls `body` with every word (by number) whose prefix shares a delete with `codes`' prefix —
    /// a superset of the words within distance 2, each prefix group once.
    func forEachCandidateGroup(of codes: [UInt8], _ body: (Range<Int>) -> Void) {
        var keys = DeleteKeys()
        let prefix = codes.prefix(Self.prefixLength)
        keys.generate(Self.pack(prefix), length: prefix.count)
        var seen: [UInt32] = []
        seen.reserveCapacity(64)
        for k in 0..<keys.count {
            let h = Self.hash(keys[k])
            let bucket = Int(h >> bucketShift)
            let wanted = Self.entry(hash: h, shift: bucketShift, groupBits: groupBits, group: 0)
            let mask: UInt32 = groupBits >= 32 ? 0 : ~((1 << groupBits) - 1)
            for e in Int(bucketStarts[bucket])..<Int(bucketStarts[bucket + 1]) where entries[e] & mask == wanted {
                seen.append(entries[e] & ~mask)
            }
        }
        seen.sort()
        var last: UInt32?
        for group in seen where group != last {
            last = group
            body(Int(groupStarts[Int(group)])..<Int(groupStarts[Int(group) + 1]))
        }
    }

    /// Packs up to 8 letter numbers (never 0) into one integer, the first in the low byte.
    static func pack(_ codes: some Collection<UInt8>) -> UInt64 {
        var key: UInt64 = 0
        for (i, code) in codes.prefix(8).enumerated() { key |= UInt64(code) << (8 * UInt64(i)) }
        return key
    }

    /// A 64-bit mix (the splitmix64 finalizer) so buckets and tags are evenly spread.
    @inline(__always)
    static func hash(_ key: UInt64) -> UInt64 {
        var z = key &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    @inline(__always)
    private static func entry(hash: UInt64, shift: UInt64, groupBits: UInt32, group: UInt32) -> UInt32 {
        guard groupBits < 32 else { return group }
        let tag = (UInt32(truncatingIfNeeded: hash >> (shift - 32)) >> groupBits) << groupBits
        return tag | group
    }
}

/// The strings reachable by deleting 0, 1 or 2 letters from a packed prefix (at most 1 + 7 + 21),
/// in one buffer reused from prefix to prefix. Deleting either of two equal neighbouring letters
/// gives the same string, so only the first of a run is deleted: that leaves few repeats, which
/// cost an entry each in the index and nothing in a lookup (groups are deduplicated there).
struct DeleteKeys {
    private var keys: [UInt64] = []

    init() { keys.reserveCapacity(32) }

    var count: Int { keys.count }
    subscript(i: Int) -> UInt64 { keys[i] }

    /// The letter at `position` of a packed key.
    @inline(__always)
    private static func letter(_ key: UInt64, _ position: Int) -> UInt64 { (key >> (8 * UInt64(position))) & 0xFF }

    /// Removes the letter at `position` from a packed key.
    @inline(__always)
    static func deleting(_ key: UInt64, at position: Int) -> UInt64 {
        let low = position == 0 ? 0 : key & ((1 << (8 * UInt64(position))) - 1)
        let high = position >= 7 ? 0 : key >> (8 * UInt64(position + 1))
        return low | (high << (8 * UInt64(position)))
    }

    mutating func generate(_ key: UInt64, length: Int) {
        keys.removeAll(keepingCapacity: true)
        keys.append(key)
        for i in 0..<length where i == 0 || Self.letter(key, i) != Self.letter(key, i - 1) {
            let once = Self.deleting(key, at: i)
            keys.append(once)
            for j in i..<(length - 1) where j == i || Self.letter(once, j) != Self.letter(once, j - 1) {
                keys.append(Self.deleting(once, at: j))
            }
        }
    }
}

extension Int {
    /// The number of bits needed to write the number (0 for 0).
    fileprivate var bitWidthNeeded: Int { Int.bitWidth - leadingZeroBitCount }
}
