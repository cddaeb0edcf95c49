import Foundation

/// A change the user proposes: replace `range` (a UTF-16 `NSRange` in `currentText`, already checked to
/// be on grapheme boundaries by the caller) with `replacement` — what UIKit hands to
/// `textField(_:shouldChangeCharactersIn:replacementString:)`.
public struct ProposedEdit: Sendable {
    public let currentText: String
    public let range: NSRange
    public let replacement: String
    public let source: EditSource
    /// The length of the text after the edit. Editing sessions maintain it in O(edit); rules use it and
    /// never recount the text, so a keystroke costs the same in a short field and a long document.
    public let resultingLength: TextLength

    /// Proposes an edit, counting the resulting length from scratch (O(n)): for tests and one-off checks.
    public init(currentText: String, range: NSRange, replacement: String, source: EditSource) {
        let resulting = Self.replacing(range, in: currentText, with: replacement)
        self.init(
            currentText: currentText, range: range, replacement: replacement, source: source,
            resultingLength: TextLength(of: resulting))
    }

    /// Proposes an edit whose resulting length the caller already knows.
    public init(
        currentText: String, range: NSRange, replacement: String, source: EditSource,
        resultingLength: TextLength
    ) {
        self.currentText = currentText
        self.range = range
        self.replacement = replacement
        self.source = source
        self.resultingLength = resultingLength
    }

    /// The whole text after the edit. O(n): only rules about the whole value (an integer, one of a few
    /// options, a pattern) use it, and they apply to short fields.
    public var resultingText: String {
        Self.replacing(range, in: currentText, with: replacement)
    }

    /// Whether the edit only removes text (deleting is allowed unless a rule says otherwise).
    var isDeletion: Bool { source == .deletion || replacement.isEmpty }

    /// The same edit with another replacement, its resulting length derived in O(edit).
    func withReplacement(_ newReplacement: String) -> ProposedEdit {
        ProposedEdit(
            currentText: currentText, range: range, replacement: newReplacement, source: source,
            resultingLength: EditNeighborhood(of: self).resultingLength(replacingWith: newReplacement))
    }

    /// The bounds of `range` in `text` as string indices, clamped to the text and rounded down to
    /// character boundaries, so that a malformed range can never trap.
    static func bounds(of range: NSRange, in text: String) -> Range<String.Index> {
        let utf16Count = text.utf16.count
        let lower = min(max(range.location, 0), utf16Count)
        let upper = min(max(lower + max(range.length, 0), lower), utf16Count)
        let start = characterIndex(atUTF16Offset: lower, in: text)
        let end = max(start, characterIndex(atUTF16Offset: upper, in: text))
        return start..<end
    }

    private static func characterIndex(atUTF16Offset offset: Int, in text: String) -> String.Index {
        var index = text.utf16.index(text.utf16.startIndex, offsetBy: offset)
        while index > text.startIndex, String.Index(index, within: text) == nil {
            index = text.utf16.index(before: index)
        }
        return index
    }

    private static func replacing(_ range: NSRange, in text: String, with replacement: String) -> String {
        var result = text
        result.replaceSubrange(bounds(of: range, in: text), with: replacement)
        return result
    }
}
