/// The characters around an edit whose grapheme clusters the replacement can change, so the length of
/// the text with any replacement can be derived in O(edit) instead of recounting the text. Both the
/// editable text's own lengths and `maxLength`'s "what fits" search go through here.
///
/// Grapheme break rules (UAX #29) look backwards: a boundary depends on the characters before it. So the
/// one character before the edit is enough context on the left (its start stays a boundary whatever
/// follows). On the right, a replacement can glue itself to the following characters — a combining
/// mark, a zero-width joiner (and through it the emoji after), a regional indicator completing a flag,
/// which in turn re-pairs the indicators after it — so the context runs on until a character that
/// starts with a base scalar, whose end then stays a boundary.
struct EditNeighborhood {
    private let before: Substring
    private let after: Substring
    /// The length of the text outside the neighbourhood, which no replacement changes.
    private let outsideLength: TextLength

    /// The neighbourhood of `bounds` (on cluster boundaries) in `text`, whose length is `textLength`.
    init(replacing bounds: Range<String.Index>, in text: String, textLength: TextLength) {
        (before, after) = Self.context(around: bounds, in: text)
        outsideLength = textLength - Self.length(before, text[bounds], after)
    }

    /// The neighbourhood of a proposed edit, from the length the text has after it.
    init(of edit: ProposedEdit) {
        let text = edit.currentText
        (before, after) = Self.context(around: edit.bounds, in: text)
        outsideLength = edit.resultingLength - Self.length(before, edit.replacement, after)
    }

    private static func context(
        around bounds: Range<String.Index>, in text: String
    ) -> (before: Substring, after: Substring) {
        let beforeStart = bounds.lowerBound > text.startIndex
            ? text.index(before: bounds.lowerBound) : bounds.lowerBound
        var afterEnd = bounds.upperBound
        while afterEnd < text.endIndex {
            let startsWithBase = isBase(text.unicodeScalars[afterEnd])
            afterEnd = text.index(after: afterEnd)
            if startsWithBase { break }
        }
        return (text[beforeStart..<bounds.lowerBound], text[bounds.upperBound..<afterEnd])
    }

    /// The length the text would have if the edit's range were replaced by `replacement` instead.
    func resultingLength(replacingWith replacement: some StringProtocol) -> TextLength {
        outsideLength + Self.length(before, replacement, after)
    }

    private static func length(
        _ before: Substring, _ middle: some StringProtocol, _ after: Substring
    ) -> TextLength {
        // Built by appending: `+` on mixed string types falls back to adding one Character at a time.
        var window = String(before)
        window += middle
        window += after
        return TextLength(of: window)
    }

    /// Whether a scalar starts a cluster no preceding text can extend: not a mark, joiner, variation
    /// selector or other extender, and not a regional indicator (flags pair up by parity).
    private static func isBase(_ scalar: Unicode.Scalar) -> Bool {
        if (0x1F1E6...0x1F1FF).contains(scalar.value) { return false }
        if scalar.value == 0x200D { return false }
        let properties = scalar.properties
        if properties.isGraphemeExtend { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: return true
        }
    }
}
