import Dispatch

/// Runs `first` and `second` at once, one on each of two threads (one after the other where there
/// is only one), and returns both results once both have finished: for loading work whose two parts
/// don't need each other, such as a dictionary's checksum and its invariant checks, or the
/// dictionary and the misspelling table. Each part must be safe to run beside the other.
package func bothAtOnce<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    // Each result is written by its own part alone and read once both have finished; the parts
    // themselves are the caller's, which promises they can run side by side.
    nonisolated(unsafe) var a: A?
    nonisolated(unsafe) var b: B?
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            nonisolated(unsafe) let parts = (first, second)
            DispatchQueue.concurrentPerform(iterations: 2) { part in
                if part == 0 { a = parts.0() } else { b = parts.1() }
            }
        }
    }
    return (a!, b!)
}
