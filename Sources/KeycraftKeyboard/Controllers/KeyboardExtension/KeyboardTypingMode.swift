/// How the letter keys of a keyboard extension type.
public enum KeyboardTypingMode: Sendable, Hashable {
    /// Each key inserts its text.
    case direct
    /// Korean two-set (dubeolsik): jamo keys compose syllables as marked text through the proxy
    /// (`HangulComposer` (KeycraftText)); other keys commit the syllable, then type.
    case hangulTwoSet
}
