/// A known pair of positions — UTF-16 offset and UTF-8 offset — in a text.
///
/// Converting a UTF-16 offset to a `String.Index` means walking the text. Walking from the start makes
/// every keystroke at the end of a long document cost O(n); walking from the nearest known position
/// (the start, the end, or where the last edit happened) makes it O(distance), which for typing is O(1).
/// UTF-8 offsets turn back into indices in O(1) on native strings, so anchors survive mutation.
struct UTF16Anchor: Equatable, Sendable {
    var utf16Offset: Int
    var utf8Offset: Int

    static let start = UTF16Anchor(utf16Offset: 0, utf8Offset: 0)
}

extension String {
    /// The index at UTF-16 `offset` (0...utf16Count), walking from whichever of the start, the end or
    /// `anchor` is nearest. The result may sit inside a surrogate pair or a grapheme cluster: callers check.
    func index(atUTF16Offset offset: Int, utf16Count: Int, near anchor: UTF16Anchor) -> String.Index {
        let fromStart = offset
        let fromEnd = utf16Count - offset
        let fromAnchor = abs(offset - anchor.utf16Offset)
        if fromAnchor <= fromStart && fromAnchor <= fromEnd {
            let anchorIndex = utf8.index(startIndex, offsetBy: anchor.utf8Offset)
            return utf16.index(anchorIndex, offsetBy: offset - anchor.utf16Offset)
        }
        if fromEnd < fromStart {
            return utf16.index(endIndex, offsetBy: -fromEnd)
        }
        return utf16.index(startIndex, offsetBy: fromStart)
    }

    /// The UTF-8 offset of a scalar-aligned index: O(1) on native strings.
    func utf8Offset(of index: String.Index) -> Int {
        utf8.distance(from: startIndex, to: index)
    }
}
