/// The keys of the Morse keyboard.
public enum MorseKey: Sendable, Hashable {
    /// Adds a dot to the letter in progress.
    case dot
    /// Adds a dash to the letter in progress.
    case dash
    /// Ends the letter in progress, or types a space when there is none.
    case space
    /// Removes the last signal of the letter in progress, or deletes backward.
    case delete
    /// The next-keyboard (globe) key.
    case nextKeyboard(InputModeSwitchGesture)
}
