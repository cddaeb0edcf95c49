import Foundation

/// Time per operation of one workload, the best of several rounds (the least disturbed by the machine).
struct Measurement {
    let label: String
    let nanosecondsPerOperation: Double
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Runs `body` (which performs `operations` operations) `rounds` times after one warm-up round.
func measure(_ label: String, operations: Int, rounds: Int = 5, _ body: () -> Void) -> Measurement {
    body()
    let clock = ContinuousClock()
    var best = Duration.seconds(Int64.max / 4)
    for _ in 0..<rounds {
        let elapsed = clock.measure(body)
        best = min(best, elapsed)
    }
    let (seconds, attoseconds) = best.components
    let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    return Measurement(label: label, nanosecondsPerOperation: nanoseconds / Double(max(operations, 1)))
}
