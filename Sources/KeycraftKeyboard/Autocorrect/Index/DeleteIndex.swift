import Foundation

/// The spelling index: symmetric deletes (as SymSpell) over word *prefixes*, stored in the
/// dictionary file (``DictionaryFormat``) as three flat tables and used in place.
///
/// Two words are within edit distance 2 only if deleting at most 2 letters from each of their first
/// 7 letters gives the same string (an edit inside the prefix costs the prefix at most one delete on
/// each side; an edit straddling its end only shortens what must match). So every distinct 7-letter
/// prefix of the dictionary is stored under each of its deletes, and a lookup generates the deletes
/// of the typed word's prefix (``DeleteKeys``) and verifies the words under those prefixes
/// (``lookUp(_:limit:distance:_:)``).
///
/// Compactness: a delete (≤ 7 letter numbers) packs into one `UInt64`, hashed; the top bits choose a
/// bucket and each entry is one `UInt32` (``Entry``). Words sharing a prefix share entries (English:
/// 82,765 words, 57,000 prefixes, ~1.4 M entries, about 6 MB with the bucket table).
package struct DeleteIndex {
    static let prefixLength = 7
    static let maxDistance = 2

    /// A run of words sharing their first ``prefixLength`` letters, as stored (16 bytes).
    package struct Group: BitwiseCopyable {
        /// The prefix's letter numbers from the low byte; the top byte is 1 when the group is a
        /// single word of at most 7 letters (the prefix is then the whole word).
        package var prefix: UInt64
        package var first: UInt32
        package var count: UInt32

        /// 1 when the group is a single word whose prefix is the whole word, else 0: a number,
        /// so that a lookup counts whole words without branching on which groups are.
        var wholeWord: UInt64 { DeleteIndex.isBelow(prefix &>> 56 ^ 1, 1) }
        /// The number of letters in the prefix (letter numbers are never 0).
        var length: Int { DeleteKeys.length(of: prefix & 0x00FF_FFFF_FFFF_FFFF) }
    }

    let groups: UnsafeBufferPointer<Group>
    /// For each bucket, where its entries start in `entries` (one more than the buckets).
    let bucketStarts: UnsafeBufferPointer<UInt32>
    let entries: UnsafeBufferPointer<UInt32>
    /// The dictionary's words, for verifying groups longer than a word.
    let codeOffsets: UnsafeBufferPointer<UInt32>
    let codes: UnsafeBufferPointer<UInt8>
    let bucketShift: UInt64
    let entry: Entry

    /// The index stored in a dictionary's sections (validated by ``validate(wordCount:)``).
    init(groups: UnsafeBufferPointer<Group>, bucketStarts: UnsafeBufferPointer<UInt32>, entries: UnsafeBufferPointer<UInt32>,
         codeOffsets: UnsafeBufferPointer<UInt32>, codes: UnsafeBufferPointer<UInt8>) {
        self.groups = groups
        self.bucketStarts = bucketStarts
        self.entries = entries
        self.codeOffsets = codeOffsets
        self.codes = codes
        bucketShift = Self.bucketShift(bucketBits: (bucketStarts.count - 1).trailingZeroBitCount)
        entry = Entry(groups: groups.count)
    }

    static func bucketShift(bucketBits: Int) -> UInt64 { UInt64(64 - bucketBits) }

    /// Checks what a lookup relies on: the groups cover the words in order, the bucket bounds ascend
    /// within the entries, every entry names a real group.
    func validate(wordCount: Int) throws {
        guard groups.count <= Entry.maxGroups else {
            throw DictionaryError.corrupt(reason: "\(groups.count) prefix groups (an index entry numbers at most \(Entry.maxGroups))")
        }
        var next: UInt32 = 0
        for (i, group) in groups.enumerated() {
            guard group.first == next, group.count > 0, Int(group.first) + Int(group.count) <= wordCount else {
                throw DictionaryError.corrupt(reason: "prefix group \(i) does not follow the one before it")
            }
            next = group.first + group.count
            // A lookup takes a group's packed prefix for its words' first letters (the whole word,
            // when flagged): it must spell them, which also keeps its letters within the alphabet.
            let start = Int(codeOffsets[Int(group.first)]), end = Int(codeOffsets[Int(group.first) + 1])
            var spelled: UInt64 = 0
            for k in 0..<min(end - start, Self.prefixLength) { spelled |= UInt64(codes[start + k]) << (8 * UInt64(k)) }
            if group.count == 1 && end - start <= Self.prefixLength { spelled |= 1 << 56 }
            guard group.prefix == spelled else {
                throw DictionaryError.corrupt(reason: "prefix group \(i) does not spell its first word")
            }
        }
        guard Int(next) == wordCount else { throw DictionaryError.corrupt(reason: "prefix groups do not span the words") }
        guard bucketStarts.first == 0, Int(bucketStarts[bucketStarts.count - 1]) == entries.count else {
            throw DictionaryError.corrupt(reason: "index buckets do not span the entries")
        }
        for i in 1..<bucketStarts.count where bucketStarts[i] < bucketStarts[i - 1] {
            throw DictionaryError.corrupt(reason: "index bucket \(i - 1) ends before it starts")
        }
        var largest: UInt32 = 0
        for e in entries { largest = max(largest, e & entry.groupMask) }
        if entriesDropWithinABucket() {
            for bucket in 0..<(bucketStarts.count - 1) where bucketStarts[bucket] < bucketStarts[bucket + 1] {
                for i in Int(bucketStarts[bucket] + 1)..<Int(bucketStarts[bucket + 1]) where entries[i] < entries[i - 1] {
                    throw DictionaryError.corrupt(reason: "index bucket \(bucket) is not in order")
                }
            }
        }
        guard entries.isEmpty || Int(largest) < groups.count else {
            throw DictionaryError.corrupt(reason: "an index entry names prefix group \(largest) of \(groups.count)")
        }
    }

    /// Whether an entry is less than the one before it in the same bucket, which a loading dictionary
    /// checks for every entry (1.3 million in English): the drops over all entries at once, less
    /// those where a bucket starts, which are allowed.
    private func entriesDropWithinABucket() -> Bool {
        InvariantScan.drops(entries) != dropsWhereABucketStarts()
    }

    /// How many buckets start with an entry less than the last of the bucket before.
    private func dropsWhereABucketStarts() -> Int {
        // Each bucket start inside the entries once (empty buckets share their start).
        var allowed = 0, previousStart = -1
        for bucket in 0..<(bucketStarts.count - 1) {
            let start = Int(bucketStarts[bucket])
            guard start != previousStart, start > 0, start < entries.count else { continue }
            previousStart = start
            allowed &+= entries[start] < entries[start - 1] ? 1 : 0
        }
        return allowed
    }

    /// Every invariant ``validate(wordCount:)`` checks, whole sections at a time: true exactly when
    /// it would throw nothing. Reads only inside the sections, whatever their bytes (the dictionary's
    /// letter offsets already checked).
    func invariantsHold(wordCount: Int) -> Bool {
        guard groups.count <= Entry.maxGroups else { return false }
        // Each group starts where the one before ended and has words; the last ends at the last word.
        // A group's packed prefix spells its first word's first letters (flagged when it is the whole word).
        var next = 0, broken = false
        let lastWord = max(0, wordCount - 1)
        for group in groups {
            broken = broken || Int(group.first) != next || group.count == 0
            next += Int(group.count)
            let first = min(Int(group.first), lastWord)
            let word = Int(codeOffsets[first])..<Int(codeOffsets[first + 1])
            var spelled = InvariantScan.leadingLetters(word, of: codes).byteSwapped & 0x00FF_FFFF_FFFF_FFFF
            if group.count == 1 && word.count <= Self.prefixLength { spelled |= 1 << 56 }
            broken = broken || group.prefix != spelled
        }
        guard !broken, next == wordCount,
              bucketStarts.first == 0, Int(bucketStarts[bucketStarts.count - 1]) == entries.count,
              InvariantScan.drops(bucketStarts) == 0
        else { return false }
        // The entries read once for both checks: they are 5 MB, more than a core's cache holds.
        let (drops, largest) = InvariantScan.dropsAndLargest(entries, mask: entry.groupMask)
        return (entries.isEmpty || Int(largest) < groups.count) && drops == dropsWhereABucketStarts()
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
}

extension Int {
    /// The number of bits needed to write the number (0 for 0).
    var bitWidthNeeded: Int { Int.bitWidth - leadingZeroBitCount }
}
