import Foundation
import KeycraftKeyboard
import KeycraftText

/// What a keyboard reads at the caret of a session: the word ending there (the one a space would
/// end) and what comes before it. It looks at a few dozen characters around the caret only, so each
/// keystroke costs the same however long the text is.
struct CaretContext {
    /// The word ending exactly at the caret and its UTF-16 range in the text; nil after a space or
    /// punctuation, and inside a word.
    let word: (text: String, range: NSRange)?
    /// Whether the caret is inside or at the start of a word ("hel|lo", "|lo"), or after a word longer
    /// than the characters looked at: there is nothing to suggest or correct there.
    let isInsideWord: Bool
    /// The previous word and whether the word starts a sentence.
    let typing: TypingContext

    static let before = DocumentContextLimit(maximumCharacters: 64)
    /// Enough to tell whether the caret is inside a word ("don|'t", a ZWJ sequence).
    static let after = DocumentContextLimit(maximumCharacters: 8)

    /// The context at a caret; nil with a selection or marked text (an input method composing).
    init?(in content: EditableText) {
        let selection = content.selectedRange
        guard selection.length == 0, content.markedRange == nil,
              let caret = try? content.index(atUTF16Offset: selection.location) else { return nil }
        let before = Self.before.contextBefore(caret, in: content.text)
        let after = Self.after.contextAfter(caret, in: content.text)
        let found = WordBoundaries.currentWord(documentContextBeforeInput: String(before), documentContextAfterInput: String(after))
        let isCut = found.map { $0.text.count >= before.count && before.startIndex != content.text.startIndex } ?? false
        guard let found, found.rangeFromCursor.upperBound == 0, !isCut else {
            word = nil
            isInsideWord = found != nil
            typing = TypingContext(textBefore: before)
            return
        }
        isInsideWord = false
        let length = -found.rangeFromCursor.lowerBound
        word = (found.text, NSRange(location: selection.location - length, length: length))
        typing = TypingContext(textBefore: before.dropLast(found.text.count))
    }
}
