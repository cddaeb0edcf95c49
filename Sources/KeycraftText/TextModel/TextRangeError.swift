import Foundation

/// Which end of a range a problem concerns.
public enum RangeBound: String, Sendable, Equatable, Codable {
    /// The start of the range.
    case lower = "start"
    /// The end of the range.
    case upper = "end"
}

/// Why a UTF-16 range (what UIKit's delegates pass as `NSRange`) can't be used on a text.
///
/// Every edit validates its range first and throws one of these before touching anything, so a rejected
/// edit leaves the text and the selection exactly as they were.
public enum TextRangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `location` is `NSNotFound`, which UIKit uses for "no range".
    case notFound
    /// A bound is negative.
    case negative(RangeBound, value: Int)
    /// A bound lies past the end of the text (`textLength` UTF-16 units).
    case outOfBounds(RangeBound, offset: Int, textLength: Int)
    /// A bound falls between the two halves of a surrogate pair.
    case insideSurrogatePair(RangeBound, offset: Int)
    /// A bound falls inside a grapheme cluster (a user-perceived character), e.g. inside an emoji ZWJ
    /// sequence or between a letter and its combining mark; `cluster` is that character's range.
    case insideGraphemeCluster(RangeBound, offset: Int, cluster: NSRange)

    /// The problem with the range and its offsets, for a message.
    public var description: String {
        switch self {
        case .notFound:
            "the range's location is NSNotFound"
        case let .negative(bound, value):
            "the range's \(bound.rawValue) is negative (\(value))"
        case let .outOfBounds(bound, offset, textLength):
            "the range's \(bound.rawValue) (UTF-16 offset \(offset)) is past the end of the text (length \(textLength))"
        case let .insideSurrogatePair(bound, offset):
            "the range's \(bound.rawValue) (UTF-16 offset \(offset)) splits a surrogate pair"
        case let .insideGraphemeCluster(bound, offset, cluster):
            "the range's \(bound.rawValue) (UTF-16 offset \(offset)) falls inside the character at {\(cluster.location), \(cluster.length)}"
        }
    }
}
