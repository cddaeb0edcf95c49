import Foundation

/// An editable text value: the text, the selection, and the marked (composing) text of an input method.
///
/// Positions at the API are UTF-16 offsets and `NSRange`s, as UIKit's delegates pass them. No operation
/// ever splits a grapheme cluster or a surrogate pair: a range that would is a `TextRangeError`, and the
/// value is left unchanged. Work per edit is proportional to the edit, not to the document: lengths are
/// maintained incrementally and positions are found from the nearest anchor.
///
/// ```swift
/// var text = EditableText("héllo")
/// try text.setSelectedRange(NSRange(location: 0, length: 1))
/// text.insertText("J")          // text.text == "Jéllo", the caret after "J"
/// ```
public struct EditableText: Sendable {
    /// The whole text, marked text included.
    public internal(set) var text: String
    /// The selection; a caret when its length is 0. Always in bounds and on grapheme-cluster boundaries.
    public internal(set) var selectedRange: NSRange
    /// The composing text of an input method (Korean, Japanese, Chinese), or nil when nothing is composing.
    public internal(set) var markedRange: NSRange?
    /// The text's length in every unit, kept up to date by each edit in O(edit).
    public internal(set) var length: TextLength
    /// The recent edits, positions only: lets a layout redo just the paragraphs an edit touched.
    public internal(set) var changeLog = TextChangeLog()
    var anchor: UTF16Anchor

    /// A text with the caret at its end.
    public init(_ text: String = "") {
        self.text = text
        self.length = TextLength(of: text)
        self.selectedRange = NSRange(location: length.utf16, length: 0)
        self.markedRange = nil
        self.anchor = UTF16Anchor(utf16Offset: length.utf16, utf8Offset: length.utf8)
    }

    /// A text with the given selection, which must be a valid range of it.
    public init(_ text: String, selectedRange: NSRange) throws(TextRangeError) {
        self.init(text)
        _ = try self.range(of: selectedRange)
        self.selectedRange = selectedRange
    }

    /// Whether there is no text (marked text counts as text).
    public var isEmpty: Bool { length.utf16 == 0 }

    /// The marked text, or nil.
    public var markedText: String? {
        markedRange.flatMap { try? substring(in: $0) }
    }

    /// The text in `range`.
    public func substring(in range: NSRange) throws(TextRangeError) -> String {
        String(text[try self.range(of: range)])
    }

    // MARK: Conversions

    /// The `String.Index` range for a UTF-16 range, or the reason it can't be used.
    public func range(of range: NSRange) throws(TextRangeError) -> Range<String.Index> {
        guard range.location != NSNotFound else { throw .notFound }
        guard range.location >= 0 else { throw .negative(.lower, value: range.location) }
        guard range.length >= 0 else { throw .negative(.upper, value: range.length) }
        let (end, overflow) = range.location.addingReportingOverflow(range.length)
        guard range.location <= length.utf16 else {
            throw .outOfBounds(.lower, offset: range.location, textLength: length.utf16)
        }
        guard !overflow, end <= length.utf16 else {
            throw .outOfBounds(.upper, offset: overflow ? Int.max : end, textLength: length.utf16)
        }
        let lower = try index(atUTF16Offset: range.location, bound: .lower)
        let upper = range.length == 0 ? lower : try index(atUTF16Offset: end, bound: .upper)
        return lower..<upper
    }

    /// The index at a UTF-16 offset in bounds, checked to be on a grapheme-cluster boundary.
    func index(atUTF16Offset offset: Int, bound: RangeBound) throws(TextRangeError) -> String.Index {
        let index = text.index(atUTF16Offset: offset, utf16Count: length.utf16, near: anchor)
        if index < text.endIndex, UTF16.isTrailSurrogate(text.utf16[index]) {
            throw .insideSurrogatePair(bound, offset: offset)
        }
        if index.samePosition(in: text) == nil {
            throw .insideGraphemeCluster(bound, offset: offset, cluster: cluster(around: index, atUTF16Offset: offset))
        }
        return index
    }

    /// The UTF-16 range of the grapheme cluster that contains the scalar-aligned `index`.
    func cluster(around index: String.Index, atUTF16Offset offset: Int) -> NSRange {
        var start = index
        while start.samePosition(in: text) == nil {
            start = text.unicodeScalars.index(before: start)
        }
        let end = text.index(after: start)
        let startOffset = offset - text.utf16.distance(from: start, to: index)
        return NSRange(location: startOffset, length: text.utf16.distance(from: start, to: end))
    }

    /// The UTF-16 offset of a valid index, walking from the nearest of the start, the end and the anchor
    /// (judged by UTF-8 distance, which is O(1) to measure).
    func utf16Offset(of index: String.Index) -> Int {
        let utf8Offset = text.utf8Offset(of: index)
        let fromStart = utf8Offset
        let fromEnd = length.utf8 - utf8Offset
        let fromAnchor = abs(utf8Offset - anchor.utf8Offset)
        if fromAnchor <= fromStart && fromAnchor <= fromEnd {
            let anchorIndex = text.utf8.index(text.startIndex, offsetBy: anchor.utf8Offset)
            return anchor.utf16Offset + text.utf16.distance(from: anchorIndex, to: index)
        }
        if fromEnd < fromStart {
            return length.utf16 - text.utf16.distance(from: index, to: text.endIndex)
        }
        return text.utf16.distance(from: text.startIndex, to: index)
    }

    /// The `String.Index` for a UTF-16 offset that must be valid (in bounds, on a cluster boundary).
    public func index(atUTF16Offset offset: Int) throws(TextRangeError) -> String.Index {
        try range(of: NSRange(location: offset, length: 0)).lowerBound
    }

    /// The UTF-16 offset of an index of `text`.
    public func utf16Offset(at index: String.Index) -> Int {
        utf16Offset(of: index)
    }
}

extension EditableText: Equatable {
    /// Equal when the text, selection and marked range are; how positions are cached doesn't matter.
    public static func == (lhs: EditableText, rhs: EditableText) -> Bool {
        lhs.text == rhs.text && lhs.selectedRange == rhs.selectedRange && lhs.markedRange == rhs.markedRange
    }
}
