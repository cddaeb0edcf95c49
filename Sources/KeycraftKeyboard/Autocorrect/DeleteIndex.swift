/// The spelling index: symmetric deletes (as SymSpell) over word *prefixes*, stored in the
/// dictionary file (``DictionaryFormat``) as three flat `UInt32` tables and used in place.
///
/// Two words are within edit distance 2 only if deleting at most 2 letters from each of their first
/// 7 letters gives the same string (an edit inside the prefix costs the prefix at most one delete on
/// each side; an edit straddling its end only shortens what must match). So every distinct 7-letter
/// prefix of the dictionary is stored under each of its deletes, and a lookup generates the deletes
/// of the typed word's prefix and verifies the words under those prefixes.
///
/// Compactness: a delete (≤ 7 letter numbers) packs into one `UInt64`, hashed; the top bits choose a
/// bucket and each entry is one `UInt32` holding more hash bits (a tag) and the prefix's number.
/// Words sharing a prefix share entries (English: 82,834 words, 57,000 prefixes, ~1.4 M entries,
/// about 6 MB with the bucket table).
///
/// Memory latency, not arithmetic, is what a lookup costs: the tables are bigger than the CPU's
/// private caches. So ``forEachCandidateGroup(of:_:)`` works in phases — all bucket bounds, then all
/// buckets, then all group bounds — each a batch of independent loads the CPU overlaps, instead of
/// one chain of dependent misses per delete.
struct DeleteIndex {
    static let prefixLength = 7
    static let maxDistance = 2

    /// A run of words sharing their first ``prefixLength`` letters, as stored (16 bytes).
    struct Group {
        /// The prefix's letter numbers from the low byte; the top byte is 1 when the group is a
        /// single word of at most 7 letters (the prefix is then the whole word).
        var prefix: UInt64
        var first: UInt32
        var count: UInt32

        var isWholeWord: Bool { prefix >> 56 == 1 }
        /// The number of letters in the prefix (letter numbers are never 0).
        var length: Int { 8 - (prefix & 0x00FF_FFFF_FFFF_FFFF).leadingZeroBitCount / 8 }
    }

    let groups: UnsafeBufferPointer<Group>
    /// For each bucket, where its entries start in `entries` (one more than the buckets).
    let bucketStarts: UnsafeBufferPointer<UInt32>
    let entries: UnsafeBufferPointer<UInt32>
    /// The dictionary's words, for verifying groups longer than a word.
    private let codeOffsets: UnsafeBufferPointer<UInt32>
    private let codes: UnsafeBufferPointer<UInt8>
    private let bucketShift: UInt64
    private let groupBits: UInt32
    private let tagMask: UInt32

    /// The index stored in a dictionary's sections (validated by ``validate(wordCount:)``).
    init(groups: UnsafeBufferPointer<Group>, bucketStarts: UnsafeBufferPointer<UInt32>, entries: UnsafeBufferPointer<UInt32>,
         codeOffsets: UnsafeBufferPointer<UInt32>, codes: UnsafeBufferPointer<UInt8>) {
        self.groups = groups
        self.bucketStarts = bucketStarts
        self.entries = entries
        self.codeOffsets = codeOffsets
        self.codes = codes
        let bucketBits = (bucketStarts.count - 1).trailingZeroBitCount
        bucketShift = UInt64(64 - bucketBits)
        groupBits = Self.groupBits(groups: groups.count)
        tagMask = groupBits >= 32 ? 0 : ~((1 << groupBits) - 1)
    }

    /// The bits of an entry that number its group.
    static func groupBits(groups: Int) -> UInt32 { UInt32(max(1, groups.bitWidthNeeded)) }

    /// Checks what a lookup relies on: the groups cover the words in order, the bucket bounds ascend
    /// within the entries, every entry names a real group.
    func validate(wordCount: Int) throws {
        var next: UInt32 = 0
        for (i, group) in groups.enumerated() {
            guard group.first == next, group.count > 0, Int(group.first) + Int(group.count) <= wordCount else {
                throw DictionaryError.corrupt(reason: "prefix group \(i) does not follow the one before it")
            }
            next = group.first + group.count
        }
        guard Int(next) == wordCount else { throw DictionaryError.corrupt(reason: "prefix groups do not span the words") }
        guard bucketStarts.first == 0, Int(bucketStarts[bucketStarts.count - 1]) == entries.count else {
            throw DictionaryError.corrupt(reason: "index buckets do not span the entries")
        }
        for i in 1..<bucketStarts.count where bucketStarts[i] < bucketStarts[i - 1] {
            throw DictionaryError.corrupt(reason: "index bucket \(i - 1) ends before it starts")
        }
        let mask = ~tagMask
        var largest: UInt32 = 0
        for entry in entries { largest = max(largest, entry & mask) }
        guard entries.isEmpty || Int(largest) < groups.count else {
            throw DictionaryError.corrupt(reason: "an index entry names prefix group \(largest) of \(groups.count)")
        }
    }

