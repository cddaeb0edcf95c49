/// The Word_Break property of a Unicode scalar (UAX #29, table 3), from the generated
/// `WordBreakPropertyTable`. Raw values are the generator's order; keep both in step.
enum WordBreakProperty: UInt8, Sendable {
    case other, cr, lf, newline, extend, zwj, regionalIndicator, format, katakana
    case hebrewLetter, aLetter, singleQuote, doubleQuote, midNumLet, midLetter, midNum
    case numeric, extendNumLet, wSegSpace

    /// Extend, Format and ZWJ: rule WB4 attaches them to the character before.
    var isIgnorable: Bool { self == .extend || self == .format || self == .zwj }

    /// CR, LF and Newline: rules WB3a/WB3b break around them, and WB4 does not attach to them.
    var isLineBreak: Bool { self == .cr || self == .lf || self == .newline }

    /// AHLetter of UAX #29: ALetter or Hebrew_Letter.
    var isAHLetter: Bool { self == .aLetter || self == .hebrewLetter }

    /// MidLetter or MidNumLetQ (rules WB6/WB7).
    var isMidLetterOrMidNumLetQ: Bool { self == .midLetter || self == .midNumLet || self == .singleQuote }

    /// MidNum or MidNumLetQ (rules WB11/WB12).
    var isMidNumOrMidNumLetQ: Bool { self == .midNum || self == .midNumLet || self == .singleQuote }
}

/// What the word-break rules need to know about one scalar.
struct WordBreakClass: Equatable, Sendable {
    let property: WordBreakProperty
    let isExtendedPictographic: Bool

    init(_ scalar: Unicode.Scalar) {
        let packed = Self.packedValue(of: scalar.value)
        property = WordBreakProperty(rawValue: packed & ~WordBreakPropertyTable.extendedPictographicBit) ?? .other
        isExtendedPictographic = packed & WordBreakPropertyTable.extendedPictographicBit != 0
    }

    private static func packedValue(of codePoint: UInt32) -> UInt8 {
        if codePoint < 0x80 { return WordBreakPropertyTable.ascii[Int(codePoint)] }
        let starts = WordBreakPropertyTable.rangeStarts
        // The last range starting at or before the code point is the only one that can hold it.
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= codePoint { low = middle + 1 } else { high = middle }
        }
        guard low > 0, codePoint <= WordBreakPropertyTable.rangeEnds[low - 1] else { return 0 }
        return WordBreakPropertyTable.rangeValues[low - 1]
    }
}
