/// A key of the on-screen keyboard.
public enum KeyboardKey: Equatable, Sendable {
    /// Types its text (a letter, a digit, `.com`).
    case text(String)
    case space
    case delete
    case shift
    /// Switches planes (`123`, `ABC`, `#+=`); the playground shows the first plane only.
    case planeSwitch(String)
    /// The next-keyboard key a keyboard with other input modes shows (UIKit's globe).
    case globe
    case returnKey

    var label: String {
        switch self {
        case .text(let text): text
        case .space: "space"
        case .delete: "⌫"
        case .shift: "⇧"
        case .planeSwitch(let label): label
        case .globe: "🌐"
        case .returnKey: "return"
        }
    }
}
