/// A set of printable ASCII characters (U+0020 SPACE through U+007E TILDE), the only characters the
/// password-rules language can name one by one.
///
/// Stored as 95 bits so that merging classes and testing membership cost a few instructions.
///
/// ```swift
/// let letters = ASCIIPrintableSet.upper.union(.lower)
/// letters.count                              // 52
/// letters.contains(UInt8(ascii: "q"))        // true
/// ```
public struct ASCIIPrintableSet: Hashable, Sendable {
    /// Code points 0x20...0x5F.
    private var low: UInt64 = 0
    /// Code points 0x60...0x7E.
    private var high: UInt64 = 0

    /// The code points a set may hold: space through tilde.
    public static let codePoints: ClosedRange<UInt8> = 0x20...0x7E

    /// The empty set.
    public init() {}

    /// The printable characters among `codePoints`; others are ignored.
    public init(_ codePoints: some Sequence<UInt8>) {
        for codePoint in codePoints { insert(codePoint) }
    }

    /// Every code point in `ranges` (each must lie inside `codePoints`).
    init(ranges: ClosedRange<UInt8>...) {
        for range in ranges { for codePoint in range { insert(codePoint) } }
    }

    /// Every printable ASCII character.
    public static let all = ASCIIPrintableSet(ranges: codePoints)

    /// Whether the set holds nothing.
    public var isEmpty: Bool { low == 0 && high == 0 }
    /// How many characters the set holds.
    public var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// Inserts `codePoint`; anything outside `codePoints` is ignored (it cannot be in the set).
    public mutating func insert(_ codePoint: UInt8) {
        guard Self.codePoints.contains(codePoint) else { return }
        let index = codePoint - 0x20
        if index < 64 { low |= 1 << UInt64(index) } else { high |= 1 << UInt64(index - 64) }
    }

    /// Whether the printable ASCII code point `codePoint` is in the set (false outside `codePoints`).
    public func contains(_ codePoint: UInt8) -> Bool {
        guard Self.codePoints.contains(codePoint) else { return false }
        let index = codePoint - 0x20
        return index < 64 ? low & (1 << UInt64(index)) != 0 : high & (1 << UInt64(index - 64)) != 0
    }

    /// Whether `character` is a single printable ASCII scalar in the set.
    public func contains(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return contains(ascii)
    }

    /// The characters in either set.
    public func union(_ other: ASCIIPrintableSet) -> ASCIIPrintableSet {
        var result = self
        result.formUnion(other)
        return result
    }

    /// Adds the characters of `other`.
    public mutating func formUnion(_ other: ASCIIPrintableSet) {
        low |= other.low
        high |= other.high
    }

    /// The characters in both sets.
    public func intersection(_ other: ASCIIPrintableSet) -> ASCIIPrintableSet {
        var result = self
        result.low &= other.low
        result.high &= other.high
        return result
    }

    /// Whether every character of `other` is in this set.
    public func isSuperset(of other: ASCIIPrintableSet) -> Bool {
        intersection(other) == other
    }

    /// The members in ascending code point order.
    public var codePointsInOrder: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        for (word, base) in [(low, UInt8(0x20)), (high, UInt8(0x60))] {
            var remaining = word
            while remaining != 0 {
                result.append(base + UInt8(remaining.trailingZeroBitCount))
                remaining &= remaining - 1
            }
        }
        return result
    }
}
