import Foundation
import KeycraftForms
import KeycraftSimulator

/// A scroll view on a simulated phone, under the navigation bar, that keeps its target above the
/// keyboard: focus changes and rotations go to KeycraftForms' `KeyboardSimulator`, whose notifications feed its
/// `KeyboardAvoider`, whose plans set the scroll view's insets and offset — the avoidance guide's
/// loop, with every notification kept for the screens' logs.
struct AvoidingScrollView {
    let device: DeviceProfile
    private(set) var keyboard: KeyboardSimulator
    private(set) var window: WindowPlacement
    private var avoider = KeyboardAvoider()
    private(set) var geometry: ScrollViewGeometry
    /// Every notification posted so far, oldest first.
    private(set) var notifications: [KeyboardNotification] = []

    init(device: DeviceProfile, contentHeight: CGFloat) {
        self.device = device
        keyboard = KeyboardSimulator(device: device)
        window = .fullScreen(device, .portrait)
        // The view controller sits in a navigation controller: `.automatic` adjusts vertically always.
        geometry = ScrollViewGeometry(frameInWindow: .zero, contentSize: .zero, isInNavigationOrTabBarController: true)
        place(in: .portrait)
        geometry.contentSize.height = contentHeight
    }

    /// The navigation bar's height: 44 points, 32 on a phone in landscape (UIKit's compact bar).
    static func navigationBarHeight(_ device: DeviceProfile, _ orientation: InterfaceOrientation) -> CGFloat {
        device.idiom == .phone && !orientation.isPortrait ? 32 : 44
    }

    /// The scroll view fills the window under the status bar and the navigation bar, as a view
    /// controller's view does inside a navigation controller; the home indicator's area stays its
    /// bottom safe area (and the sides', in landscape).
    private mutating func place(in orientation: InterfaceOrientation) {
        window = .fullScreen(device, orientation)
        let safeArea = device.safeAreaInsets(orientation)
        let top = safeArea.top + Self.navigationBarHeight(device, orientation)
        geometry.frameInWindow = CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
        geometry.safeAreaInsets = .safeArea(ofViewAt: geometry.frameInWindow, inWindowOfSize: window.bounds.size, windowSafeArea: safeArea)
        geometry.contentSize.width = window.bounds.width
    }

    var orientation: InterfaceOrientation { keyboard.orientation }
    var hardwareKeyboardAttached: Bool { keyboard.hardwareKeyboardAttached }
    var state: ScrollViewState { geometry.state }

    /// How much of the scroll view the keyboard covers now, in points.
    var overlap: CGFloat {
        keyboard.keyboardFrame.map {
            KeyboardOverlap.height(keyboardFrame: $0, window: window, viewFrameInWindow: geometry.frameInWindow)
        } ?? 0
    }

    /// A field became first responder (`request`) or the first responder resigned (nil).
    mutating func focus(_ request: KeyboardRequest?, revealing target: CGRect?) throws(KeyboardSimulatorError) {
        try send(request.map { .focus($0) } ?? .resign, revealing: target)
    }

    /// Turns the phone a quarter: portrait and landscape (right) in turn.
    mutating func rotate(revealing target: CGRect?) throws(KeyboardSimulatorError) {
        try send(.rotate(orientation.isPortrait ? .landscapeRight : .portrait), revealing: target)
    }

    /// Re-plans with the keyboard where it is (the content or the caret moved).
    mutating func setContentHeight(_ height: CGFloat, revealing target: CGRect?) {
        geometry.contentSize.height = height
        avoid([], revealing: target)
    }

    /// Sends any simulator input (a hardware keyboard attached or detached, say) and re-plans.
    mutating func send(_ input: KeyboardSimulatorInput, revealing target: CGRect?) throws(KeyboardSimulatorError) {
        let posted = try keyboard.send(input)
        if case .rotate(let orientation) = input { place(in: orientation) }
        notifications += posted
        avoid(posted, revealing: target)
    }

    private mutating func avoid(_ posted: [KeyboardNotification], revealing target: CGRect?) {
        var planned = false
        for notification in posted {
            // Each plan starts from the state the previous one left, as an app applies them in turn.
            guard let plan = avoider.handle(notification, scrollView: geometry, window: window, revealing: target) else { continue }
            geometry.state = plan.state
            planned = true
        }
        guard !planned else { return }
        if keyboard.keyboardFrame != nil {
            geometry.state = avoider.reveal(target, scrollView: geometry, window: window).state
        } else if let target {
            // No keyboard covers the view (a hardware keyboard is attached): the view still scrolls
            // the least it takes to show the target, as `scrollRectToVisible` does.
            geometry.state.contentOffset = geometry.contentOffset(revealing: target)
        }
    }
}
