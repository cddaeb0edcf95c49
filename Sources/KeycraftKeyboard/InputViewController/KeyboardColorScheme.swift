import KeycraftText

/// The colours a keyboard draws with.
///
/// ```swift
/// KeyboardColorScheme(.alert)   // .dark
/// KeyboardColorScheme(.default) // .light
/// ```
public enum KeyboardColorScheme: String, Sendable, Hashable, CaseIterable {
    /// Dark keys and text on a light background.
    case light
    /// Light keys and text on a dark background.
    case dark

    /// The scheme for a host field's appearance, as the custom-keyboard guide chooses it: dark for a
    /// dark (or alert, which is dark) keyboard, light for light and default.
    public init(_ appearance: KeyboardAppearance) {
        self = appearance == .dark ? .dark : .light
    }
}
