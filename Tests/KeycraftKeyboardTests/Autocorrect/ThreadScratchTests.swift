@testable import KeycraftKeyboard
import Foundation
import PropertyBased
import Testing

/// A lookup's tables come from its thread's block (``ThreadScratch``): room lent in the order the
/// calls nest, never overlapping what an outer call holds, given back when each call returns, and
/// made elsewhere when the block can't hold it.
@Suite struct ThreadScratchTests {
    /// Random nestings of requests (sizes from nothing to past the whole block, values of 1, 4, 8
    /// and 16 bytes): each call's room is aligned for its values, keeps what was written in it
    /// while inner calls write theirs, and everything is given back afterwards.
    @Test func nestedRoomNeverOverlapsAndIsGivenBack() async {
        let sizes = Gen.int(in: 0...(ThreadScratch.blockSize / 4)).array(of: 1...8)
        await propertyCheck(count: 300, input: sizes, Gen.int(in: 0...3).array(of: 8)) { sizes, kinds in
            let before = ThreadScratch.lentBytes
            #expect(Self.nest(sizes[...], kinds: kinds, depth: 0))
            #expect(ThreadScratch.lentBytes == before)
        }
    }

    /// Fills room of `sizes.first` bytes with a pattern of its depth, nests the rest inside, and
    /// checks its pattern survived them.
    static func nest(_ sizes: ArraySlice<Int>, kinds: [Int], depth: Int) -> Bool {
        guard let bytes = sizes.first else { return true }
        let rest = sizes.dropFirst()
        let mark = UInt8(truncatingIfNeeded: depth &* 37 &+ 1)
        func fill<T: BitwiseCopyable & FixedWidthInteger>(_: T.Type) -> Bool {
            ThreadScratch.with(T.self, capacity: bytes / MemoryLayout<T>.stride) { room in
                guard Int(bitPattern: room.baseAddress) % MemoryLayout<T>.alignment == 0 else { return false }
                let pattern = T(truncatingIfNeeded: mark)
                room.initialize(repeating: pattern)
                let inner = nest(rest, kinds: kinds, depth: depth + 1)
                return inner && room.allSatisfy { $0 == pattern }
            }
        }
        switch kinds[depth % kinds.count] {
        case 0: return fill(UInt8.self)
        case 1: return fill(UInt32.self)
        case 2: return fill(UInt64.self)
        default:
            // A 16-byte value, as a lookup's groups are.
            return ThreadScratch.with(DeleteIndex.Group.self, capacity: bytes / 16) { room in
                for k in room.indices { room[k] = DeleteIndex.Group(prefix: UInt64(mark), first: UInt32(k), count: 1) }
                let inner = nest(rest, kinds: kinds, depth: depth + 1)
                return inner && room.indices.allSatisfy { room[$0].prefix == UInt64(mark) && room[$0].first == UInt32($0) }
            }
        }
    }

    /// Room past what the block has left is made elsewhere, and the block's room is unchanged by it.
    @Test func roomPastTheBlockIsMadeElsewhere() {
        ThreadScratch.with(UInt8.self, capacity: ThreadScratch.blockSize - 8) { outer in
            outer.initialize(repeating: 7)
            let lent = ThreadScratch.lentBytes
            ThreadScratch.with(UInt64.self, capacity: 2) { inner in
                inner.initialize(repeating: .max)
                #expect(inner.count == 2)
                #expect(ThreadScratch.lentBytes == lent)
            }
            #expect(outer.allSatisfy { $0 == 7 })
        }
        ThreadScratch.with(UInt32.self, capacity: ThreadScratch.blockSize) { big in
            big.initialize(repeating: 3)
            #expect(big.count == ThreadScratch.blockSize && big.allSatisfy { $0 == 3 })
        }
        #expect(ThreadScratch.lentBytes == 0)
        ThreadScratch.with(UInt64.self, capacity: 0) { #expect($0.isEmpty) }
    }

    /// A thread that could not have a block (no memory, or no thread-specific key left) still gets
    /// room for every request, made elsewhere, nested calls included; the shared stand-in block it is
    /// given is never written, so threads in that state never share room.
    @Test func aThreadWithoutABlockStillGetsRoom() {
        let none = ThreadScratch.Block.none
        let unused = none.pointee.used
        for capacity in [0, 1, 100, ThreadScratch.blockSize / 8, ThreadScratch.blockSize] {
            let ok = ThreadScratch.with(UInt64.self, capacity: capacity, from: none) { outer in
                outer.initialize(repeating: 0xA5)
                let inner = ThreadScratch.with(UInt32.self, capacity: 16, from: none) { inner in
                    inner.initialize(repeating: 9)
                    return inner.count == 16 && inner.allSatisfy { $0 == 9 } && none.pointee.used == unused
                }
                return inner && outer.count == capacity && outer.allSatisfy { $0 == 0xA5 }
            }
            #expect(ok, "capacity \(capacity)")
            #expect(none.pointee.used == unused)
        }
    }

    /// Threads answering at once each use a block of their own: what one writes, no other sees.
    @Test func eachThreadHasItsOwnBlock() {
        final class Failures: @unchecked Sendable {
            let lock = NSLock()
            var count = 0  // under `lock`
        }
        let failures = Failures()
        let threads = 6, done = DispatchSemaphore(value: 0)
        let together = DispatchGroup()
        for _ in 0..<threads { together.enter() }
        for t in 0..<threads {
            Thread {
                for round in 0..<200 {
                    let pattern = UInt64(t * 1_000 + round)
                    let ok = ThreadScratch.with(UInt64.self, capacity: 4_096) { room in
                        room.initialize(repeating: pattern)
                        if round == 0 {
                            // Every thread holds its room before any checks it.
                            together.leave()
                            together.wait()
                        }
                        return room.allSatisfy { $0 == pattern }
                    }
                    if !ok { failures.lock.withLock { failures.count += 1 } }
                }
                done.signal()
            }.start()
        }
        for _ in 0..<threads { done.wait() }
        #expect(failures.lock.withLock { failures.count } == 0)
    }
}
