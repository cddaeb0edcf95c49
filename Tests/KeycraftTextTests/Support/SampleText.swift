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

    /// Pieces that change the clusters around them: a ZWJ, a combining mark, a variation selector, a lone
    /// regional indicator and a line break (after which a ZWJ or mark stands alone until the break goes).
    static let joiningPieces: [String] = [
        "\n", "\u{200D}", "\u{301}", "\u{FE0F}", "\u{1F1E6}", "🇰🇷", "😀", "👍🏽", "👩‍👩‍👧", "a", "e\u{301}", "한", "ㅏ",
    ]

    /// Every text made of at most three joining pieces, the empty text included (2,380 texts).
    static let shortJoiningTexts: [String] = {
        var texts = [""], longest = [""]
        for _ in 1...3 {
            longest = longest.flatMap { prefix in joiningPieces.map { prefix + $0 } }
            texts += longest
        }
        return texts
    }()

    /// The UTF-16 offsets of `text` that are grapheme-cluster boundaries.
    static func boundaryOffsets(of text: String) -> [Int] {
        var offsets = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            offsets.append(offset)
        }
        return offsets
    }

    /// Scalars as "U+…" for failure messages, where invisible joiners must show.
    static func scalars(_ text: String) -> String {
        text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
