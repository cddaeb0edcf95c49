/// How a field with several masks (a primary and alternatives) picks the one for its text: the mask with
/// the highest affinity wins, the primary on a tie (InputMask's `AffinityCalculationStrategy`).
public enum MaskAffinityStrategy: String, Sendable, Equatable, CaseIterable {
    /// The mask's own affinity for the whole text (`MaskResult.affinity`).
    case wholeString
    /// The length of the longest common beginning of the text and the mask's formatting of it: suits
    /// masks that share a beginning and differ in how they go on.
    case prefix
    /// How close the text's length is to the mask's length; a text longer than the mask never picks it.
    case capacity
    /// As `capacity`, with the extracted value against the mask's value length.
    case extractedValueCapacity

    /// The affinity of `mask` for `text`, given the mask's formatting of it. A mask without end (an
    /// ellipsis) fits every length but is the least specific: it scores just above a mask that can't hold
    /// the text under the capacity strategies.
    public func affinity(of mask: Mask, for text: String, result: MaskResult) -> Int {
        switch self {
        case .wholeString:
            return result.affinity
        case .prefix:
            return zip(result.formattedText, text).prefix { $0 == $1 }.count
        case .capacity:
            return Self.fit(text.count, into: mask.totalTextLength)
        case .extractedValueCapacity:
            return Self.fit(result.extractedValue.count, into: mask.totalValueLength)
        }
    }

    private static func fit(_ length: Int, into capacity: Int?) -> Int {
        guard let capacity else { return Int.min + 1 }
        return length > capacity ? Int.min : length - capacity
    }
}

extension Array where Element == Mask {
    /// The index of the mask `strategy` picks for `text` (the first on a tie).
    func bestIndex(for text: String, strategy: MaskAffinityStrategy) -> Int {
        var best = 0, bestScore = Int.min
        for (index, mask) in enumerated() {
            let result = mask.apply(to: text, autocomplete: false)
            let score = strategy.affinity(of: mask, for: text, result: result)
            if index == 0 || score > bestScore { (best, bestScore) = (index, score) }
        }
        return best
    }
}
