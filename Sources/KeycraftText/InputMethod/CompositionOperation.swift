/// What an input method asks the text to do, in `UITextInput`'s terms.
public enum CompositionOperation: Equatable, Sendable {
    /// Replace the marked text (or the selection) with this composing text.
    case setMarkedText(String)
    /// Commit the marked text as ordinary text.
    case unmarkText
    /// Insert committed text that never was composing (a space, a digit).
    case insertText(String)
    /// Delete the character before the caret (nothing was composing).
    case deleteBackward
}
