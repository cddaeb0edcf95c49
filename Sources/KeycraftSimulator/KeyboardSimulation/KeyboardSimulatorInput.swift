import Foundation
import KeycraftForms

/// Something the user or the app does that affects the keyboard.
public enum KeyboardSimulatorInput: Hashable, Sendable, Codable {
    /// A field (or text view) becomes first responder; also moving from one field to another.
    case focus(KeyboardRequest)
    /// The first responder resigns and no other field takes over.
    case resign
    /// A hardware keyboard connects: the software keyboard shrinks to its shortcut bar (iPad) or goes.
    case attachHardwareKeyboard
    /// The hardware keyboard disconnects: the software keyboard comes back for a focused field.
    case detachHardwareKeyboard
    /// iPad: the user moves the keyboard to another place (undock, split, float, or back to the dock).
    case move(KeyboardMode)
    /// The interface rotates to a new orientation.
    case rotate(InterfaceOrientation)
}
