/// Characters that end a word as they are typed, triggering text replacement.
///
/// Spaces, line breaks and sentence punctuation end a word. Characters that occur inside words are
/// excluded so that "don't", "e-mail", "snake_case" and "me@home" are looked up whole: apostrophes,
/// hyphens, the underscore and the at sign.
///
/// ```swift
/// WordTerminator.endsWord(" ")   // true
/// WordTerminator.endsWord("'")   // false: "don't" is one word
/// ```
public enum WordTerminator {
    static let insideWord: Set<Character> = ["'", "\u{2019}", "-", "\u{2010}", "\u{2011}", "_", "@"]

    /// Whether typing `text` ends the word before it.
    public static func endsWord(_ text: String) -> Bool {
        guard text.count == 1, let character = text.first else { return false }
        if character.isWhitespace { return true }
        return character.isPunctuation && !insideWord.contains(character)
    }
}
