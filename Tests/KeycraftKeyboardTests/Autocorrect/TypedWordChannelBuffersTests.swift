@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// A channel's arrays are refilled for each typed word in the room the last word's left.
@Suite struct TypedWordChannelBuffersTests {
    /// Whatever the array held and however long it was, a refill is exactly `count` copies of the
    /// value, the array it was taken from is left empty, and no new room is made when the old sufficed.
    @Test func aRefillIsCountCopiesInTheRoomItHad() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...70), Gen.int(in: 0...70), Gen.int(in: -5...5)) { had, count, value in
            var array = (0..<had).map { Double($0) * 0.5 }
            array.reserveCapacity(max(had, 40))
            let room = array.capacity
            let before = array.withUnsafeBufferPointer(\.baseAddress)
            let filled = TypedWordChannel.refilled(&array, with: Double(value), count: count)
            #expect(filled == [Double](repeating: Double(value), count: count))
            #expect(array.isEmpty)
            if count <= room, count > 0, had > 0 {
                #expect(filled.withUnsafeBufferPointer(\.baseAddress) == before)
            }
        }
    }

    /// Growing keeps every element the array had, in place and unchanged, appends copies of the
    /// value only past them, and never shortens it.
    @Test func growingKeepsWhatIsThereAndAppendsOnlyPastIt() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...70), Gen.int(in: 0...70), Gen.int(in: -5...5)) { had, count, value in
            let old = (0..<had).map { Double($0) * 0.5 }
            var array = old
            array.reserveCapacity(max(had, 40))
            let before = array.withUnsafeBufferPointer(\.baseAddress)
            let grown = TypedWordChannel.grown(&array, toAtLeast: count, with: Double(value))
            #expect(grown == old + [Double](repeating: Double(value), count: max(0, count - had)))
            #expect(array.isEmpty)
            if count <= had, had > 0 {
                #expect(grown.withUnsafeBufferPointer(\.baseAddress) == before)
            }
        }
    }

    /// A channel clears its letters' states as zero bytes: that must be the state that knows nothing
    /// of its letter (no chain of edits, no block).
    @Test func aLetterStateThatKnowsNothingIsZeroBytes() {
        let state = TypedWordChannel.LetterState()
        #expect(withUnsafeBytes(of: state) { $0.allSatisfy { $0 == 0 } })
        #expect(state.head == 0 && state.block == 0 && state.reach == 0)
    }

    @Test func copiesAreAppendedAfterWhatIsThere() {
        var array: [Int32] = [7, 8]
        TypedWordChannel.appendCopies(of: -1, count: 3, to: &array)
        TypedWordChannel.appendCopies(of: 5, count: 0, to: &array)
        #expect(array == [7, 8, -1, -1, -1])
    }
}
