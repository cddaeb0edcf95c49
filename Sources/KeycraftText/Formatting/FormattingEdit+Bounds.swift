import Foundation

extension FormattingEdit {
    /// Whether `range` lies within `currentText` (the pipeline checks this before the formatter stage;
    /// the formatters check it again so a direct call with a bad range never traps).
    var rangeIsWithinText: Bool {
        range.location != NSNotFound && range.location >= 0 && range.length >= 0
            && range.location <= currentText.utf16.count - range.length
    }

    /// The answer to an edit whose range is outside the text: the same range and replacement, caret at 0,
    /// which the pipeline refuses as an invalid range. (`unformatted` would overflow on `NSNotFound`.)
    var outOfBoundsAnswer: FormattedEdit { FormattedEdit(range: range, replacement: replacement, caret: 0) }
}
