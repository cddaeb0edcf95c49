import Foundation

/// Where the iPad keyboard sits. iPhone keyboards are always docked.
///
/// ```swift
/// var simulator = KeyboardSimulator(device: .iPad10)
/// _ = try simulator.send(.focus(KeyboardRequest()))
/// let posted = try simulator.send(.move(.floating(origin: CGPoint(x: 100, y: 700))))
/// // docked → floating: the hide quartet, whose end frame is the floating keyboard
/// ```
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
