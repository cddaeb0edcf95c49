/// What reaches a screen: a key from the physical keyboard, or a tap the playground hit-tested.
public enum ScreenEvent: Equatable, Sendable {
    case key(Key)
    case tap(Tap)
}

/// What a screen asks of the playground after an event.
public enum ScreenOutcome: Equatable, Sendable {
    case stay
    /// Back to the menu (the Back button, or Esc with no keyboard up).
    case back
}
