import Foundation

/// What reaches a screen: a key from the physical keyboard, a tap the playground hit-tested, or a
/// glide gesture dragged across the letter keys.
public enum ScreenEvent: Equatable, Sendable {
    case key(Key)
    case tap(Tap)
    /// A drag across the letter keys that started with a press on one (which typed its letter, as a
    /// tap): its points in `LetterKeyLayout.iPhonePortraitEnglish`'s coordinates (KeycraftKeyboard).
    case glide([CGPoint])
}

/// What a screen asks of the playground after an event.
public enum ScreenOutcome: Equatable, Sendable {
    case stay
    /// Back to the menu (the Back button, or Esc with no keyboard up).
    case back
}
