import Foundation

/// A change the user proposes: replace `range` (a UTF-16 `NSRange` in `currentText`) with `replacement`
/// — what UIKit hands to `textField(_:shouldChangeCharactersIn:replacementString:)`.
///
/// The range is checked when the edit is made: an out-of-bounds, negative or `NSNotFound` range, or one
/// that splits a surrogate pair or a grapheme cluster, is a `TextRangeError`. Nothing is clamped or
/// rounded, so a rule never judges an edit other than the one proposed.
public struct ProposedEdit: Sendable {
    /// The text before the edit.
    public let currentText: String
    /// The UTF-16 range of `currentText` the edit replaces.
    public let range: NSRange
    /// The text the edit puts in.
    public let replacement: String
    /// What made the edit.
    public let source: EditSource
    /// The length of the text after the edit. Editing sessions maintain it in O(edit); rules use it and
    /// never recount the text, so a keystroke costs the same in a short field and a long document.
    public let resultingLength: TextLength
    /// `range` as indices of `currentText`, found once when the range was checked.
    let bounds: Range<String.Index>

    /// Proposes an edit of a plain string, counting it from scratch (O(n)): for tests and one-off checks.
    public init(currentText: String, range: NSRange, replacement: String, source: EditSource) throws(TextRangeError) {
        try self.init(in: EditableText(currentText), range: range, replacement: replacement, source: source)
    }

    /// Proposes an edit of an editable text, whose anchor and maintained length make the check and the
    /// resulting length O(edit): what editing sessions use for every keystroke.
    public init(in content: EditableText, range: NSRange, replacement: String, source: EditSource) throws(TextRangeError) {
        let bounds = try content.range(of: range)
        self.init(
            currentText: content.text, bounds: bounds, range: range, replacement: replacement, source: source,
            resultingLength: content.length(afterReplacing: bounds, with: replacement))
    }

    /// An edit whose range the caller has already checked as `bounds`, with its resulting length.
    init(
        currentText: String, bounds: Range<String.Index>, range: NSRange, replacement: String, source: EditSource,
        resultingLength: TextLength
    ) {
        self.currentText = currentText
        self.bounds = bounds
        self.range = range
        self.replacement = replacement
        self.source = source
        self.resultingLength = resultingLength
    }

    /// The whole text after the edit. O(n): only rules about the whole value (an integer, one of a few
    /// options, a pattern) use it, and they apply to short fields.
    public var resultingText: String {
        var result = currentText
        result.replaceSubrange(bounds, with: replacement)
        return result
    }

    /// Whether the edit only removes text (deleting is allowed unless a rule says otherwise).
    var isDeletion: Bool { source == .deletion || replacement.isEmpty }

    /// The same edit with another replacement, its resulting length derived in O(edit).
    func withReplacement(_ newReplacement: String) -> ProposedEdit {
        ProposedEdit(
            currentText: currentText, bounds: bounds, range: range, replacement: newReplacement, source: source,
            resultingLength: EditNeighborhood(of: self).resultingLength(replacingWith: newReplacement))
    }
}
