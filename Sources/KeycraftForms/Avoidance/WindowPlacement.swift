import Foundation

/// Where the app's window is on the screen: full screen, Split View, Slide Over or a Stage Manager
/// window. Keyboard frames arrive in screen coordinates; views live in the window's.
///
/// ```swift
/// // The trailing third of an 11-inch iPad Pro in landscape, in Split View.
/// let screen = CGRect(x: 0, y: 0, width: 1194, height: 834)
/// let pane = WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: 796, y: 0, width: 398, height: 834))
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
