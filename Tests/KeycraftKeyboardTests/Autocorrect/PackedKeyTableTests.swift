@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The channel's hash table of packed substrings answers what a dictionary answers, through growth,
/// replacement and keys that collide in their slots.
@Suite struct PackedKeyTableTests {
    /// Keys of a few bits (many land in the same slots) and of the full 63.
    static let keys = zip(Gen<UInt64>.uint64(in: 0...40), Gen.bool).map { parts in
        parts.1 ? parts.0 : (parts.0 &* 0x9E37_79B9_7F4A_7C15) >> 1
    }.array(of: 0...300)

    @Test func storesWhatADictionaryStores() async {
        await propertyCheck(count: 200, input: Self.keys, Gen.int(in: 0...64)) { keys, capacity in
            var table = PackedKeyTable(capacity: capacity)
            var reference: [UInt64: Int32] = [:]
            for (k, key) in keys.enumerated() {
                table.set(Int32(k), for: key)
                reference[key] = Int32(k)
            }
            #expect(table.count == reference.count)
            for key in keys + [41, 1 << 40, UInt64.max >> 1] {
                #expect(table.value(for: key) == reference[key], "\(key)")
            }
        }
    }

    /// A table of runs gives each key the positions of its run, through growth (it is sized for
    /// the distinct keys), and an empty run for a key it lacks.
    @Test func runsOfSortedKeysAreEachKeysPositions() async {
        await propertyCheck(count: 200, input: Self.keys, Self.keys) { keys, others in
            let sorted = keys.sorted()
            let arrays = FrozenArrays()
            let table = PackedKeyTable.runs(ofSorted: sorted).frozen(keptBy: arrays)
            #expect(table.count == Set(sorted).count)
            for key in Set(sorted + others) {
                let run = table.run(of: key)
                #expect(sorted.indices.filter { sorted[$0] == key } == Array(run), "\(key)")
            }
        }
    }

    /// A frozen table (read without reference counting, as the misspelling model keeps its tables)
    /// answers what the table it was made from answered, for keys it has and keys it lacks, after
    /// that table has changed and the table itself is gone.
    @Test func aFrozenTableAnswersWhatItsTableAnswered() async {
        await propertyCheck(count: 200, input: Self.keys, Self.keys) { keys, others in
            let arrays = FrozenArrays()
            var table = PackedKeyTable()
            for (k, key) in keys.enumerated() { table.set(Int32(k), for: key) }
            let answers = (keys + others).map { table.value(for: $0) }
            let frozen = table.frozen(keptBy: arrays)
            table.removeAll()
            table = PackedKeyTable()
            #expect(frozen.count == Set(keys).count)
            #expect((keys + others).map { frozen.value(for: $0) } == answers)
        }
    }
}
