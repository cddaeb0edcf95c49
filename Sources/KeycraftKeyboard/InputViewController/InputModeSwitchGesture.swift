/// How the user touched the next-keyboard (globe) key.
public enum InputModeSwitchGesture: Sendable, Hashable {
    /// A tap: switch to the next keyboard (`advanceToNextInputMode()`).
    case tap
    /// A long press: show the list of keyboards (`handleInputModeList(from:with:)`).
    case longPress
}
