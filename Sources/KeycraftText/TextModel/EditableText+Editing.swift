import Foundation

extension EditableText {
    /// The text's length if `range` were replaced with `replacement`, computed in O(edit).
    public func length(afterReplacing range: NSRange, with replacement: String) throws(TextRangeError) -> TextLength {
        length(afterReplacing: try self.range(of: range), with: replacement)
    }

    func length(afterReplacing bounds: Range<String.Index>, with replacement: String) -> TextLength {
        EditNeighborhood(replacing: bounds, in: text, textLength: length).resultingLength(replacingWith: replacement)
    }

    // MARK: Replacing

    /// Replaces the characters in `range` with `replacement` and puts the caret after the insertion, as
    /// `UITextField` does. Any composition is committed first (an edit outside the input method ends it).
    public mutating func replaceCharacters(in range: NSRange, with replacement: String) throws(TextRangeError) {
        let bounds = try self.range(of: range)
        markedRange = nil
        replace(bounds, utf16Range: range, with: replacement)
    }

    /// Replaces the selection with `text`, as typing does.
    public mutating func insertText(_ insertion: String) {
        // The selection is always valid, so this can't fail.
        try? replaceCharacters(in: selectedRange, with: insertion)
    }

    /// The range `deleteBackward()` would remove: the selection, or the grapheme cluster before the caret;
    /// nil at the start of the text.
    public var rangeForDeleteBackward: NSRange? {
        if selectedRange.length > 0 { return selectedRange }
        guard selectedRange.location > 0, let caret = try? range(of: selectedRange).lowerBound else { return nil }
        let previous = text.index(before: caret)
        let width = text.utf16.distance(from: previous, to: caret)
        return NSRange(location: selectedRange.location - width, length: width)
    }

    /// The range `deleteForward()` would remove: the selection, or the grapheme cluster after the caret;
    /// nil at the end of the text.
    public var rangeForDeleteForward: NSRange? {
        if selectedRange.length > 0 { return selectedRange }
        guard selectedRange.location < length.utf16, let caret = try? range(of: selectedRange).lowerBound else { return nil }
        let width = text.utf16.distance(from: caret, to: text.index(after: caret))
        return NSRange(location: selectedRange.location, length: width)
    }

    /// Deletes the selection, or one grapheme cluster before the caret (a whole emoji ZWJ sequence, a
    /// letter with its combining marks, a Hangul syllable).
    public mutating func deleteBackward() {
        if let range = rangeForDeleteBackward { try? replaceCharacters(in: range, with: "") }
    }

    /// Deletes the selection, or one grapheme cluster after the caret.
    public mutating func deleteForward() {
        if let range = rangeForDeleteForward { try? replaceCharacters(in: range, with: "") }
    }

    /// Removes everything.
    public mutating func clear() {
        self = EditableText("")
    }

    // MARK: Selection

    /// Selects `range`; one that lies outside the text or splits a character throws and changes nothing.
    public mutating func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        _ = try self.range(of: range)
        selectedRange = range
    }

    /// Puts the caret at the end, where a field that becomes first responder places it.
    public mutating func moveCaretToEnd() {
        selectedRange = NSRange(location: length.utf16, length: 0)
    }

    /// Selects the whole text.
    public mutating func selectAll() {
        selectedRange = NSRange(location: 0, length: length.utf16)
    }

    // MARK: Marked text (input methods)

    /// Replaces the marked text — or, when nothing is marked, the selection — with `markedText`, marks it,
    /// and selects `selectedRange` inside it (`UITextInput.setMarkedText(_:selectedRange:)`). An empty
    /// `markedText` removes the composition.
    public mutating func setMarkedText(_ markedText: String, selectedRange relative: NSRange) throws(TextRangeError) {
        _ = try EditableText(markedText, selectedRange: relative)
        let target = markedRange ?? selectedRange
        let bounds = try range(of: target)
        replace(bounds, utf16Range: target, with: markedText)
        markedRange = markedText.isEmpty ? nil : NSRange(location: target.location, length: markedText.utf16.count)
        let inside = NSRange(location: target.location + relative.location, length: relative.length)
        // Inside the text the marked string may fuse with a neighbour; keep the fused caret then.
        if (try? range(of: inside)) != nil { selectedRange = inside }
    }

    /// Marks `markedText` with the caret at its end.
    public mutating func setMarkedText(_ markedText: String) {
        try? setMarkedText(markedText, selectedRange: NSRange(location: markedText.utf16.count, length: 0))
    }

    /// Commits the composition: the marked text stays as ordinary text and the caret moves after it.
    public mutating func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        selectedRange = NSRange(location: marked.location + marked.length, length: 0)
    }

    // MARK: The one mutation

    /// Every change goes through here so the length and the anchor stay right.
    private mutating func replace(_ bounds: Range<String.Index>, utf16Range: NSRange, with replacement: String) {
        let newLength = length(afterReplacing: bounds, with: replacement)
        let utf8Lower = text.utf8Offset(of: bounds.lowerBound)
        text.replaceSubrange(bounds, with: replacement)
        changeLog.record(TextChangeLog.Change(range: utf16Range, replacementUTF16Length: replacement.utf16.count))
        length = newLength
        anchor = UTF16Anchor(
            utf16Offset: utf16Range.location + replacement.utf16.count,
            utf8Offset: utf8Lower + replacement.utf8.count
        )
        selectedRange = NSRange(location: anchor.utf16Offset, length: 0)
        // The insertion may have fused with its neighbour (a letter typed before a lone combining mark):
        // the caret then goes after the fused character, never inside it.
        let caret = text.utf8.index(text.startIndex, offsetBy: anchor.utf8Offset)
        if caret.samePosition(in: text) == nil {
            let cluster = cluster(around: caret, atUTF16Offset: anchor.utf16Offset)
            selectedRange = NSRange(location: cluster.location + cluster.length, length: 0)
        }
    }
}
