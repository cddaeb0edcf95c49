/// Runs async operations one at a time, in the order they arrive: the SQLite database's single
/// connection must not interleave one request's transaction with another's statements.
actor SerialAccess {
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func run<Result: Sendable>(_ operation: @Sendable () async throws -> Result) async throws -> Result {
        if busy {
            await withCheckedContinuation { waiters.append($0) }
        } else {
            busy = true
        }
        defer {
            if waiters.isEmpty { busy = false } else { waiters.removeFirst().resume() }
        }
        return try await operation()
    }
}
