@testable import KeycraftKeyboard
import Foundation
import Testing

/// Per-thread caches pick their shelf by ``ThreadNumber``: a thread keeps its number, and threads
/// alive at once have different ones.
@Suite struct ThreadNumberTests {
    /// The numbers of `count` threads started together, each read twice on its thread.
    static func numbers(ofThreads count: Int) -> [(Int, Int)] {
        final class Numbers: @unchecked Sendable {
            let lock = NSLock()
            var list: [(Int, Int)] = []  // under `lock`
        }
        let numbers = Numbers()
        let done = DispatchSemaphore(value: 0), go = DispatchSemaphore(value: 0)
        for _ in 0..<count {
            Thread {
                go.wait()
                let first = ThreadNumber.current
                let again = ThreadNumber.current
                numbers.lock.withLock { numbers.list.append((first, again)) }
                done.signal()
            }.start()
        }
        for _ in 0..<count { go.signal() }
        for _ in 0..<count { done.wait() }
        return numbers.lock.withLock { numbers.list }
    }

    @Test func aThreadKeepsItsNumberAndThreadsHaveTheirOwn() {
        let numbers = Self.numbers(ofThreads: 8)
        #expect(numbers.allSatisfy { $0.0 == $0.1 })
        #expect(Set(numbers.map(\.0)).count == 8)
        #expect(numbers.allSatisfy { $0.0 >= 0 })
        #expect(ThreadNumber.current == ThreadNumber.current)
    }
}
