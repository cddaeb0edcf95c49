import Foundation
import KeycraftForms

/// A device's windows: what the simulator and the playground place on a ``DeviceProfile``'s screen.
extension WindowPlacement {
    /// The window covering the whole screen.
    ///
    /// ```swift
    /// let window = WindowPlacement.fullScreen(.iPhone15Pro, .portrait)
    /// // window.bounds == CGRect(x: 0, y: 0, width: 393, height: 852)
    /// ```
    public static func fullScreen(_ device: DeviceProfile, _ orientation: InterfaceOrientation) -> WindowPlacement {
        let screen = device.screenBounds(orientation)
        return WindowPlacement(screenBounds: screen, frameOnScreen: screen)
    }

    /// A Split View pane: full height, `fraction` of the width, on the leading or trailing side.
    ///
    /// ```swift
    /// let pane = WindowPlacement.splitView(.iPadPro11, .landscapeLeft, fraction: 1.0 / 3.0, leading: false)
    /// let keyboardInWindow = pane.convertFromScreen(keyboardFrameOnScreen)
    /// ```
    public static func splitView(_ device: DeviceProfile, _ orientation: InterfaceOrientation, fraction: CGFloat, leading: Bool) -> WindowPlacement {
        let screen = device.screenBounds(orientation)
        let width = (screen.width * min(max(fraction, 0), 1)).rounded()
        let x = leading ? 0 : screen.width - width
        return WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: x, y: 0, width: width, height: screen.height))
    }
}
