/// The length of a text in the three units a field limit may count.
///
/// ```swift
/// let length = TextLength(of: "👩‍👩‍👧 안녕")
/// length.graphemeClusters   // 4
/// length.utf16              // 11
/// ```
public struct TextLength: Equatable, Hashable, Sendable, Codable {
    /// User-perceived characters (`Character`s): what people mean by "10 characters".
    public var graphemeClusters: Int
    /// UTF-16 code units: what `NSString.length` and UIKit's `NSRange`s count.
    public var utf16: Int
    /// UTF-8 bytes: what a database column or a wire format usually limits.
    public var utf8: Int

    /// A length given in all three units.
    public init(graphemeClusters: Int, utf16: Int, utf8: Int) {
        self.graphemeClusters = graphemeClusters
        self.utf16 = utf16
        self.utf8 = utf8
    }

    /// Counts `text` in full: O(n). Editing code uses `EditableText.length(afterReplacing:with:)` instead.
    public init(of text: some StringProtocol) {
        self.init(graphemeClusters: text.count, utf16: text.utf16.count, utf8: text.utf8.count)
    }

    /// The length of the empty text.
    public static let zero = TextLength(graphemeClusters: 0, utf16: 0, utf8: 0)

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

    /// The count in `unit`.
    public func count(in unit: LengthUnit) -> Int {
        switch unit {
        case .graphemeClusters: graphemeClusters
        case .utf16: utf16
        case .utf8: utf8
        }
    }
}

/// The unit a length limit counts in.
public enum LengthUnit: String, Sendable, Codable, CaseIterable {
    /// Characters as the user sees them: an emoji with ZWJ or a letter with accents counts once.
    case graphemeClusters
    /// UTF-16 code units, as `NSString.length` and `NSRange` count.
    case utf16
    /// UTF-8 bytes, as a database column or a protocol may limit them.
    case utf8
}
