import CKeycraftThreads
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs `first` and `second` at once and returns both results once both have finished: `second`
/// on a thread of its own, `first` on the caller's (one after the other where there is only one
/// core, or the thread can't be made). For loading work whose two parts don't need each other,
/// such as the dictionary and the misspelling table. Each part must be safe to run beside the other.
///
/// A thread of its own rather than `DispatchQueue.concurrentPerform`, which runs the two parts of
/// a call made inside one of its parts one after the other: with a thread, a part may itself load
/// two things at once.
package func bothAtOnce<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    var a: A?, b: B?
    allAtOnce(2) { part in
        if part == 0 { a = first() } else { b = second() }
    }
    return (a!, b!)
}

/// Runs `part(0)`, `part(1)` … `part(count − 1)` at once and returns once all have finished: part 0
/// on the caller's thread, each other on a thread of its own, started on another core than the
/// caller's (`keycraft_start_elsewhere`: left to the scheduler, a new thread often waited milliseconds
/// behind its busy maker). Where there is only one core, or a thread can't be made, the parts
/// without a thread run on the caller's, one after the other. Each part must be safe to run beside
/// the others.
package func allAtOnce(_ count: Int, _ part: (Int) -> Void) {
    guard count > 1, sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 else {
        for k in 0..<max(count, 0) { part(k) }
        return
    }
    withoutActuallyEscaping(part) { part in
        var threads: [pthread_t] = [], unstarted: [Int] = []
        for k in 1..<count {
            if let thread = PartThread.start({ part(k) }, turn: k - 1) { threads.append(thread) } else { unstarted.append(k) }
        }
        part(0)
        for k in unstarted { part(k) }
        // Joined before returning: `part` (which only seemed to escape) has finished with what it captured.
        for thread in threads { pthread_join(thread, nil) }
    }
}

/// A part ``allAtOnce(_:_:)`` hands to a thread of its own.
private final class PartThread: @unchecked Sendable {
    let body: () -> Void
    /// Whether the thread was placed on a core (it then lets itself run on any, first).
    let placed: Bool

    init(_ body: @escaping () -> Void, placed: Bool) {
        self.body = body
        self.placed = placed
    }

    /// Runs `body` on a new thread, placed on the `turn`-th core other than the caller's; nil when
    /// no thread could be made.
    static func start(_ body: @escaping () -> Void, turn: Int) -> pthread_t? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        let placed = keycraft_start_elsewhere(&attributes, Int32(clamping: turn))
        if let thread = create(PartThread(body, placed: placed), &attributes) { return thread }
        // A core the process may no longer use, say: started where the scheduler likes.
        return placed ? create(PartThread(body, placed: false), nil) : nil
    }

    /// Starts `part` on a new thread made with `attributes`; nil when none could be made. The
    /// start routine's parameter is optional on Linux and not on Darwin, hence the two spellings.
    private static func create(_ part: PartThread, _ attributes: UnsafePointer<pthread_attr_t>?) -> pthread_t? {
        let retained = Unmanaged.passRetained(part).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let started = pthread_create(&thread, attributes, { retained in
            Unmanaged<PartThread>.fromOpaque(retained).takeRetainedValue().run()
            return nil
        }, retained)
        #else
        var thread = pthread_t()
        let started = pthread_create(&thread, attributes, { retained in
            Unmanaged<PartThread>.fromOpaque(retained!).takeRetainedValue().run()
            return nil
        }, retained)
        #endif
        guard started == 0 else {
            Unmanaged<PartThread>.fromOpaque(retained).release()
            return nil
        }
        return thread
    }

    private func run() {
        if placed { keycraft_run_anywhere() }
        body()
    }
}