    /// Calls `body` with every word (by number) within `limit` (≤ 2) edits of `typed`, its distance
    /// and, when the word is a whole-word group, its letters packed as in ``Group/prefix`` (else 0):
    /// a caller reading the letters from there touches no more memory. Each word once.
    ///
    /// The deletes of the typed prefix are probed in phases — all bucket bounds, then all buckets,
    /// then all groups — so the CPU overlaps the cache misses of one phase. A group that is a whole
    /// word is verified from its packed prefix without touching the word list, two words side by
    /// side; only longer groups read their words, and only when their shared prefix leaves them a
    /// chance (``verifyingLongGroups(_:of:limit:distance:_:)``).
    func forEachWord(near typed: UnsafeBufferPointer<UInt8>, limit: Int, distance: BitParallelDistance,
                     _ body: (_ word: Int, _ distance: Int, _ packed: UInt64) -> Void) {
        let length = min(typed.count, Self.prefixLength)
        var key: UInt64 = 0
        for i in 0..<length { key |= UInt64(typed[i]) << (8 * UInt64(i)) }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 32) { keys in
            let keyCount = DeleteKeys.generate(key, length: length, into: keys.baseAddress!)
            withUnsafeTemporaryAllocation(of: (UInt32, UInt32).self, capacity: 32) { bounds in
                // Phase 1: the bucket bounds of every delete (independent loads).
                var scanned = 0
                for k in 0..<keyCount {
                    let h = Self.hash(keys[k])
                    keys[k] = h
                    let bucket = Int(h >> bucketShift)
                    let range = (bucketStarts[bucket], bucketStarts[bucket + 1])
                    bounds[k] = range
                    scanned += Int(range.1 &- range.0)
                }
                // Phase 2: the groups whose tags match, deduplicated in a small open-addressing set
                // (at least twice as many slots as entries scanned, so it never fills).
                let capacity = 1 << max(6, (2 * scanned).bitWidthNeeded)
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity + 2 * scanned) { space in
                    let set = UnsafeMutableBufferPointer(rebasing: space[0..<capacity])
                    let found = UnsafeMutableBufferPointer(rebasing: space[capacity..<(capacity + scanned)])
                    let copied = UnsafeMutableBufferPointer(rebasing: space[(capacity + scanned)...])
                    // The buckets copied first: a loop without data-dependent branches, so the CPU
                    // keeps many buckets' cache misses in flight (the matching below mispredicts).
                    var at = 0
                    for k in 0..<keyCount {
                        for e in Int(bounds[k].0)..<Int(bounds[k].1) {
                            copied[at] = entries[e]
                            at += 1
                        }
                    }
                    set.initialize(repeating: .max)
                    let slotMask = capacity - 1
                    var foundCount = 0
                    at = 0
                    for k in 0..<keyCount {
                        let wanted = Self.tag(hash: keys[k], shift: bucketShift, groupBits: groupBits)
                        for _ in Int(bounds[k].0)..<Int(bounds[k].1) {
                            let entry = copied[at]
                            at += 1
                            guard entry & tagMask == wanted else { continue }
                            let group = entry & ~tagMask
                            var slot = Int(group &* 0x9E37_79B1) & slotMask
                            while set[slot] != .max && set[slot] != group { slot = (slot + 1) & slotMask }
                            if set[slot] == .max {
                                set[slot] = group
                                found[foundCount] = group
                                foundCount += 1
                            }
                        }
                    }
                    // Phase 3: gather the groups (independent loads, many in flight). Whole words are
                    // verified from their packed prefix, in registers; the longer groups' words are
                    // read first, all together, then verified (``verifyingLongGroups``).
                    withUnsafeTemporaryAllocation(of: Group.self, capacity: foundCount) { gathered in
                        var longCount = 0
                        for i in 0..<foundCount {
                            let group = groups[Int(found[i])]
                            gathered[i] = group
                            if !group.isWholeWord {
                                found[longCount] = UInt32(i)
                                longCount += 1
                            }
                        }
                        // Whole words two at a time (``BitParallelDistance/distances(toPacked:count:and:count:)``).
                        var pending: Group?
                        for group in gathered where group.isWholeWord && abs(group.length - typed.count) <= limit {
                            guard let other = pending else {
                                pending = group
                                continue
                            }
                            pending = nil
                            let (d, e) = distance.distances(toPacked: other.prefix, count: other.length, and: group.prefix, count: group.length)
                            if d <= limit { body(Int(other.first), d, other.prefix) }
                            if e <= limit { body(Int(group.first), e, group.prefix) }
                        }
                        if let group = pending,
                           let d = distance.distance(toPacked: group.prefix, count: group.length, limit: limit) {
                            body(Int(group.first), d, group.prefix)
                        }
                        verifyingLongGroups(UnsafeMutableBufferPointer(rebasing: found[0..<longCount]), of: gathered,
                                            limit: limit, distance: distance, body)
                    }
                }
            }
        }
    }

    /// Verifies the words of the groups numbered `long` in `gathered` (groups longer than a word).
    ///
    /// The group's 7 shared letters are taken once, from its packed prefix; a group whose column
    /// after 6 or after 7 letters is everywhere over the limit is dropped whole (every alignment
    /// crosses one of those two columns: a transposition skips only one). The survivors' letters
    /// are elsewhere in memory, a miss each: they are copied out first in loops of independent
    /// loads — all the offsets, then all the letters — so the misses overlap, rather than stalling
    /// one verification after another.
    private func verifyingLongGroups(_ long: UnsafeMutableBufferPointer<UInt32>, of gathered: UnsafeMutableBufferPointer<Group>,
                                     limit: Int, distance: BitParallelDistance,
                                     _ body: (_ word: Int, _ distance: Int, _ packed: UInt64) -> Void) {
        guard !long.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: BitParallelDistance.Column.self, capacity: long.count) { columns in
            var survivors = 0, words = 0
            for g in long {
                let group = gathered[Int(g)]
                var column = distance.firstColumn()
                var lowest = Int.max
                for i in 0..<Self.prefixLength {
                    distance.advance(&column, by: UInt8(truncatingIfNeeded: group.prefix >> (8 * UInt64(i))))
                    if i >= Self.prefixLength - 2 { lowest = min(lowest, distance.minimum(of: column)) }
                }
                guard lowest <= limit else { continue }
                long[survivors] = g
                columns[survivors] = column
                survivors += 1
                words += Int(group.count)
            }
            let kept = UnsafeBufferPointer(rebasing: long[0..<survivors])
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: words + survivors) { offsets in
                var at = 0
                for g in kept {
                    let group = gathered[Int(g)]
                    for word in Int(group.first)...(Int(group.first) + Int(group.count)) {
                        offsets[at] = codeOffsets[word]
                        at += 1
                    }
                }
                var letterCount = 0
                at = 0
                for g in kept {
                    let count = Int(gathered[Int(g)].count)
                    letterCount += Int(offsets[at + count] - offsets[at])
                    at += count + 1
                }
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: letterCount) { letters in
                    var to = 0
                    at = 0
                    for g in kept {
                        let count = Int(gathered[Int(g)].count)
                        for k in Int(offsets[at])..<Int(offsets[at + count]) {
                            letters[to] = codes[k]
                            to += 1
                        }
                        at += count + 1
                    }
                    to = 0
                    at = 0
                    for (n, g) in kept.enumerated() {
                        let group = gathered[Int(g)]
                        for word in Int(group.first)..<(Int(group.first) + Int(group.count)) {
                            let length = Int(offsets[at + 1] - offsets[at])
                            let start = to
                            if let d = distance.distance(from: columns[n], count: length, limit: limit, letter: { letters[start + $0] }) {
                                body(word, d, 0)
                            }
                            to += length
                            at += 1
                        }
                        at += 1
                    }
                }
            }
        }
    }

    /// Calls `body` with the letters of a word packed as in ``Group/prefix`` (at most 7, nonzero).
    @inline(__always)
    static func withUnpacked<R>(_ packed: UInt64, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: prefixLength) { letters in
            var count = 0
            var rest = packed & 0x00FF_FFFF_FFFF_FFFF
            while rest != 0 {
                letters[count] = UInt8(truncatingIfNeeded: rest)
                rest >>= 8
                count += 1
            }
            return body(UnsafeBufferPointer(rebasing: letters[0..<count]))
        }
    }

    /// Whether a word packed as in ``Group/prefix`` has the letter numbered `code`.
    @inline(__always)
    static func packed(_ packed: UInt64, contains code: UInt8) -> Bool {
        var rest = packed & 0x00FF_FFFF_FFFF_FFFF
        while rest != 0 {
            if UInt8(truncatingIfNeeded: rest) == code { return true }
            rest >>= 8
        }
        return false
    }

    /// A 64-bit mix (the splitmix64 finalizer) so buckets and tags are evenly spread.
    @inline(__always)
    static func hash(_ key: UInt64) -> UInt64 {
        var z = key &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The hash bits an entry keeps above its group number (the bits below the bucket number).
    @inline(__always)
    static func tag(hash: UInt64, shift: UInt64, groupBits: UInt32) -> UInt32 {
        guard groupBits < 32 else { return 0 }
        return (UInt32(truncatingIfNeeded: hash >> (shift - 32)) >> groupBits) << groupBits
    }
}

