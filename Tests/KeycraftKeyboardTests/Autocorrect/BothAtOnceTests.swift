import Foundation
import Testing

@testable import KeycraftKeyboard

struct BothAtOnceTests {
    /// Each part runs once and its own result comes back in its own place, whatever the parts return
    /// and however long each takes.
    @Test func eachPartRunsOnceAndItsResultComesBackInItsPlace() {
        for delays in [(0, 2_000), (2_000, 0), (0, 0)] {
            let runs = Counter()
            let (text, number) = bothAtOnce(
                { runs.add(1); usleep(useconds_t(delays.0)); return "first" },
                { runs.add(10); usleep(useconds_t(delays.1)); return 2 })
            #expect(text == "first")
            #expect(number == 2)
            #expect(runs.value == 11)
        }
    }

    /// A part's thrown error comes back as its result, the other part's result beside it.
    @Test func aFailingPartLeavesTheOtherPartsResult() {
        struct Failure: Error, Equatable {}
        let (failed, succeeded) = bothAtOnce({ Result<Int, Failure> { () throws(Failure) in throw Failure() } }, { Result<Int, Failure>.success(7) })
        #expect(throws: Failure()) { try failed.get() }
        #expect((try? succeeded.get()) == 7)
    }

    /// With two cores, the parts run at the same time, and so do the parts of a call made inside
    /// one of them: each part waits for its partner's signal, which never comes when the two run
    /// one after the other. (The wait is bounded, so that a regression fails rather than hangs.)
    @Test(.enabled(if: sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1))
    func thePartsRunAtOnceEvenInsideAPart() {
        func rendezvous() -> (Bool, Bool) {
            let (one, two) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
            return bothAtOnce(
                { two.signal(); return one.wait(timeout: .now() + 10) == .success },
                { one.signal(); return two.wait(timeout: .now() + 10) == .success })
        }
        let (outer, inner) = bothAtOnce({ rendezvous() }, { rendezvous() })
        #expect(outer == (true, true))
        #expect(inner == (true, true))
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var total = 0
        func add(_ n: Int) { lock.withLock { total += n } }
        var value: Int { lock.withLock { total } }
    }
}
