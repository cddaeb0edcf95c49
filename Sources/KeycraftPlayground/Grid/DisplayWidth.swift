/// How many terminal columns a character occupies, as terminals following UAX #11 draw it.
///
/// - 0: a lone combining mark (it joins the previous cell), or a control character.
/// - 2: an emoji presented as emoji (including ZWJ sequences and flags, drawn as one glyph), or an
///   East Asian Wide / Fullwidth character (Hangul, CJK, fullwidth forms).
/// - 1: everything else; a base letter with combining marks (e + U+0301) is still one column.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        // Most of a frame is ASCII: skip the Unicode property lookups for it ("\r\n" is a control).
        if let ascii = character.asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.properties.generalCategory.isMark { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if isWide(first) { return 2 }
        // VS16 asks for emoji presentation; a ZWJ sequence or a flag pair is one emoji glyph.
        if scalars.count > 1, first.properties.isEmoji,
            scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D || isRegionalIndicator($0) })
        {
            return 2
        }
        return 1
    }

    /// The columns `text` occupies.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Emoji_Presentation (emoji-data.txt) and the East Asian Wide (W) / Fullwidth (F) blocks of
    /// Unicode's EastAsianWidth.txt that text input meets.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        return wideRanges.contains { $0.contains(scalar.value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK Extension A
        0x4E00...0x9FFF,  // CJK Unified Ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo Extended-A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // Fullwidth forms
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x20000...0x3FFFD,  // CJK Extensions B and later
    ]
}

extension Unicode.GeneralCategory {
    var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}
