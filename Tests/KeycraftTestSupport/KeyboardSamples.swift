import Foundation
import KeycraftForms
import KeycraftSimulator

/// Windows, keyboard requests and simulator inputs drawn from a seed, shared by the property tests of the
/// avoidance planner, the controller and the simulator's scroll geometry.
public enum KeyboardSamples {
    /// Builds a window on the device: full screen, a Split View pane, Slide Over, or a Stage Manager window.
    public static func window(kind: Int, seed: Int, device: DeviceProfile, orientation: InterfaceOrientation) -> WindowPlacement {
        let screen = device.screenBounds(orientation)
        switch kind % 4 {
        case 0:
            return .fullScreen(device, orientation)
        case 1:
            return .splitView(device, orientation, fraction: [0.33, 0.5, 0.67][seed % 3], leading: seed % 2 == 0)
        case 2:
            let width = min(375, screen.width)
            return WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: screen.width - width, y: 0, width: width, height: screen.height))
        default:
            let x = CGFloat(seed % 200), y = CGFloat(seed % 150)
            let height = max(300, screen.height - y - CGFloat(seed % 400))
            return WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: x, y: y, width: max(320, screen.width - x - 100), height: height))
        }
    }

    /// Fields' keyboards: plain, number pad, no predictive bar, with an accessory view or an input view.
    public static let requests: [KeyboardRequest] = [
        KeyboardRequest(), KeyboardRequest(keyboardType: .numberPad), KeyboardRequest(keyboardType: .emailAddress, showsPredictiveBar: false),
        KeyboardRequest(accessoryViewHeight: 44), KeyboardRequest(inputViewHeight: 216), KeyboardRequest(keyboardType: .URL, accessoryViewHeight: 60),
    ]

    /// A simulator input from a seed: mostly focus, and resigning, hardware keyboards, undocking and rotation.
    public static func input(_ code: Int, orientation: InterfaceOrientation) -> KeyboardSimulatorInput {
        switch code % 10 {
        case 0, 1, 2: .focus(requests[(code / 10) % requests.count])
        case 3: .resign
        case 4: .attachHardwareKeyboard
        case 5: .detachHardwareKeyboard
        case 6: .move([.docked, .undocked(lift: 120), .split(lift: 60), .floating(origin: CGPoint(x: 40, y: 200))][(code / 10) % 4])
        case 7: .rotate(orientation.isLandscape ? .portrait : .landscapeRight)
        default: .focus(requests[0])
        }
    }
}
