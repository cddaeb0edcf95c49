import Foundation

/// Where the iPad keyboard sits. iPhone keyboards are always docked.
public enum KeyboardMode: Hashable, Sendable, Codable {
    /// Along the bottom edge of the screen.
    case docked
    /// The full keyboard moved up, its bottom `lift` points above the screen's bottom edge.
    case undocked(lift: CGFloat)
    /// Split in two halves for thumb typing, `lift` points above the bottom edge.
    case split(lift: CGFloat)
    /// The small iPhone-sized keyboard anywhere on screen, its top-left corner at `origin`.
    case floating(origin: CGPoint)
}
