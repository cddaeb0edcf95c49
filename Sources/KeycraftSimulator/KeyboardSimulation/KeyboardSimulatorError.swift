import Foundation

/// An input the simulated device cannot perform; the simulator's state is left unchanged.
public enum KeyboardSimulatorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A height in a focus request that is negative or not finite; `field` names it.
    case invalidHeight(field: String, value: CGFloat)
    /// A lift or floating origin that is not finite, or a negative lift.
    case invalidPlacement(KeyboardMode)
    /// The device has no such keyboard placement (iPhone: only docked; iPad Pro: no undock or split).
    case unsupportedMode(KeyboardMode, device: String)
    /// Moving the keyboard needs the system keyboard on screen (a field focused, no hardware keyboard,
    /// no custom input view).
    case noKeyboardToMove

    /// A message that names the input and the value that was wrong.
    public var description: String {
        switch self {
        case .invalidHeight(let field, let value):
            "focus: \(field) must be a finite height of 0 or more, got \(value)"
        case .invalidPlacement(let mode):
            "move: invalid keyboard placement \(mode) (values must be finite, lift 0 or more)"
        case .unsupportedMode(let mode, let device):
            "move: \(device) has no \(mode) keyboard"
        case .noKeyboardToMove:
            "move: the system keyboard is not on screen (no focused field, a hardware keyboard, or a custom input view)"
        }
    }
}