/// The built index, ready to be written into a dictionary file.
struct DeleteIndexTables {
    var groups: [DeleteIndex.Group]
    var bucketBits: Int
    var bucketStarts: [UInt32]
    var entries: [UInt32]

    /// Builds the index over words sorted by their codes: `offsets` (words + 1) into `codes`.
    init(codes: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<UInt32>) {
        let wordCount = offsets.count - 1
        func word(_ i: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: codes[Int(offsets[i])..<Int(offsets[i + 1])])
        }
        var starts: [UInt32] = []
        var previous: UnsafeBufferPointer<UInt8>?
        for i in 0..<wordCount {
            let prefix = UnsafeBufferPointer(rebasing: word(i).prefix(DeleteIndex.prefixLength))
            if previous.map({ !$0.elementsEqual(prefix) }) ?? true {
                starts.append(UInt32(i))
                previous = prefix
            }
        }
        let groupCount = starts.count
        starts.append(UInt32(wordCount))
        groups = (0..<groupCount).map { group in
            let first = Int(starts[group]), count = Int(starts[group + 1]) - first
            let spelling = word(first)
            var prefix: UInt64 = 0
            for (i, code) in spelling.prefix(DeleteIndex.prefixLength).enumerated() { prefix |= UInt64(code) << (8 * UInt64(i)) }
            if count == 1, spelling.count <= DeleteIndex.prefixLength { prefix |= 1 << 56 }
            return DeleteIndex.Group(prefix: prefix, first: UInt32(first), count: UInt32(count))
        }

