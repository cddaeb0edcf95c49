import Foundation
import KeycraftText

/// Where a tap in text puts the caret, as iOS's text interaction does: at the nearer end of the
/// tapped word (UAX #29 word boundaries, from KeycraftText), or at the end of a line tapped past its
/// last character.
enum TapToCaret {
    /// The caret offset for a tap on the character starting at UTF-16 `offset` of `text`; a tap at
    /// `text`'s end (past its last character) stays there.
    static func caretOffset(tappingCharacterAt offset: Int, in text: String) -> Int {
        let utf16Count = text.utf16.count
        guard offset < utf16Count else { return utf16Count }
        guard let index = String.Index(utf16Offset: offset, in: text).samePosition(in: text) else { return offset }
        let middle = Double(offset) + Double(text[index].utf16.count) / 2
        let isBoundary = (try? WordBoundaries.isBoundary(at: offset, in: text)) ?? true
        let before = isBoundary ? offset : ((try? WordBoundaries.previousBoundary(before: offset, in: text)) ?? nil) ?? 0
        let after = ((try? WordBoundaries.nextBoundary(after: offset, in: text)) ?? nil) ?? utf16Count
        return middle - Double(before) <= Double(after) - middle ? before : after
    }

    /// The UTF-16 offset of the character at display `column`, counting from character
    /// `firstCharacter` of `text`; the end of the text when the column is past it.
    static func offset(atColumn column: Int, firstCharacter: Int, in text: String) -> Int {
        var width = 0
        var offset = text.prefix(firstCharacter).utf16.count
        for character in text.dropFirst(firstCharacter) {
            width += DisplayWidth.of(character)
            if column < width { return offset }
            offset += character.utf16.count
        }
        return text.utf16.count
    }

    /// Puts a text field's caret where a tap at `column` of its box lands. A secure field keeps its
    /// caret at the end, as iOS does (placing it by words would tell where the words of a password are).
    static func place(in field: inout TextFieldSession, column: Int, firstCharacter: Int) {
        guard !field.traits.isSecureTextEntry else { return }
        let tapped = offset(atColumn: column, firstCharacter: firstCharacter, in: field.text)
        try? field.setSelectedRange(NSRange(location: caretOffset(tappingCharacterAt: tapped, in: field.text), length: 0))
    }
}
