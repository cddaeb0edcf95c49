/// A hash table from packed substrings (``MisspellingModel``'s `pack`: up to three scalars in 63
/// bits) to small numbers: open addressing, linear probing and a multiplicative hash.
///
/// The misspelling channel looks up every substring of every candidate it weighs; Swift's
/// `Dictionary` hashes each key with seeded SipHash, and that hashing was a fifth of `suggest`'s time.
/// These keys are not chosen by an attacker who could make them collide (the table's own edits, and
/// substrings of one typed word at a time), so a plain multiplicative hash is enough.
struct PackedKeyTable: Sendable {
    /// The key of an empty slot: no packed key sets the top bit.
    private static let vacant = UInt64.max
    private var keys: [UInt64]
    private var values: [Int32]
    /// 64 − log2(slots): the hash is the product's top bits.
    private var shift: UInt64
    /// How many keys the table holds.
    private(set) var count = 0

    /// An empty table with room for `capacity` keys before it grows.
    init(capacity: Int = 8) {
        var slots = 16
        while slots < 2 * capacity { slots <<= 1 }
        keys = [UInt64](repeating: Self.vacant, count: slots)
        values = [Int32](repeating: 0, count: slots)
        shift = UInt64(64 - slots.trailingZeroBitCount)
    }

    /// The groups of `keys`, sorted so that equal keys are adjacent: each distinct key → its group
    /// number g, whose members are positions `starts[g]..<starts[g + 1]` of `keys`.
    static func groups(ofSorted keys: [UInt64]) -> (table: PackedKeyTable, starts: [Int32]) {
        var table = PackedKeyTable(capacity: keys.count)
        var starts: [Int32] = [0]
        for k in keys.indices where k + 1 == keys.count || keys[k + 1] != keys[k] {
            table.set(Int32(starts.count - 1), for: keys[k])
            starts.append(Int32(k + 1))
        }
        return (table, starts)
    }

    @inline(__always)
    private func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The number stored for `key`, or nil.
    @inline(__always)
    func value(for key: UInt64) -> Int32? {
        let mask = keys.count - 1
        var at = slot(of: key)
        while true {
            let found = keys[at]
            if found == key { return values[at] }
            if found == Self.vacant { return nil }
            at = (at + 1) & mask
        }
    }

    /// Stores `value` for `key` (a packed key, below 2⁶³), replacing any number stored before.
    mutating func set(_ value: Int32, for key: UInt64) {
        precondition(key != Self.vacant, "a packed key uses at most 63 bits")
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var at = slot(of: key)
        while keys[at] != Self.vacant && keys[at] != key { at = (at + 1) & mask }
        if keys[at] == Self.vacant { count += 1 }
        keys[at] = key
        values[at] = value
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != Self.vacant }
        self = PackedKeyTable(capacity: keys.count)
        for (key, value) in old { set(value, for: key) }
    }
}
