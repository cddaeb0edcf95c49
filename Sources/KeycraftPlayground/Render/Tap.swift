import KeycraftText

/// What a mouse click on a region of the screen means: a tap on a control.
public enum Tap: Equatable, Sendable {
    case keyboardKey(KeyboardKey)
    case field(Int)
    case option(Int)
    case back
    /// Empty space: UIKit's tap-outside gesture, which ends editing.
    case outside
}

/// A tappable region, recorded while drawing so hit-testing agrees with what is on screen.
public struct Hotspot: Equatable, Sendable {
    public var rect: Rect
    public var tap: Tap
}
