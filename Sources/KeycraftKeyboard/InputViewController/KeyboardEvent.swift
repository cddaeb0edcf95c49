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
    /// The host is about to change, or has changed, the text.
    case textWillChange
    case textDidChange
    /// The host is about to move, or has moved, the selection.
    case selectionWillChange
    case selectionDidChange
}
