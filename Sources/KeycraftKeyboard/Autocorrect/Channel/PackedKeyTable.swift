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
    /// A slot: its key beside its number, so that a lookup that finds its key reads one cache line;
    /// in a table of runs (``runs(ofSorted:)``) the number is where the key's run starts, and `end`
    /// (room the key's alignment leaves in the slot anyway) where it ends.
    private struct Slot {
        var key: UInt64
        var value: Int32
        var end: Int32 = 0
    }
    private var slots: [Slot]
    /// 64 − log2(slots): the hash is the product's top bits.
    private var shift: UInt64
    /// How many keys the table holds.
    private(set) var count = 0

    /// An empty table with room for `capacity` keys before it grows.
    init(capacity: Int = 8) {
        var count = 16
        while count < 2 * capacity { count <<= 1 }
        slots = [Slot](repeating: Slot(key: Self.vacant, value: 0), count: count)
        shift = UInt64(64 - count.trailingZeroBitCount)
    }

    /// The runs of `keys`, sorted so that equal keys are adjacent: each distinct key → the positions
    /// of its run in `keys`, read with ``Frozen/run(of:)``. The run is kept in the key's slot: a
    /// second array of run starts was a second cache miss, after the slot's, for every key looked up
    /// (the channel looks up each new substring of a candidate it weighs).
    static func runs(ofSorted keys: [UInt64]) -> PackedKeyTable {
        // Sized for the distinct keys: a smaller table stays in the cache.
        let distinct = keys.indices.reduce(0) { $1 + 1 == keys.count || keys[$1 + 1] != keys[$1] ? $0 + 1 : $0 }
        var table = PackedKeyTable(capacity: distinct)
        var start = 0
        for k in keys.indices where k + 1 == keys.count || keys[k + 1] != keys[k] {
            table.set(Int32(start), end: Int32(k + 1), for: keys[k])
            start = k + 1
        }
        return table
    }

    @inline(__always)
    private func slot(of key: UInt64) -> Int {
        Self.slot(of: key, shift: shift)
    }

    @inline(__always)
    private static func slot(of key: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The number stored for `key`, or nil.
    @inline(__always)
    func value(for key: UInt64) -> Int32? {
        slots.withUnsafeBufferPointer { Self.value(for: key, in: $0, shift: shift) }
    }

    @inline(__always)
    private static func value(for key: UInt64, in slots: UnsafeBufferPointer<Slot>, shift: UInt64) -> Int32? {
        found(key, in: slots, shift: shift)?.value
    }

    @inline(__always)
    private static func found(_ key: UInt64, in slots: UnsafeBufferPointer<Slot>, shift: UInt64) -> Slot? {
        let mask = slots.count - 1
        var at = slot(of: key, shift: shift)
        while true {
            let found = slots[at]
            if found.key == key { return found }
            if found.key == Self.vacant { return nil }
            at = (at + 1) & mask
        }
    }

    /// A table that will not change again, read without reference counting: its slots are kept
    /// by a ``FrozenArrays`` that must outlive it.
    struct Frozen: @unchecked Sendable {
        private let slots: UnsafeBufferPointer<Slot>
        private let shift: UInt64
        /// How many keys the table holds.
        let count: Int

        fileprivate init(_ table: PackedKeyTable, keptBy arrays: FrozenArrays) {
            slots = arrays.keep(table.slots)
            shift = table.shift
            count = table.count
        }

        /// The number stored for `key`, or nil.
        @inline(__always)
        func value(for key: UInt64) -> Int32? { PackedKeyTable.value(for: key, in: slots, shift: shift) }

        /// In a table of runs (``PackedKeyTable/runs(ofSorted:)``), the positions of `key`'s run:
        /// empty when the table lacks it.
        @inline(__always)
        func run(of key: UInt64) -> Range<Int> {
            guard let found = PackedKeyTable.found(key, in: slots, shift: shift) else { return 0..<0 }
            return Int(found.value)..<Int(found.end)
        }
    }

    /// This table, frozen: its slots copied into `arrays`.
    func frozen(keptBy arrays: FrozenArrays) -> Frozen { Frozen(self, keptBy: arrays) }

    /// Stores `value` for `key` (a packed key, below 2⁶³), replacing any number stored before.
    mutating func set(_ value: Int32, for key: UInt64) { set(value, end: 0, for: key) }

    /// Stores `value` and a run's `end` for `key`.
    private mutating func set(_ value: Int32, end: Int32, for key: UInt64) {
        precondition(key != Self.vacant, "a packed key uses at most 63 bits")
        if 2 * (count + 1) > slots.count { grow() }
        // Probed and written through a buffer: each write to an element checked that the array
        // was not shared, a call each (a channel sets a few dozen keys a word).
        let shift = self.shift
        let added = slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            var at = Self.slot(of: key, shift: shift)
            while slots[at].key != Self.vacant && slots[at].key != key { at = (at + 1) & mask }
            let added = slots[at].key == Self.vacant
            slots[at] = Slot(key: key, value: value, end: end)
            return added
        }
        if added { count += 1 }
    }

    /// Empties the table, keeping its room.
    mutating func removeAll() {
        slots.withUnsafeMutableBufferPointer { slots in
            for at in slots.indices { slots[at].key = Self.vacant }
        }
        count = 0
    }

    private mutating func grow() {
        let old = slots.filter { $0.key != Self.vacant }
        self = PackedKeyTable(capacity: slots.count)
        for slot in old { set(slot.value, end: slot.end, for: slot.key) }
    }
}
