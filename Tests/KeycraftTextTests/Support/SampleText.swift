/// Pieces that stress UTF-16 and grapheme handling: ASCII, Hangul syllables and jamo, emoji with ZWJ and
/// skin tones, flags (regional-indicator pairs), and letters with combining marks.
enum SampleText {
    static let family = "👩‍👩‍👧"            // 1 grapheme, 8 UTF-16 units, 18 UTF-8 bytes
    static let flag = "🇰🇷"
    static let decomposedE = "e\u{301}"   // 1 grapheme, 2 scalars
    static let hangul = "안녕하세요"

    /// Pieces random texts are made of.
    static let pieces: [String] = [
        "a", "Z", " ", "7", "\n", "'",
        "한", "글", "ㅇ", "ㅏ",
        "👩‍👩‍👧", "👍🏽", "😀", "🇰🇷", "🇫🇷", "\u{1F1E6}",
        "e\u{301}", "x\u{308}\u{301}", "\u{301}", "\u{200D}",
    ]
}
