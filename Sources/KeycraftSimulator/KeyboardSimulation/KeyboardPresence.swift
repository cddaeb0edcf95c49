import Foundation

/// How the keyboard is on screen, as far as notifications are concerned.
public enum KeyboardPresence: Hashable, Sendable {
    /// Off screen: nothing is first responder, or an iPhone with a hardware keyboard shows nothing.
    case hidden
    /// Along the bottom edge: the system posts show and hide notifications for it. Also the hardware-
    /// keyboard bar or accessory, whose frame reaches below the screen.
    case docked(CGRect)
    /// Undocked, split or floating on iPad: only frame-change notifications, as iOS sends.
    case detached(CGRect)

    /// The frame in screen coordinates; nil when hidden.
    public var frame: CGRect? {
        switch self {
        case .hidden: nil
        case .docked(let frame), .detached(let frame): frame
        }
    }
}
