import Foundation

/// The formatter stage of the editing pipeline:
/// proposed edit → input method → rules → **formatter** → commit → delegates.
///
/// After the rules accept an edit, a field's formatter decides what the field shows: an input mask
/// inserts its fixed characters, a phone formatter regroups the digits. It sees the edit as UIKit's
/// `shouldChangeCharactersIn` does (the current text, a UTF-16 range, the replacement) and answers with
/// the change to make and where the caret goes. Formatting inside the pipeline — rather than in a
/// delegate that sets the text and returns `false` — keeps `editingChanged`, undo and the caret right.
///
/// A formatter answers with a replacement of a range of the *current* text rather than a whole new
/// text, so one whose work is local (a `[0…]` mask, digits appended at the end) keeps a keystroke's
/// cost proportional to the edit.
public protocol TextFormatter: Sendable {
    /// The change to make for `edit`, already accepted by the field's rules.
    func format(_ edit: FormattingEdit) -> FormattedEdit

    /// The value the app stores for `text` (a mask's extracted value, a phone number's digits).
    func extractedValue(of text: String) -> String

    /// Whether `text` is a whole value (every required character of a mask filled in).
    func isComplete(_ text: String) -> Bool
}

extension TextFormatter {
    public func extractedValue(of text: String) -> String { text }
    public func isComplete(_ text: String) -> Bool { true }
}

/// An edit as the formatter stage receives it: the rules have accepted (and maybe sanitized) it.
public struct FormattingEdit: Sendable, Equatable {
    /// The text before the edit, as the field shows it (already formatted). For a committed
    /// composition, the text as it was before composing began: marked text is provisional.
    public let currentText: String
    /// The UTF-16 range of `currentText` the edit replaces; always in bounds and on grapheme boundaries.
    public let range: NSRange
    /// The text the edit puts in, after the rules.
    public let replacement: String
    /// What made the edit: typing, paste, dictation and so on.
    public let source: EditSource

    /// An edit of `currentText`. Its range is checked: out of bounds, negative, `NSNotFound` or inside a
    /// character is a `TextRangeError` (O(n): for tests and one-off formatting).
    public init(currentText: String, range: NSRange, replacement: String, source: EditSource) throws(TextRangeError) {
        _ = try EditableText(currentText).range(of: range)
        self.init(checked: currentText, range: range, replacement: replacement, source: source)
    }

    /// An edit whose range the editing session has already checked.
    init(checked currentText: String, range: NSRange, replacement: String, source: EditSource) {
        self.currentText = currentText
        self.range = range
        self.replacement = replacement
        self.source = source
    }

    /// Whether the edit only removes text: formatters move the caret backwards over fixed characters
    /// then (InputMask's caret gravity), forwards otherwise.
    public var isDeletion: Bool { replacement.isEmpty }

    /// The caret after the unformatted edit: just after the replacement (UTF-16 offset).
    public var proposedCaret: Int { range.location + replacement.utf16.count }

    /// The text after the unformatted edit. O(n): formatters of short fields use it; others work from
    /// `range` and `replacement`.
    public var proposedText: String {
        let utf16 = currentText.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        let end = utf16.index(start, offsetBy: range.length)
        return String(currentText[..<start]) + replacement + String(currentText[end...])
    }

    /// The edit made as proposed, with the caret after the replacement: what "no formatting" means.
    public var unformatted: FormattedEdit {
        FormattedEdit(range: range, replacement: replacement, caret: proposedCaret)
    }
}

/// What the formatter stage makes of an edit: replace `range` of the current text with `replacement`
/// and put the caret at `caret`.
public struct FormattedEdit: Sendable, Equatable {
    /// The UTF-16 range of the text *before* the edit to replace.
    public var range: NSRange
    /// The text to put there.
    public var replacement: String
    /// The caret, a UTF-16 offset into the text *after* the replacement.
    public var caret: Int

    /// Replace `range` of the current text with `replacement` and put the caret at `caret`.
    public init(range: NSRange, replacement: String, caret: Int) {
        self.range = range
        self.replacement = replacement
        self.caret = caret
    }

    /// Replaces the whole of `currentText` with `text`: for formatters that rebuild the field's text.
    public init(replacingAllOf currentText: String, with text: String, caret: Int) {
        self.init(range: NSRange(location: 0, length: currentText.utf16.count), replacement: text, caret: caret)
    }
}
