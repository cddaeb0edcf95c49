import Foundation
import KeycraftForms

/// A state machine that posts the keyboard notifications iOS posts, in order, with their user info.
///
/// A value type: copy it to branch a scenario. It never sees typed text, only what fields ask of the
/// keyboard. Notification rules are in ``KeyboardTransition``; frames in ``KeyboardLayout``.
/// Choices where iOS is not documented:
/// - Attaching or detaching a hardware keyboard while a field is focused moves the keyboard: the show
///   quartet when something stays on screen, the hide quartet when nothing does.
/// - Attaching a hardware keyboard docks an undocked, split or floating keyboard (the shortcut bar lives
///   at the bottom edge); the placement is otherwise remembered across resign and focus, as on iPad.
/// - Rotating while shown re-posts the show quartet; the begin frame is the frame before rotation.
///
/// ```swift
/// var simulator = KeyboardSimulator(device: .iPhone15Pro)
/// let posted = try simulator.send(.focus(KeyboardRequest()))
/// // posted.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
/// ```
public struct KeyboardSimulator: Sendable {
    /// The device, orientation, hardware keyboard and iPad placement the keyboard is laid out for.
    public private(set) var layout: KeyboardLayout
    /// The focused field's request; nil when nothing is first responder.
    public private(set) var focused: KeyboardRequest?
    /// Duration, curve and is-local carried by every notification.
    public var transition: KeyboardTransition

    /// A simulator for a device with nothing focused: the keyboard hidden, docked, no hardware keyboard.
    public init(device: DeviceProfile, orientation: InterfaceOrientation = .portrait, transition: KeyboardTransition = KeyboardTransition()) {
        self.layout = KeyboardLayout(device: device, orientation: orientation)
        self.transition = transition
    }

    /// The simulated device.
    public var device: DeviceProfile { layout.device }
    /// The current interface orientation; ``KeyboardSimulatorInput/rotate(_:)`` changes it.
    public var orientation: InterfaceOrientation { layout.orientation }
    /// Whether a hardware keyboard is connected.
    public var hardwareKeyboardAttached: Bool { layout.hardwareKeyboardAttached }
    /// Where the iPad keyboard is placed; it is remembered across resign and focus, as on iPad.
    public var mode: KeyboardMode { layout.mode }
    /// The keyboard as it is now: hidden, docked or detached, with its frame.
    public var presence: KeyboardPresence { layout.presence(for: focused) }
    /// The keyboard's frame in screen coordinates; nil when hidden.
    public var keyboardFrame: CGRect? { presence.frame }

    /// Applies one input and returns what iOS would post, in order. On error nothing changes.
    public mutating func send(_ input: KeyboardSimulatorInput) throws(KeyboardSimulatorError) -> [KeyboardNotification] {
        let before = presence
        let oldLayout = layout
        var repost = false
        switch input {
        case .focus(let request):
            try validate(request)
            focused = request
            repost = true
        case .resign:
            focused = nil
        case .attachHardwareKeyboard:
            layout.hardwareKeyboardAttached = true
            layout.mode = .docked
        case .detachHardwareKeyboard:
            layout.hardwareKeyboardAttached = false
        case .move(let mode):
            try validate(mode)
            layout.mode = mode
        case .rotate(let orientation):
            layout.orientation = orientation
        }
        // Hiding frames are computed in the layout the keyboard leaves; showing frames in the new one.
        let frameSpace = presence == .hidden ? oldLayout : layout
        return transition.notifications(from: before, to: presence, in: frameSpace, repost: repost)
    }

    /// Applies inputs in order, concatenating what each posts; stops at the first error.
    public mutating func send(_ inputs: [KeyboardSimulatorInput]) throws(KeyboardSimulatorError) -> [KeyboardNotification] {
        var posted: [KeyboardNotification] = []
        for input in inputs { posted += try send(input) }
        return posted
    }

    private func validate(_ request: KeyboardRequest) throws(KeyboardSimulatorError) {
        for (field, height) in [("inputViewHeight", request.inputViewHeight), ("accessoryViewHeight", request.accessoryViewHeight)] {
            if let height, !(height.isFinite && height >= 0) { throw .invalidHeight(field: field, value: height) }
        }
    }

    private func validate(_ mode: KeyboardMode) throws(KeyboardSimulatorError) {
        switch mode {
        case .docked:
            break
        case .undocked(let lift), .split(let lift):
            guard lift.isFinite, lift >= 0 else { throw .invalidPlacement(mode) }
            guard device.supportsUndockAndSplit else { throw .unsupportedMode(mode, device: device.name) }
        case .floating(let origin):
            guard origin.x.isFinite, origin.y.isFinite else { throw .invalidPlacement(mode) }
            guard device.floatingKeyboardSize != nil else { throw .unsupportedMode(mode, device: device.name) }
        }
        guard let focused, !hardwareKeyboardAttached, focused.inputViewHeight == nil else { throw .noKeyboardToMove }
    }
}
