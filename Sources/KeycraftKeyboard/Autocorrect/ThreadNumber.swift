import Foundation

/// A small number for the calling thread, the same for its whole life: threads are numbered 0, 1,
/// 2… in the order they first ask (never reused). Per-thread caches use it to pick a shelf, so
/// that threads numbered apart, such as the few answering words at once, use shelves of their own
/// (a hash of the thread's identity could put any two together).
enum ThreadNumber {
    /// The calling thread's number.
    static var current: Int {
        if let stored = pthread_getspecific(key) { return Int(bitPattern: stored) - 1 }
        let number = counter.withLock { () -> Int in
            defer { next += 1 }
            return next
        }
        // Stored plus one: a thread that never asked reads nil (0).
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: number + 1))
        return number
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "no thread-specific key left (pthread_key_create: \(status))")
        return key
    }()

    private static let counter = NSLock()
    // Read and written only under `counter`.
    nonisolated(unsafe) private static var next = 0
}
