import Foundation

/// Where the app's window is on the screen: full screen, Split View, Slide Over or a Stage Manager
/// window. Keyboard frames arrive in screen coordinates; views live in the window's.
///
/// ```swift
/// let pane = WindowPlacement.splitView(.iPadPro11, .landscapeLeft, fraction: 1.0 / 3.0, leading: false)
/// let keyboardInWindow = pane.convertFromScreen(keyboardFrameOnScreen)
/// ```
public struct WindowPlacement: Hashable, Sendable {
    /// The screen's bounds in the current interface orientation.
    public var screenBounds: CGRect
    /// The window's frame in screen coordinates.
    public var frameOnScreen: CGRect

    /// A window at `frameOnScreen` on a screen with `screenBounds`, as a Stage Manager window can be.
    public init(screenBounds: CGRect, frameOnScreen: CGRect) {
        self.screenBounds = screenBounds
        self.frameOnScreen = frameOnScreen
    }

    /// The window covering the whole screen.
    public static func fullScreen(_ device: DeviceProfile, _ orientation: InterfaceOrientation) -> WindowPlacement {
        let screen = device.screenBounds(orientation)
        return WindowPlacement(screenBounds: screen, frameOnScreen: screen)
    }

    /// A Split View pane: full height, `fraction` of the width, on the leading or trailing side.
    public static func splitView(_ device: DeviceProfile, _ orientation: InterfaceOrientation, fraction: CGFloat, leading: Bool) -> WindowPlacement {
        let screen = device.screenBounds(orientation)
        let width = (screen.width * min(max(fraction, 0), 1)).rounded()
        let x = leading ? 0 : screen.width - width
        return WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: x, y: 0, width: width, height: screen.height))
    }

    /// The window's rectangle in window coordinates (origin zero).
    public var bounds: CGRect { CGRect(origin: .zero, size: frameOnScreen.size) }

    /// The window's safe-area insets: how far the screen's (status bar, Dynamic Island, home indicator,
    /// landscape notch) reach into the window. A full-screen window has the screen's; a Split View
    /// pane, which spans the screen's height, keeps the top and bottom ones.
    public func safeAreaInsets(screenSafeArea: EdgeInsets) -> EdgeInsets {
        .safeArea(ofViewAt: frameOnScreen, inWindowOfSize: screenBounds.size, windowSafeArea: screenSafeArea)
    }

    /// Converts a rectangle in screen coordinates into the window's coordinates.
    public func convertFromScreen(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: -frameOnScreen.minX, dy: -frameOnScreen.minY)
    }
}
