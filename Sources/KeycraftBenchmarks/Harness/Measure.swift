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

/// Like `measure`, but each round starts from a fresh `setUp()` value that is built outside the timed
/// region — so building a 1 MB document doesn't count as the cost of typing into it.
func measure<State>(
    _ label: String, operations: Int, rounds: Int = 5, setUp: () -> State, _ body: (inout State) -> Void
) -> Measurement {
    let clock = ContinuousClock()
    var best = Duration.seconds(Int64.max / 4)
    for round in 0...rounds {
        var state = setUp()
        let elapsed = clock.measure { body(&state) }
        blackHole(state)
        if round > 0 { best = min(best, elapsed) }  // round 0 warms up
    }
    let (seconds, attoseconds) = best.components
    let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    return Measurement(label: label, nanosecondsPerOperation: nanoseconds / Double(max(operations, 1)))
}
