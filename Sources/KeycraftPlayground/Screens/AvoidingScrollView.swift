import Foundation
import KeycraftForms
import KeycraftSimulator

/// A scroll view on a simulated phone, under the navigation bar, that keeps its first responder above
/// the keyboard: focus changes and rotations go to KeycraftSimulator's `KeyboardSimulator`, whose
/// notifications reach the `KeyboardAvoidanceController` apps ship, attached to a virtual UIKit screen
/// (as the scenario runner's are); every notification is kept for the screens' logs.
///
/// The virtual views are objects, as UIKit's are: copies of a screen share them.
@MainActor
struct AvoidingScrollView {
    let device: DeviceProfile
    private(set) var keyboard: KeyboardSimulator
    private let screen: VirtualScreen
    /// The view that scrolls: the screen's content view, or a text view that is the content itself.
    let scrollView: VirtualScrollView
    /// Every notification posted so far, oldest first.
    private(set) var notifications: [KeyboardNotification] = []

    /// The view controller sits in a navigation controller: `.automatic` adjusts vertically always.
    init(device: DeviceProfile, scrollView: VirtualScrollView) {
        self.device = device
        self.scrollView = scrollView
        keyboard = KeyboardSimulator(device: device)
        let window = VirtualWindow(device)
        let root = VirtualRootView(frame: window.bounds)
        scrollView.isInNavigationOrTabBarController = true
        root.addSubview(scrollView)
        screen = VirtualScreen(window: window, root: root, scrollView: scrollView)
        place(in: .portrait)
    }

    /// The navigation bar's height: 44 points, 32 on a phone in landscape (UIKit's compact bar).
    static func navigationBarHeight(_ device: DeviceProfile, _ orientation: InterfaceOrientation) -> CGFloat {
        device.idiom == .phone && !orientation.isPortrait ? 32 : 44
    }

    /// The scroll view fills the window under the status bar and the navigation bar, as a view
    /// controller's view does inside a navigation controller; the home indicator's area stays its
    /// bottom safe area (and the sides', in landscape).
    private func place(in orientation: InterfaceOrientation) {
        let placement = WindowPlacement.fullScreen(device, orientation)
        let window = screen.window
        window.keycraftScreenBounds = placement.screenBounds
        window.keycraftFrameOnScreen = placement.frameOnScreen
        window.safeAreaInsets = device.safeAreaInsets(orientation)
        screen.root.frame = window.bounds
        let top = window.safeAreaInsets.top + Self.navigationBarHeight(device, orientation)
        scrollView.frame = CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
        scrollView.contentSize.width = window.bounds.width
    }

    var orientation: InterfaceOrientation { keyboard.orientation }
    var hardwareKeyboardAttached: Bool { keyboard.hardwareKeyboardAttached }
    var state: ScrollViewState { scrollView.state }

    /// The scroll view as the playground draws it: its frame in the window, its content and safe area.
    var geometry: ScrollViewGeometry {
        ScrollViewGeometry(
            frameInWindow: scrollView.keycraftFrameInWindow, contentSize: scrollView.contentSize, safeAreaInsets: scrollView.safeAreaInsets,
            state: scrollView.state, contentInsetAdjustmentBehavior: scrollView.contentInsetAdjustmentBehavior,
            isInNavigationOrTabBarController: scrollView.isInNavigationOrTabBarController)
    }

    /// How much of the scroll view the keyboard covers now, in points.
    var overlap: CGFloat { screen.overlap(of: scrollView.keycraftFrameInWindow, keyboardFrame: keyboard.keyboardFrame) }

    /// `responder` became first responder, asking for `request` (nil: the first responder resigned).
    /// `target` is what UIKit scrolls into view where no keyboard covers the view, in content coordinates.
    mutating func focus(_ responder: VirtualView?, request: KeyboardRequest?, revealing target: CGRect?) throws(KeyboardSimulatorError) {
        try send(request.map { .focus($0) } ?? .resign, firstResponder: responder, revealing: target)
    }

    /// Turns the phone a quarter: portrait and landscape (right) in turn.
    mutating func rotate(firstResponder: VirtualView?, revealing target: CGRect?) throws(KeyboardSimulatorError) {
        try send(.rotate(orientation.isPortrait ? .landscapeRight : .portrait), firstResponder: firstResponder, revealing: target)
    }

    /// Re-plans with the keyboard where it is (the content or the caret moved).
    func setContentHeight(_ height: CGFloat, firstResponder: VirtualView?, revealing target: CGRect?) {
        scrollView.contentSize.height = height
        screen.update(firstResponder: firstResponder, posting: [], keyboardFrame: keyboard.keyboardFrame, revealing: target)
    }

    /// Sends any simulator input (a hardware keyboard attached or detached, say) and re-plans.
    mutating func send(_ input: KeyboardSimulatorInput, firstResponder: VirtualView?, revealing target: CGRect?) throws(KeyboardSimulatorError) {
        let posted = try keyboard.send(input)
        if case .rotate(let orientation) = input { place(in: orientation) }
        notifications += posted
        screen.update(firstResponder: firstResponder, posting: posted, keyboardFrame: keyboard.keyboardFrame, revealing: target)
    }
}
