import CKeycraftThreads
import Foundation
import Testing

@testable import KeycraftKeyboard

struct AllAtOnceTests {
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

    /// Every part runs exactly once, whatever their number against the cores: part 0 on the
    /// caller's thread, the others beside it.
    @Test(arguments: [0, 1, 2, 3, 9])
    func everyPartRunsOnceAndPartZeroOnTheCaller(count: Int) {
        let caller = pthread_self()
        let runs = Counter()
        let onCaller = Counter()
        allAtOnce(count) { part in
            runs.add(1 << (4 * part))
            if pthread_equal(pthread_self(), caller) != 0 { onCaller.add(1 << (4 * part)) }
        }
        // One run of each part, each in its own four bits.
        #expect(runs.value == (0..<count).reduce(0) { $0 + 1 << (4 * $1) })
        #expect(onCaller.value & 0xF == (count > 0 ? 1 : 0))
        if sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 { #expect(onCaller.value >> 4 == 0) }
    }

    /// With two cores, three parts run at the same time: each waits until all three have arrived,
    /// which never happens if any runs after another. (Bounded waits: a regression fails, not hangs.)
    @Test(.enabled(if: sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1))
    func thePartsRunAtOnce() {
        let arrived = Counter()
        let met = Counter()
        allAtOnce(3) { _ in
            arrived.add(1)
            let deadline = Date().addingTimeInterval(10)
            while arrived.value < 3 && Date() < deadline { usleep(100) }
            if arrived.value == 3 { met.add(1) }
        }
        #expect(met.value == 3)
    }

    /// A thread started on another core is placed there, not pinned: once running, it may run on
    /// every core the process may use.
    @Test(.enabled(if: keycraft_allowed_cpu_count() > 1))
    func aPartsThreadMayRunOnEveryCore() {
        let everywhere = keycraft_allowed_cpu_count()
        let allowed = Counter()
        allAtOnce(3) { part in
            if part > 0 { allowed.add(Int(keycraft_allowed_cpu_count()) << (8 * (part - 1))) }
        }
        #expect(allowed.value == Int(everywhere) | Int(everywhere) << 8)
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var total = 0
        func add(_ n: Int) { lock.withLock { total += n } }
        var value: Int { lock.withLock { total } }
    }
}
