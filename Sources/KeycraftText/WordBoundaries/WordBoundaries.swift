/// Unicode word boundaries (UAX #29, Unicode Text Segmentation) of a string.
///
/// Positions are UTF-16 offsets, as UIKit's `NSRange`s count them, or `String.Index`. The start and the
/// end of a text are always boundaries. `boundaries(in:)` segments a whole text; the previous/next
/// boundary functions examine only the text around the position, so their cost follows the length of
/// the word there, not of the text (except that a run of flags is counted back to its start).
///
/// ```swift
/// WordBoundaries.boundaries(in: "Hello, world")   // [0, 5, 6, 7, 12]
/// ```
public enum WordBoundaries {
    /// The Unicode version of the Word_Break data.
    public static let unicodeVersion = WordBreakPropertyTable.unicodeVersion

    /// UTF-16 offsets of every word boundary in `text`, ascending, start and end included
    /// (`[0]` for the empty string).
    public static func boundaries(in text: String) -> [Int] {
        segmentation(of: text).map(\.utf16Offset)
    }

    /// Every word boundary in `text` as a `String.Index`, ascending, start and end included.
    public static func boundaryIndices(in text: String) -> [String.Index] {
        segmentation(of: text).map(\.index)
    }

    /// UTF-16 ranges of the words of `text`: the segments that hold a letter, digit, ideograph or
    /// Hangul syllable (not runs of spaces, punctuation or emoji).
    public static func words(in text: String) -> [Range<Int>] {
        let boundaries = segmentation(of: text)
        return zip(boundaries, boundaries.dropFirst()).compactMap { start, end in
            WordCharacters.containsWordCharacter(text.unicodeScalars[start.index..<end.index])
                ? start.utf16Offset..<end.utf16Offset : nil
        }
    }

    /// Every boundary of `text` in one pass, as index and UTF-16 offset.
    private static func segmentation(of text: String) -> [(index: String.Index, utf16Offset: Int)] {
        var classes: [WordBreakClass] = []
        var positions: [(index: String.Index, utf16Offset: Int)] = []
        var offset = 0
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            classes.append(WordBreakClass(scalars[index]))
            positions.append((index, offset))
            offset += scalars[index].utf16.count
        }
        positions.append((scalars.endIndex, offset))
        return WordBoundaryForwardPass.boundaries(of: classes).map { positions[$0] }
    }

    /// Whether a word boundary falls at UTF-16 `offset` of `text`.
    public static func isBoundary(at offset: Int, in text: String) throws(WordBoundaryError) -> Bool {
        let index = try scalarIndex(at: offset, in: text)
        return WordBoundaryScanner(scalars: text.unicodeScalars).isBoundary(at: index)
    }

    /// The UTF-16 offset of the nearest word boundary before `offset`, or `nil` when `offset` is 0.
    public static func previousBoundary(before offset: Int, in text: String) throws(WordBoundaryError) -> Int? {
        let index = try scalarIndex(at: offset, in: text)
        return WordBoundaryScanner(scalars: text.unicodeScalars).previousBoundary(before: index).map {
            offset - text.utf16.distance(from: $0, to: index)
        }
    }

    /// The UTF-16 offset of the nearest word boundary after `offset`, or `nil` at the end of the text.
    public static func nextBoundary(after offset: Int, in text: String) throws(WordBoundaryError) -> Int? {
        let index = try scalarIndex(at: offset, in: text)
        return WordBoundaryScanner(scalars: text.unicodeScalars).nextBoundary(after: index).map {
            offset + text.utf16.distance(from: index, to: $0)
        }
    }

    /// The nearest word boundary before `index`, or `nil` at the start. `index` may lie inside a scalar
    /// (an index of the UTF-8 or UTF-16 view); then the start of that scalar is before it.
    public static func previousBoundary(
        before index: String.Index, in text: String
    ) throws(WordBoundaryError) -> String.Index? {
        let scalarStart = try scalarIndex(rounding: index, in: text)
        let end = scalarStart == index ? index : text.unicodeScalars.index(after: scalarStart)
        return WordBoundaryScanner(scalars: text.unicodeScalars).previousBoundary(before: end)
    }

    /// The nearest word boundary after `index`, or `nil` at the end. `index` may lie inside a scalar.
    public static func nextBoundary(
        after index: String.Index, in text: String
    ) throws(WordBoundaryError) -> String.Index? {
        let index = try scalarIndex(rounding: index, in: text)
        return WordBoundaryScanner(scalars: text.unicodeScalars).nextBoundary(after: index)
    }

    private static func scalarIndex(at offset: Int, in text: String) throws(WordBoundaryError) -> String.Index {
        let utf16 = text.utf16
        guard offset >= 0, let index = utf16.index(utf16.startIndex, offsetBy: offset, limitedBy: utf16.endIndex)
        else { throw .offsetOutOfBounds(offset: offset, utf16Count: utf16.count) }
        guard index.samePosition(in: text.unicodeScalars) != nil else {
            throw .offsetInsideSurrogatePair(offset: offset)
        }
        return index
    }

    private static func scalarIndex(rounding index: String.Index, in text: String) throws(WordBoundaryError) -> String.Index {
        guard index <= text.endIndex else {
            throw .indexOutOfBounds(utf16Count: text.utf16.count)
        }
        var rounded = index
        while rounded.samePosition(in: text.unicodeScalars) == nil { rounded = text.utf8.index(before: rounded) }
        return rounded
    }
}
