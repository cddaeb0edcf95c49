import Foundation
import KeycraftForms

/// A `UIWindow` without UIKit: where it is on the screen, its safe area, and the first responder within
/// it. With the other virtual views it lets the simulator, the playground and the tests drive the
/// controllers apps run (`KeyboardAvoidanceController`, `FieldChainController`) as UIKit would.
///
/// ```swift
/// let window = VirtualWindow(.iPhone15Pro)
/// let root = VirtualRootView(frame: window.bounds)
/// root.rootWindow = window
/// ```
@MainActor
public final class VirtualWindow: KeyboardAvoidanceWindow {
    /// The screen's bounds in the current interface orientation.
    public var keycraftScreenBounds: CGRect
    /// The window's frame in screen coordinates.
    public var keycraftFrameOnScreen: CGRect
    /// The window's safe-area insets; views derive theirs from where they sit in the window.
    public var safeAreaInsets: EdgeInsets
    /// UIKit's first responder: at most one view at a time.
    public var firstResponder: VirtualView?

    /// A window at a placement on the screen, with the given safe area.
    public init(_ placement: WindowPlacement, safeAreaInsets: EdgeInsets) {
        keycraftScreenBounds = placement.screenBounds
        keycraftFrameOnScreen = placement.frameOnScreen
        self.safeAreaInsets = safeAreaInsets
    }

    /// Full screen on a device, with the device's safe area.
    public convenience init(_ device: DeviceProfile, _ orientation: InterfaceOrientation = .portrait) {
        self.init(.fullScreen(device, orientation), safeAreaInsets: device.safeAreaInsets(orientation))
    }

    /// The window's rectangle in its own coordinates (origin zero).
    public var bounds: CGRect { CGRect(origin: .zero, size: keycraftFrameOnScreen.size) }
}
