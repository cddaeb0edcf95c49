#if canImport(UIKit)
import KeycraftForms
import UIKit

/// Where the window is on its screen: Stage Manager and Split View windows are smaller than the screen.
extension UIWindow: KeyboardAvoidanceWindow {
    /// The bounds of the window scene's screen (the window's own bounds while it has no scene).
    public var keycraftScreenBounds: CGRect { windowScene?.screen.bounds ?? bounds }

    /// The window's bounds in the screen's coordinate space, where keyboard frames are given.
    public var keycraftFrameOnScreen: CGRect {
        guard let screen = windowScene?.screen else { return bounds }
        return convert(bounds, to: screen.coordinateSpace)
    }
}
#endif