        var estimate = 0
        for group in 0..<groupCount {
            let length = min(word(Int(starts[group])).count, DeleteIndex.prefixLength)
            estimate += 1 + length + length * (length - 1) / 2
        }
        // About 16 entries a bucket (one cache line to scan), so the bucket table stays a small
        // part of the index.
        bucketBits = max(DictionaryFormat.bucketBits.lowerBound, min(DictionaryFormat.bucketBits.upperBound, (estimate / 16).bitWidthNeeded))
        let shift = UInt64(64 - bucketBits)
        let bits = DeleteIndex.groupBits(groups: groupCount)
        var keys = [UInt64](repeating: 0, count: 32)
        func generate(_ group: Int) -> Int {
            let codes = word(Int(starts[group]))
            let length = min(codes.count, DeleteIndex.prefixLength)
            var key: UInt64 = 0
            for i in 0..<length { key |= UInt64(codes[i]) << (8 * UInt64(i)) }
            return keys.withUnsafeMutableBufferPointer { DeleteKeys.generate(key, length: length, into: $0.baseAddress!) }
        }
        var counts = [UInt32](repeating: 0, count: (1 << bucketBits) + 1)
        for group in 0..<groupCount {
            for k in 0..<generate(group) { counts[Int(DeleteIndex.hash(keys[k]) >> shift)] += 1 }
        }
        var running: UInt32 = 0
        for i in counts.indices {
            let c = counts[i]
            counts[i] = running
            running += c
        }
        bucketStarts = counts
        var fill = counts
        var table = [UInt32](repeating: 0, count: Int(running))
        for group in 0..<groupCount {
            for k in 0..<generate(group) {
                let h = DeleteIndex.hash(keys[k])
                let bucket = Int(h >> shift)
                table[Int(fill[bucket])] = DeleteIndex.tag(hash: h, shift: shift, groupBits: bits) | UInt32(group)
                fill[bucket] += 1
            }
        }
        entries = table
    }
}

/// The strings reachable by deleting 0, 1 or 2 letters from a packed prefix (at most 1 + 7 + 21).
/// Deleting either of two equal neighbouring letters gives the same string, so only the first of a
/// run is deleted: that leaves few repeats, which cost an entry each in the index and nothing in a
/// lookup (groups are deduplicated there).
enum DeleteKeys {
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

extension Int {
    /// The number of bits needed to write the number (0 for 0).
    var bitWidthNeeded: Int { Int.bitWidth - leadingZeroBitCount }
}
