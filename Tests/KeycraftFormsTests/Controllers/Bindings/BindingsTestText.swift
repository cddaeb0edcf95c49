import Foundation
import KeycraftText

/// Text pieces for the binding tests: ASCII, Hangul syllables and jamo, emoji ZWJ sequences, flags and
/// combining marks, and pieces that glue onto their neighbours (a lone ZWJ, a combining mark).
enum BindingsTestText {
    static let pieces: [String] = [
        "a", "a", "b", " ", "7", "0", "-", "한", "글", "ㅇ", "ㅏ", "👩‍👩‍👧", "👩", "👍🏽", "🇰🇷", "\u{1F1E6}",
        "e\u{301}", "e", "\u{301}", "\u{200D}", "\n",
    ]

    /// The UTF-16 offsets of `text` that are grapheme-cluster boundaries, counted the obvious way.
    static func boundaries(of text: String) -> Set<Int> {
        var offsets: Set<Int> = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            offsets.insert(offset)
        }
        return offsets
    }

    /// `text` with `edit` applied through the core's text model, which refuses a range that splits a
    /// cluster or a surrogate pair; nil then.
    static func applying(_ range: NSRange, _ replacement: String, to text: String) -> String? {
        var content = EditableText(text)
        do { try content.replaceCharacters(in: range, with: replacement) } catch { return nil }
        return content.text
    }
}
