/// Integers as a number field accepts them: ASCII digits with an optional leading `-`, no `+`, no
/// leading zeros, no `-0` — one spelling per number, so the prefixes of a valid entry are easy to know.
enum IntegerNotation {
    /// The value `text` spells, or nil when it is not a canonical integer (or does not fit in `Int`).
    static func value(of text: some StringProtocol) -> Int? {
        guard isCanonical(text, complete: true) else { return nil }
        return Int(text)
    }

    /// Whether the user may go on typing `text` towards a number in `range`: some integer in the range
    /// is spelled `text` followed by zero or more digits.
    static func isPrefix(_ text: some StringProtocol, ofANumberIn range: ClosedRange<Int>) -> Bool {
        guard isCanonical(text, complete: false) else { return false }
        let negative = text.hasPrefix("-")
        let digits = text.dropFirst(negative ? 1 : 0)
        if digits.isEmpty { return !negative || range.lowerBound < 0 }
        guard let magnitude = Int(digits) else { return false }
        if magnitude == 0 { return range.contains(0) }
        // The numbers continuing the prefix with k more digits fill one interval of magnitudes,
        // [m·10^k, m·10^k + 10^k − 1]; try each k until the magnitudes outgrow Int.
        var low = magnitude, width = 1
        while true {
            let high = low.addingReportingOverflow(width - 1)
            let lastMagnitude = high.overflow ? Int.max : high.partialValue
            if negative {
                // −lastMagnitude … −low; −Int.max is the most negative value reachable this way.
                if -low >= range.lowerBound && -lastMagnitude <= range.upperBound { return true }
            } else if low <= range.upperBound && lastMagnitude >= range.lowerBound {
                return true
            }
            let nextLow = low.multipliedReportingOverflow(by: 10)
            let nextWidth = width.multipliedReportingOverflow(by: 10)
            if nextLow.overflow || nextWidth.overflow { return false }
            (low, width) = (nextLow.partialValue, nextWidth.partialValue)
        }
    }

    /// ASCII digits after an optional `-`, without a leading zero unless the number is 0; `complete`
    /// forbids the bare `-` and the empty string that a prefix may be.
    private static func isCanonical(_ text: some StringProtocol, complete: Bool) -> Bool {
        let digits = text.utf8.drop(while: { $0 == UInt8(ascii: "-") })
        guard text.utf8.count - digits.count <= 1, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return false
        }
        if digits.isEmpty { return !complete }
        if digits.first == UInt8(ascii: "0") { return digits.count == 1 && text.utf8.count == 1 }
        return true
    }
}
