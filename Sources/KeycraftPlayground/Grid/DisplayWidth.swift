/// How many terminal columns a character occupies, as terminals following UAX #11 draw it.
///
/// The widths of single code points come from ``DisplayWidthTable``, generated from the Unicode
/// Character Database by `scripts/generate-display-width-table.py` (its docstring gives the rules):
/// - 0: a lone combining mark (it joins the previous cell), a format character, or a control.
/// - 2: an East Asian Wide / Fullwidth character (Hangul, CJK, fullwidth forms) or an emoji presented as
///   emoji; a ZWJ sequence, a flag or an emoji with VS16 is one two-column glyph.
/// - 1: everything else; a base letter with combining marks (e + U+0301) is still one column.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        // Most of a frame is ASCII: skip the table for it ("\r\n" is a control).
        if let ascii = character.asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = tableValue(first)
        let width = Int(value & ~DisplayWidthTable.emojiBit)
        guard width == 1, scalars.count > 1, value & DisplayWidthTable.emojiBit != 0 else { return width }
        // VS16 asks for emoji presentation; a ZWJ sequence or a flag pair is one emoji glyph.
        let isEmojiSequence = scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D || (0x1F1E6...0x1F1FF).contains($0.value) }
        return isEmojiSequence ? 2 : 1
    }

    /// The columns `text` occupies.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns of one code point on its own (no sequence rules): 0, 1 or 2.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        Int(tableValue(scalar) & ~DisplayWidthTable.emojiBit)
    }

    /// The table's packed value for `scalar`: a binary search over the range starts.
    private static func tableValue(_ scalar: Unicode.Scalar) -> UInt8 {
        let starts = DisplayWidthTable.rangeStarts
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= scalar.value { low = middle + 1 } else { high = middle }
        }
        let index = low - 1
        guard index >= 0, scalar.value <= DisplayWidthTable.rangeEnds[index] else { return 1 }
        return DisplayWidthTable.rangeValues[index]
    }
}
