/// The text on both sides of the cursor, as a keyboard's `UITextDocumentProxy` hands it over
/// (`documentContextBeforeInput`, `documentContextAfterInput`), seen as one run of scalars without
/// joining the two strings: joining would copy the whole context on every keystroke.
struct DocumentContextScalars: BidirectionalCollection {
    /// A position in the context. Positions before the cursor are indices of `beforeInput`; the
    /// cursor and everything after it are indices of `afterInput`, so each position has one spelling.
    struct Index: Comparable {
        let isAfterCursor: Bool
        let base: String.Index

        static func < (lhs: Index, rhs: Index) -> Bool {
            lhs.isAfterCursor == rhs.isAfterCursor ? lhs.base < rhs.base : rhs.isAfterCursor
        }
    }

    private let beforeText: String
    private let afterText: String
    private var beforeInput: String.UnicodeScalarView { beforeText.unicodeScalars }
    private var afterInput: String.UnicodeScalarView { afterText.unicodeScalars }

    init(beforeInput: String, afterInput: String) {
        beforeText = beforeInput
        afterText = afterInput
    }

    /// The position of the cursor.
    var cursor: Index { Index(isAfterCursor: true, base: afterInput.startIndex) }

    var startIndex: Index { beforeInput.isEmpty ? cursor : Index(isAfterCursor: false, base: beforeInput.startIndex) }
    var endIndex: Index { Index(isAfterCursor: true, base: afterInput.endIndex) }

    subscript(position: Index) -> Unicode.Scalar {
        position.isAfterCursor ? afterInput[position.base] : beforeInput[position.base]
    }

    func index(after position: Index) -> Index {
        guard !position.isAfterCursor else { return Index(isAfterCursor: true, base: afterInput.index(after: position.base)) }
        let next = beforeInput.index(after: position.base)
        return next == beforeInput.endIndex ? cursor : Index(isAfterCursor: false, base: next)
    }

    func index(before position: Index) -> Index {
        if position.isAfterCursor && position.base != afterInput.startIndex {
            return Index(isAfterCursor: true, base: afterInput.index(before: position.base))
        }
        let base = position.isAfterCursor ? beforeInput.endIndex : position.base
        return Index(isAfterCursor: false, base: beforeInput.index(before: base))
    }

    /// The signed UTF-16 distance from the cursor to `position` (negative before the cursor).
    func utf16OffsetFromCursor(_ position: Index) -> Int {
        position.isAfterCursor
            ? afterText.utf16.distance(from: afterText.startIndex, to: position.base)
            : -beforeText.utf16.distance(from: position.base, to: beforeText.endIndex)
    }

    /// The text between two positions, copying only that text.
    func text(in range: Range<Index>) -> String {
        let lower = range.lowerBound, upper = range.upperBound
        if lower.isAfterCursor { return String(afterInput[lower.base..<upper.base]) }
        if !upper.isAfterCursor { return String(beforeInput[lower.base..<upper.base]) }
        return String(beforeInput[lower.base...]) + String(afterInput[..<upper.base])
    }
}
