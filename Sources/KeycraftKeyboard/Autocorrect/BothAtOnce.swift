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
    whileOnAThread({ b = second() }, { a = first() })
    return (a!, b!)
}

/// Runs `side` on a thread of its own while `main` runs on the caller's, and returns once both
/// have finished; `main` then `side` on a single core, or when no thread can be made.
private func whileOnAThread(_ side: () -> Void, _ main: () -> Void) {
    guard sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 else { main(); side(); return }
    withoutActuallyEscaping(side) { side in
        let part = Unmanaged.passRetained(SidePart(side)).toOpaque()
        guard let thread = SidePart.start(part) else {
            Unmanaged<SidePart>.fromOpaque(part).release()
            main()
            side()
            return
        }
        main()
        // Joined before returning: `side` (which only seemed to escape) has finished with what it captured.
        pthread_join(thread, nil)
    }
}

/// The part ``whileOnAThread(_:_:)`` hands to its thread.
private final class SidePart: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }

    /// Runs the part retained at `part` on a new thread, which releases it; nil when no thread
    /// could be made (the part is then still retained). The start routine's parameter is optional
    /// on Linux and not on Darwin, hence the two spellings.
    static func start(_ part: UnsafeMutableRawPointer) -> pthread_t? {
        #if canImport(Darwin)
        var thread: pthread_t?
        let started = pthread_create(&thread, nil, { part in
            Unmanaged<SidePart>.fromOpaque(part).takeRetainedValue().body()
            return nil
        }, part)
        return started == 0 ? thread : nil
        #else
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { part in
            Unmanaged<SidePart>.fromOpaque(part!).takeRetainedValue().body()
            return nil
        }, part)
        return started == 0 ? thread : nil
        #endif
    }
}
