/// Whole-section checks for a loading file's invariants, each a loop with no branch on the data
/// (nothing to mispredict, and the compiler can vectorize it): they say only *whether* a rule is
/// broken. A file that passes them all (every file a builder wrote) is never read again; one that
/// fails goes through the loops that name the first break (``CompactDictionary``'s load).
enum InvariantScan {
    /// How many values are less than the one before them, or with `orEqual`, not greater.
    ///
    /// A drop is the borrow of the 64-bit difference (less one for `orEqual`): arithmetic rather
    /// than a comparison the compiler would branch on.
    static func drops(_ values: UnsafeBufferPointer<UInt32>, orEqual: Bool = false) -> Int {
        guard values.count > 1, let base = values.baseAddress else { return 0 }
        let bias: UInt64 = orEqual ? 1 : 0
        var drops: UInt64 = 0, i = 1
        while i < values.count {
            drops &+= (UInt64(base[i]) &- UInt64(base[i &- 1]) &- bias) >> 63
            i &+= 1
        }
        return Int(truncatingIfNeeded: drops)
    }

    /// ``drops(_:orEqual:)`` and ``largest(_:mask:)`` in one pass, for a section larger than a cache.
    static func dropsAndLargest(_ values: UnsafeBufferPointer<UInt32>, mask: UInt32) -> (drops: Int, largest: UInt32) {
        guard let base = values.baseAddress, values.count > 0 else { return (0, 0) }
        var drops: UInt64 = 0, largest = base[0] & mask, i = 1
        while i < values.count {
            drops &+= (UInt64(base[i]) &- UInt64(base[i &- 1])) >> 63
            largest = max(largest, base[i] & mask)
            i &+= 1
        }
        return (Int(truncatingIfNeeded: drops), largest)
    }

    /// The largest of `values` once masked with `mask` (0 for none).
    static func largest(_ values: UnsafeBufferPointer<UInt32>, mask: UInt32 = .max) -> UInt32 {
        var largest: UInt32 = 0
        for value in values { largest = max(largest, value & mask) }
        return largest
    }

    /// Whether every letter number is one of an alphabet of `size` letters (1 to `size`): the
    /// largest number less one, 0 (never a letter) wrapping round to the largest of all, is below `size`.
    static func lettersAreWithin(_ codes: UnsafeBufferPointer<UInt8>, alphabetSize size: Int) -> Bool {
        var largest: UInt8 = 0
        for code in codes { largest = max(largest, code &- 1) }
        return codes.isEmpty || Int(largest) < size
    }

    /// Whether every count is finite and not negative (−0 included, as `x >= 0` has it): the bit
    /// patterns of those are below +∞'s, once −0's is taken as +0's.
    static func areFiniteAndNotNegative(_ counts: UnsafeBufferPointer<Float32>) -> Bool {
        var largest: UInt32 = 0
        for count in counts {
            let bits = count.bitPattern
            largest = max(largest, bits == 0x8000_0000 ? 0 : bits)
        }
        return largest < Float32.infinity.bitPattern
    }

    /// Up to the first 8 letter numbers of `word` as one big-endian number, zeros after a shorter
    /// word: for nonzero letters, comparing two of them compares the words' first 8 letters as
    /// `lexicographicallyPrecedes` would (a word that is a prefix of the other sorts first). Read
    /// as one 8-byte load when the section has 8 bytes from the word's start, else letter by letter.
    @inline(__always)
    static func leadingLetters(_ word: Range<Int>, of codes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = min(word.count, 8)
        guard let base = codes.baseAddress, count > 0 else { return 0 }
        if word.lowerBound + 8 <= codes.count {
            let raw = UInt64(littleEndian: UnsafeRawPointer(base + word.lowerBound).loadUnaligned(as: UInt64.self))
            let mask: UInt64 = count == 8 ? .max : (1 << (8 * UInt64(count))) - 1
            return (raw & mask).byteSwapped
        }
        var key: UInt64 = 0
        for k in 0..<count { key |= UInt64(base[word.lowerBound + k]) << (56 - 8 * UInt64(k)) }
        return key
    }

    /// Why an offsets table breaks its rules (it starts at 0, ends at `end`, the size of the section
    /// it places, and never decreases), naming the first `item` where it decreases; nil when it
    /// holds. Shared by the files whose sections are placed by offsets (dictionary, language model).
    static func offsetsBreak(_ table: UnsafeBufferPointer<UInt32>, end: Int, name: String, item: String) -> String? {
        guard table[0] == 0, Int(table[table.count - 1]) == end else { return "\(name) offsets do not span their section" }
        guard let i = (1..<table.count).first(where: { table[$0] < table[$0 - 1] }) else { return nil }
        return "\(name) offsets decrease at \(item) \(i)"
    }
}
