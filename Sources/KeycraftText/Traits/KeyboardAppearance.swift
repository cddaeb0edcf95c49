/// The keyboard's look, mirroring `UIKeyboardAppearance` with UIKit's raw values.
///
/// ```swift
/// let traits = TextInputTraits(keyboardAppearance: .dark)
/// KeyboardAppearance.alert == .dark            // true: the same raw value, 1
/// ```
public enum KeyboardAppearance: Int, CaseIterable, Sendable, Codable {
    /// The system's appearance, following light or dark mode.
    case `default` = 0
    /// A dark keyboard, for dark interfaces.
    case dark = 1
    /// A light keyboard.
    case light = 2

    /// UIKit's `alert` appearance is an alias of `dark` (same raw value, 1): an alert keyboard shows dark.
    public static let alert = KeyboardAppearance.dark
}
