import Foundation
import KeycraftForms

/// Where the keyboard is for a device state: a pure function of the device, the orientation, the focused
/// field's request, the hardware keyboard and the iPad placement.
///
/// ```swift
/// let layout = KeyboardLayout(device: .iPhone15Pro, orientation: .portrait)
/// let frame = layout.presence(for: KeyboardRequest()).frame   // docked along the bottom edge
/// ```
public struct KeyboardLayout: Hashable, Sendable {
    /// The device whose screen, safe area and keyboard heights apply.
    public var device: DeviceProfile
    /// The interface orientation, which picks the screen's bounds and the keyboard's heights.
    public var orientation: InterfaceOrientation
    /// Whether a hardware keyboard is connected, leaving only the shortcut bar on screen.
    public var hardwareKeyboardAttached: Bool
    /// Where the user placed the iPad keyboard; always docked on iPhone.
    public var mode: KeyboardMode

    /// A layout for a device in an orientation, docked and without a hardware keyboard unless said.
    public init(device: DeviceProfile, orientation: InterfaceOrientation, hardwareKeyboardAttached: Bool = false, mode: KeyboardMode = .docked) {
        self.device = device
        self.orientation = orientation
        self.hardwareKeyboardAttached = hardwareKeyboardAttached
        self.mode = mode
    }

    /// The screen's bounds in this orientation: keyboard frames are in these coordinates.
    public var screen: CGRect { device.screenBounds(orientation) }

    /// The keyboard for a focused field (nil: nothing focused).
    ///
    /// With a hardware keyboard the software keyboard keeps its size but slides down until only the
    /// shortcut bar and the accessory view (or a custom input view) remain above the bottom edge — so its
    /// height says nothing about what it covers. iPhone shows no bar: without an accessory nothing shows
    /// and iOS posts no notifications. Custom input views are always docked.
    public func presence(for request: KeyboardRequest?) -> KeyboardPresence {
        guard let request else { return .hidden }
        let accessory = request.accessoryViewHeight ?? 0
        let full = (request.inputViewHeight ?? systemKeyboardHeight(request)) + accessory
        if hardwareKeyboardAttached {
            let visible = (request.inputViewHeight ?? device.hardwareKeyboardBarHeight) + accessory
            guard visible > 0 else { return .hidden }
            return .docked(bottomRect(height: full, visible: visible))
        }
        if request.inputViewHeight != nil { return .docked(bottomRect(height: full, visible: full)) }
        switch mode {
        case .docked:
            return .docked(bottomRect(height: full, visible: full))
        case .undocked(let lift):
            return .detached(liftedRect(height: full, lift: lift))
        case .split(let lift):
            let bar = request.showsPredictiveBar ? device.keyboardHeights(orientation).predictiveBar : 0
            return .detached(liftedRect(height: (device.splitKeyboardHeight ?? full) + bar + accessory, lift: lift))
        case .floating(let origin):
            let size = device.floatingKeyboardSize ?? CGSize(width: screen.width, height: full)
            return .detached(clampedIntoScreen(CGRect(origin: origin, size: CGSize(width: size.width, height: size.height + accessory))))
        }
    }

    /// Where a keyboard with this frame's size sits when hidden: just below the screen.
    public func offscreen(_ frame: CGRect) -> CGRect {
        CGRect(x: frame.origin.x, y: screen.maxY, width: frame.width, height: frame.height)
    }

    private func systemKeyboardHeight(_ request: KeyboardRequest) -> CGFloat {
        device.keyboardHeight(for: request.keyboardType, predictiveBar: request.showsPredictiveBar, orientation: orientation)
    }

    private func bottomRect(height: CGFloat, visible: CGFloat) -> CGRect {
        CGRect(x: 0, y: screen.maxY - visible, width: screen.width, height: height)
    }

    private func liftedRect(height: CGFloat, lift: CGFloat) -> CGRect {
        let top = max(device.safeAreaInsets(orientation).top, screen.maxY - height - lift)
        return CGRect(x: 0, y: top, width: screen.width, height: height)
    }

    private func clampedIntoScreen(_ rect: CGRect) -> CGRect {
        let x = min(max(rect.minX, 0), max(0, screen.width - rect.width))
        let y = min(max(rect.minY, device.safeAreaInsets(orientation).top), max(0, screen.maxY - rect.height))
        return CGRect(x: x, y: y, width: rect.width, height: rect.height)
    }
}
