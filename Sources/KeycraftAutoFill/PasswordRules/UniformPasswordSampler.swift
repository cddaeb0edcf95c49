import Foundation

/// Draws passwords uniformly from every string of a given length over the allowed characters that
/// contains a character of each required class and repeats no character more than `maxConsecutive`
/// times in a row.
///
/// It counts completions by dynamic programming over (classes covered so far, last character's kind,
/// length of the current run), then picks each character with probability proportional to the number
/// of valid completions it leaves: every valid password is equally likely. Characters are grouped by
/// their *signature*, the set of required classes they belong to, so the work depends on the number
/// of classes, not on the alphabet. Counts are `Double`s (exact up to 2⁵³, relative error below 2⁻⁵⁰
/// beyond, so the distribution is uniform up to that rounding); 95¹²⁸ < 2¹⁰²⁴ keeps them finite.
struct UniformPasswordSampler {
    /// Characters grouped by signature; `signatures[i]` is the bit set of required classes that
    /// `groups[i]` belong to.
    private let groups: [[UInt8]]
    private let signatures: [Int]
    private let fullMask: Int
    /// `nil` when no run limit can bind at the lengths sampled.
    private let maxRun: Int?
    /// `rows[r][state]`: how many ways to append `r` more characters from `state` and end covered.
    private let rows: [[Double]]

    /// - Parameters:
    ///   - alphabet: the allowed characters (non-empty).
    ///   - required: each a subset of `alphabet` (non-empty), at most `Int.bitWidth - 2` of them.
    ///   - maxLength: the longest password that will be sampled.
    init(alphabet: ASCIIPrintableSet, required: [ASCIIPrintableSet], maxConsecutive: Int?, maxLength: Int) {
        var bySignature: [Int: [UInt8]] = [:]
        for character in alphabet.codePointsInOrder {
            var signature = 0
            for (index, set) in required.enumerated() where set.contains(character) { signature |= 1 << index }
            bySignature[signature, default: []].append(character)
        }
        let signatures = bySignature.keys.sorted()
        let groups = signatures.map { bySignature[$0]! }
        let fullMask = (1 << required.count) - 1
        let maxRun = maxConsecutive.flatMap { $0 < maxLength ? $0 : nil }

        var rows: [[Double]] = []
        var row = [Double](repeating: 0, count: Self.stateCount(masks: fullMask + 1, groups: groups.count, maxRun: maxRun))
        for state in row.indices where Self.mask(of: state, groups: groups.count, maxRun: maxRun) == fullMask { row[state] = 1 }
        rows.append(row)
        for _ in 1..<max(maxLength, 1) {
            let previous = rows[rows.count - 1]
            row = row.indices.map { state in
                Self.completions(from: state, previous: previous, groups: groups, signatures: signatures, maxRun: maxRun)
            }
            rows.append(row)
        }
        self.signatures = signatures
        self.groups = groups
        self.fullMask = fullMask
        self.maxRun = maxRun
        self.rows = rows
    }

    /// How many numbers the counting table holds for these inputs, to refuse sizes that would
    /// exhaust memory before building it.
    static func tableSize(alphabet: ASCIIPrintableSet, requiredCount: Int, maxConsecutive: Int?, maxLength: Int) -> Int {
        let masks = 1 << requiredCount
        let maxRun = maxConsecutive.flatMap { $0 < maxLength ? $0 : nil }
        return stateCount(masks: masks, groups: min(masks, alphabet.count), maxRun: maxRun) * maxLength
    }

    /// The number of valid passwords of `length` characters (`1...maxLength`).
    func count(length: Int) -> Double {
        firstCharacterWeights(length: length).reduce(0, +)
    }

    /// The fewest characters that cover every required class, or `nil` if none can.
    var fewestCharactersCoveringRequired: Int? {
        var reached: Set<Int> = [0]
        var frontier: Set<Int> = [0]
        var steps = 0
        while !reached.contains(fullMask) {
            frontier = Set(frontier.flatMap { mask in signatures.map { mask | $0 } }).subtracting(reached)
            if frontier.isEmpty { return nil }
            reached.formUnion(frontier)
            steps += 1
        }
        return steps
    }

    func sample(length: Int, using generator: inout some RandomNumberGenerator) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(length)
        var group = Self.pick(weights: firstCharacterWeights(length: length), using: &generator)
        var last = groups[group].randomElement(using: &generator)!
        output.append(last)
        var mask = signatures[group]
        var run = 1
        for remaining in stride(from: length - 1, through: 1, by: -1) {
            let previous = rows[remaining - 1]
            // Option `groups.count` means repeating the last character.
            var weights = groups.indices.map { next in
                Double(ways(to: next, after: group)) * previous[state(mask: mask | signatures[next], group: next, run: 1)]
            }
            if let maxRun, run < maxRun {
                weights.append(previous[state(mask: mask, group: group, run: run + 1)])
            }
            let choice = Self.pick(weights: weights, using: &generator)
            if choice == groups.count {
                run += 1
            } else {
                let candidates = maxRun != nil && choice == group ? groups[choice].filter { $0 != last } : groups[choice]
                last = candidates.randomElement(using: &generator)!
                group = choice
                mask |= signatures[choice]
                run = 1
            }
            output.append(last)
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func firstCharacterWeights(length: Int) -> [Double] {
        groups.indices.map { group in
            Double(groups[group].count) * rows[length - 1][state(mask: signatures[group], group: group, run: 1)]
        }
    }

    /// Characters of `next` that may follow one of `group`: with a run limit, repeating the same
    /// character is a separate option, so it is left out here.
    private func ways(to next: Int, after group: Int) -> Int {
        groups[next].count - (maxRun != nil && next == group ? 1 : 0)
    }

    private func state(mask: Int, group: Int, run: Int) -> Int {
        guard let maxRun else { return mask }
        return (mask * groups.count + group) * maxRun + run - 1
    }

    private static func stateCount(masks: Int, groups: Int, maxRun: Int?) -> Int {
        maxRun.map { masks * groups * $0 } ?? masks
    }

    private static func mask(of state: Int, groups: Int, maxRun: Int?) -> Int {
        maxRun.map { state / $0 / groups } ?? state
    }

    private static func completions(from state: Int, previous: [Double], groups: [[UInt8]], signatures: [Int], maxRun: Int?) -> Double {
        guard let maxRun else {
            return groups.indices.reduce(0) { sum, next in
                sum + Double(groups[next].count) * previous[state | signatures[next]]
            }
        }
        let run = state % maxRun + 1
        let group = state / maxRun % groups.count
        let mask = state / maxRun / groups.count
        var sum = run < maxRun ? previous[state + 1] : 0
        for next in groups.indices {
            let ways = groups[next].count - (next == group ? 1 : 0)
            if ways > 0 {
                sum += Double(ways) * previous[((mask | signatures[next]) * groups.count + next) * maxRun]
            }
        }
        return sum
    }

    /// An index drawn with probability proportional to its weight (the weights have a positive sum).
    private static func pick(weights: [Double], using generator: inout some RandomNumberGenerator) -> Int {
        let total = weights.reduce(0, +)
        var target = Double.random(in: 0..<total, using: &generator)
        for (index, weight) in weights.enumerated() where weight > 0 {
            if target < weight { return index }
            target -= weight
        }
        // Rounding can leave a sliver past the last weight; it belongs to the last possible choice.
        return weights.lastIndex { $0 > 0 }!
    }
}
