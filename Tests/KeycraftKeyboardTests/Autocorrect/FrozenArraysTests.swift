@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The memory the speller's shared tables are read from: a frozen copy holds what the array held,
/// whatever becomes of the array, for as long as its keeper lives.
@Suite struct FrozenArraysTests {
    @Test func aKeptCopyHoldsWhatTheArrayHeld() async {
        await propertyCheck(count: 100, input: Gen.int(in: -1_000...1_000).array(of: 0...200)) { values in
            let arrays = FrozenArrays()
            var array = values
            let kept = arrays.keep(array)
            array.removeAll()
            array.append(contentsOf: [1, 2, 3])
            #expect(Array(kept) == values)
        }
    }

    @Test func copiesOfStructsAndEmptyArraysAreKeptToo() {
        struct Pair: Equatable { let a: Int32, b: Double }
        let arrays = FrozenArrays()
        let pairs = arrays.keep([Pair(a: 1, b: 0.5), Pair(a: -2, b: .infinity)])
        let empty = arrays.keep([UInt64]())
        #expect(Array(pairs) == [Pair(a: 1, b: 0.5), Pair(a: -2, b: .infinity)])
        #expect(empty.isEmpty)
    }
}
