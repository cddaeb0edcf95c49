import Foundation

/// What a candidate's probability is at least multiplied by for its edits: e^(−costWeight · least
/// cost) (``EditDistance/leastCost(distance:lengthDifference:cheapestExtra:model:)``), for each
/// distance and length difference a candidate can have, the typed word with or without a doubled
/// letter. Computed once per speller, read per candidate: the bounds that decide which candidates
/// are worth aligning cost a load, not a logarithm.
struct LeastCostFactors: Sendable {
    private static let distances = 1...DeleteIndex.maxDistance
    private static let lengthDifferences = -DeleteIndex.maxDistance...DeleteIndex.maxDistance
    /// By doubled letter (no, yes), then distance, then length difference.
    private var factors: [Double]

    /// These factors in an array of their own: see ``Speller/replica()``.
    func replica() -> LeastCostFactors {
        var replica = self
        replica.factors = factors.unshared
        return replica
    }

    init(model: TypingErrorModel, weight: Double) {
        var factors: [Double] = []
        for cheapestExtra in [false, true].map(model.cheapestExtra(typedHasDoubledLetter:)) {
            for distance in Self.distances {
                for k in Self.lengthDifferences {
                    let least = EditDistance.leastCost(distance: distance, lengthDifference: k, cheapestExtra: cheapestExtra, model: model)
                    factors.append(exp(-weight * least))
                }
            }
        }
        self.factors = factors
    }

    /// The factor for a candidate `distance` (1...2) edits from a typed word `lengthDifference`
    /// letters longer than it (within ±`distance`), with or without a doubled letter.
    @inline(__always)
    func factor(distance: Int, lengthDifference: Int, typedHasDoubledLetter: Bool) -> Double {
        let perDistance = Self.lengthDifferences.count
        return factors[((typedHasDoubledLetter ? Self.distances.count : 0) + distance - 1) * perDistance + lengthDifference + DeleteIndex.maxDistance]
    }
}
