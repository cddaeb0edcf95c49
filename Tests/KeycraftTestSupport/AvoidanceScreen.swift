import Foundation
import KeycraftForms
import KeycraftSimulator

/// One screen on a device, wired to a controller: a window, its root view, and the notification center.
@MainActor
public struct AvoidanceScreen {
    public let window: VirtualWindow
    public let root: VirtualRootView
    public let host: VirtualViewControllerHost
    public let center = VirtualNotificationCenter()
    public let recorder = AnimationRecorder()
    public var simulator: KeyboardSimulator

    /// A full-screen (or placed) window on a device, its root view, and a keyboard in the same orientation.
    public init(device: DeviceProfile, orientation: InterfaceOrientation = .portrait, window placement: WindowPlacement? = nil) {
        let placement = placement ?? .fullScreen(device, orientation)
        let fullScreen = placement.frameOnScreen == placement.screenBounds
        window = VirtualWindow(
            placement, safeAreaInsets: fullScreen ? device.safeAreaInsets(orientation) : placement.safeAreaInsets(screenSafeArea: device.safeAreaInsets(orientation)))
        root = VirtualRootView(frame: window.bounds)
        host = VirtualViewControllerHost(window: window, root: root)
        simulator = KeyboardSimulator(device: device, orientation: orientation)
    }

    /// A controller attached to the screen, recording its animations.
    public func controller(padding: CGFloat = ScrollViewAvoidance.defaultPadding, followsFloatingKeyboard: Bool = false) -> KeyboardAvoidanceController {
        KeyboardAvoidanceController(
            host: host, notifications: center, padding: padding, followsFloatingKeyboard: followsFloatingKeyboard,
            animator: recorder.animator)
    }

    /// What the keyboard does for an input, posted to the controller. Returns what was posted.
    @discardableResult
    public mutating func send(_ input: KeyboardSimulatorInput) -> [KeyboardNotification] {
        let posted = (try? simulator.send(input)) ?? []
        center.post(posted)
        return posted
    }

    /// A field becomes first responder, then the keyboard shows for it (UIKit's order).
    @discardableResult
    public mutating func focus(_ field: VirtualView, _ request: KeyboardRequest = KeyboardRequest(), controller: KeyboardAvoidanceController) -> Bool {
        guard field.becomeFirstResponder() else { return false }
        controller.firstResponderDidChange()
        send(.focus(request))
        return true
    }

    /// The first responder resigns, then the keyboard hides.
    public mutating func resign(controller: KeyboardAvoidanceController) {
        _ = window.firstResponder?.resignFirstResponder()
        controller.firstResponderDidChange()
        send(.resign)
    }

    /// The keyboard's top edge in window coordinates, while it shows.
    public var keyboardTopInWindow: CGFloat? {
        simulator.keyboardFrame.map { window.windowPlacement.convertFromScreen($0).minY }
    }
}
