/// What an input method asks the text to do, in `UITextInput`'s terms.
public enum CompositionOperation: Equatable, Sendable {
    /// Replace the marked text (or the selection) with this composing text.
    case setMarkedText(String)
    /// Commit the marked text as ordinary text.
    case unmarkText
    /// Insert committed text: text that never was composing (a space, a digit), or — while text is
    /// marked — the composition's final text, which replaces the marked text (`UITextInput.insertText`),
    /// e.g. the kanji a kana reading converts to.
    case insertText(String)
    /// Delete the character before the caret (nothing was composing).
    case deleteBackward
}
