/// The length of a text in the three units fields limit by: what people see as characters (grapheme
/// clusters), what UIKit's `NSRange` and `NSString.length` count (UTF-16 code units), and what storage
/// and network protocols count (UTF-8 bytes).
///
/// 👩‍👩‍👧 is 1 grapheme cluster, 8 UTF-16 code units and 18 UTF-8 bytes.
public struct TextLength: Equatable, Sendable {
    public var graphemeClusters: Int
    public var utf16: Int
    public var utf8: Int

    /// Counts `text` in every unit. O(n): editing code passes a length it maintains instead.
    public init(of text: some StringProtocol) {
        self.init(graphemeClusters: text.count, utf16: text.utf16.count, utf8: text.utf8.count)
    }

    public init(graphemeClusters: Int, utf16: Int, utf8: Int) {
        self.graphemeClusters = graphemeClusters
        self.utf16 = utf16
        self.utf8 = utf8
    }

    /// The length in `unit`.
    public func count(in unit: LengthUnit) -> Int {
        switch unit {
        case .graphemeClusters: graphemeClusters
        case .utf16: utf16
        case .utf8: utf8
        }
    }

    static func + (lhs: TextLength, rhs: TextLength) -> TextLength {
        TextLength(
            graphemeClusters: lhs.graphemeClusters + rhs.graphemeClusters,
            utf16: lhs.utf16 + rhs.utf16, utf8: lhs.utf8 + rhs.utf8)
    }

    static func - (lhs: TextLength, rhs: TextLength) -> TextLength {
        TextLength(
            graphemeClusters: lhs.graphemeClusters - rhs.graphemeClusters,
            utf16: lhs.utf16 - rhs.utf16, utf8: lhs.utf8 - rhs.utf8)
    }
}

/// The unit a maximum length counts in. Fields count grapheme clusters unless a backend limits
/// UTF-16 units (as `NSString.length` does) or UTF-8 bytes (as a database column may).
public enum LengthUnit: Sendable, Codable {
    case graphemeClusters, utf16, utf8
}
