/// What the keyboard engine asks of the system or tells its view.
///
/// Events never carry typed text: they are the only output of the engine besides the document proxy,
/// and a keyboard must not leak what is typed (docs/architecture.md, the keyboard's typing pipeline).
public enum KeyboardEvent: Sendable, Hashable {
    /// Switch to the next keyboard (the globe key was tapped).
    case advanceToNextInputMode
    /// Show the list of keyboards (the globe key was long-pressed).
    case handleInputModeList
    /// The view should redraw with this scheme.
    case colorSchemeDidChange(KeyboardColorScheme)
    /// The host is about to change the text.
    case textWillChange
    /// The host has changed the text, or another field took focus.
    case textDidChange
    /// The host is about to move the selection.
    case selectionWillChange
    /// The host has moved the selection.
    case selectionDidChange
}
