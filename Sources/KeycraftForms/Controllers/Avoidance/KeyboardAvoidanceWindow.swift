import Foundation

/// The window a screen shows in, and where it is on the screen: full screen, a Split View pane,
/// Slide Over or a Stage Manager window. Keyboard frames arrive in screen coordinates.
@MainActor
public protocol KeyboardAvoidanceWindow: AnyObject {
    /// The screen's bounds in the current interface orientation (`screen.bounds`).
    var keycraftScreenBounds: CGRect { get }
    /// The window's frame in screen coordinates (`convert(bounds, to: screen.coordinateSpace)`).
    var keycraftFrameOnScreen: CGRect { get }
}

extension KeyboardAvoidanceWindow {
    /// The window's placement as the core planner takes it.
    public var windowPlacement: WindowPlacement {
        WindowPlacement(screenBounds: keycraftScreenBounds, frameOnScreen: keycraftFrameOnScreen)
    }
}
