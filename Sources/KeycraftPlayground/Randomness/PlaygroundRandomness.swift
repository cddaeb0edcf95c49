/// Where the playground's randomness comes from: the system's cryptographically secure generator, as
/// Password AutoFill uses, or — for key scripts that must print the same screen every run
/// (`keycraft demo --seed N`) — SplitMix64 from a seed, which is repeatable and not secure.
public enum PlaygroundRandomness: RandomNumberGenerator, Sendable, Equatable {
    case system
    case seeded(state: UInt64)

    public mutating func next() -> UInt64 {
        switch self {
        case .system:
            var generator = SystemRandomNumberGenerator()
            return generator.next()
        case .seeded(let state):
            // SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014).
            let advanced = state &+ 0x9E37_79B9_7F4A_7C15
            self = .seeded(state: advanced)
            var z = advanced
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
