import Foundation
import KeycraftSimulator
import KeycraftText
import Testing
@testable import KeycraftForms

/// A simulated device, a window and a scroll view, with an avoider applying its plans as UIKit would.
struct AvoidanceRig {
    var simulator: KeyboardSimulator
    var window: WindowPlacement
    var scrollView: ScrollViewGeometry
    var avoider = KeyboardAvoider()
    var plans: [ScrollViewAvoidancePlan] = []

    /// Sends an input, feeds every notification to the avoider, applies the plans.
    mutating func send(_ input: KeyboardSimulatorInput, revealing target: CGRect?) throws {
        for notification in try simulator.send(input) {
            guard let plan = avoider.handle(notification, scrollView: scrollView, window: window, revealing: target) else { continue }
            scrollView.state = plan.state
            plans.append(plan)
        }
    }

    /// Focus moves (or the caret moves) with the keyboard staying up: re-plan without a notification.
    mutating func reveal(_ target: CGRect) {
        let plan = avoider.reveal(target, scrollView: scrollView, window: window)
        scrollView.state = plan.state
        plans.append(plan)
    }

    /// The target's rectangle as it shows in the window, and the keyboard's top in the window.
    func onScreen(_ target: CGRect) -> (rect: CGRect, keyboardTop: CGFloat) {
        let rect = target.offsetBy(dx: scrollView.frameInWindow.minX - scrollView.state.contentOffset.x,
                                   dy: scrollView.frameInWindow.minY - scrollView.state.contentOffset.y)
        let top = simulator.keyboardFrame.map { window.convertFromScreen($0).minY } ?? .infinity
        return (rect, top)
    }
}

@Suite("Keyboard avoider")
struct KeyboardAvoiderTests {
    func phoneRig() -> AvoidanceRig {
        AvoidanceRig(simulator: KeyboardSimulator(device: .iPhone15Pro), window: .fullScreen(.iPhone15Pro, .portrait), scrollView: phoneScrollView())
    }

    let low = CGRect(x: 16, y: 600, width: 361, height: 44)
    let lower = CGRect(x: 16, y: 1200, width: 361, height: 44)
    let high = CGRect(x: 16, y: 100, width: 361, height: 44)

    @Test func showRevealsTheFieldAndHideRestoresTheOriginalsNotZero() throws {
        var rig = phoneRig()
        rig.scrollView.state = ScrollViewState(
            contentOffset: CGPoint(x: 0, y: 250), contentInset: EdgeInsets(bottom: 44), verticalScrollIndicatorInsets: EdgeInsets(bottom: 44))
        let original = rig.scrollView.state
        try rig.send(.focus(KeyboardRequest()), revealing: lower)
        let shown = rig.onScreen(lower)
        #expect(shown.rect.maxY == shown.keyboardTop - 10)
        #expect(rig.scrollView.state.contentInset.bottom == 312 && rig.avoider.originalState == original)
        #expect(rig.plans.allSatisfy { $0.animation == KeyboardAnimation(duration: 0.25, curve: .keyboard) })
        try rig.send(.resign, revealing: nil)
        #expect(rig.scrollView.state == original)
        #expect(rig.avoider.originalState == nil)
    }

    @Test func didNotificationsPlanNothing() {
        var avoider = KeyboardAvoider()
        let info = KeyboardUserInfo(frameBegin: .zero, frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336))
        for name in [KeyboardNotificationName.didShow, .didHide, .didChangeFrame] {
            #expect(avoider.handle(KeyboardNotification(name: name, userInfo: info), scrollView: phoneScrollView(), window: .fullScreen(.iPhone15Pro, .portrait), revealing: nil) == nil)
        }
        #expect(avoider.keyboardFrame == nil)
    }

    @Test func regressionSwitchingFieldsWhileTheKeyboardIsUp() throws {
        var rig = phoneRig()
        let original = rig.scrollView.state
        try rig.send(.focus(KeyboardRequest()), revealing: low)
        let insets = rig.scrollView.state.contentInset
        rig.reveal(lower)
        #expect(rig.onScreen(lower).rect.maxY == rig.onScreen(lower).keyboardTop - 10)
        rig.reveal(high)
        #expect(rig.onScreen(high).rect.minY == 59, "scrolled back just far enough, to the top safe-area edge")
        #expect(rig.scrollView.state.contentInset == insets)
        // UIKit also re-posts the show quartet on the move; planning from it changes nothing more.
        let before = rig.scrollView.state
        try rig.send(.focus(KeyboardRequest()), revealing: high)
        #expect(rig.scrollView.state == before)
        try rig.send(.resign, revealing: nil)
        #expect(rig.scrollView.state == original)
    }

    @Test func regressionTextViewCaretMovingBelowTheKeyboardWhileTyping() throws {
        // The text view is itself the scroll view: caret rectangles are in its content coordinates.
        var rig = phoneRig()
        rig.scrollView.state.contentOffset.y = -59
        try rig.send(.focus(KeyboardRequest()), revealing: CGRect(x: 20, y: 0, width: 2, height: 22))
        #expect(rig.scrollView.state.contentOffset.y == -59)
        for line in 0..<60 {
            let caret = CGRect(x: 20, y: CGFloat(line) * 22, width: 2, height: 22)
            rig.reveal(caret)
            let shown = rig.onScreen(caret)
            #expect(shown.rect.maxY <= shown.keyboardTop - 10 && shown.rect.minY >= 59)
        }
        // Typing kept the bottom edge pinned: one line per line, never a jump.
        #expect(rig.onScreen(CGRect(x: 20, y: 59 * 22, width: 2, height: 22)).rect.maxY == CGFloat(852 - 336 - 10))
    }

    @Test func regressionRotationWhileEditing() throws {
        var rig = phoneRig()
        let original = rig.scrollView.state
        try rig.send(.focus(KeyboardRequest()), revealing: lower)
        // The app lays out for landscape, then the keyboard moves.
        rig.window = .fullScreen(.iPhone15Pro, .landscapeRight)
        rig.scrollView.frameInWindow = rig.window.bounds
        rig.scrollView.safeAreaInsets = DeviceProfile.iPhone15Pro.safeAreaInsets(.landscapeRight)
        try rig.send(.rotate(.landscapeRight), revealing: lower)
        let shown = rig.onScreen(lower)
        #expect(shown.keyboardTop == CGFloat(393 - 209))
        #expect(shown.rect.maxY == shown.keyboardTop - 10)
        #expect(rig.scrollView.state.contentInset.bottom == CGFloat(209 - 21 + 10))
        try rig.send(.resign, revealing: nil)
        // The insets come back; the offset returns to the top, which in landscape is 0 (no status bar).
        var landscapeOriginal = original
        landscapeOriginal.contentOffset.y = 0
        #expect(original.contentOffset.y == -59)
        #expect(rig.scrollView.state == landscapeOriginal)
    }

    @Test func regressionHardwareKeyboardBarCoversOnlyTheBar() throws {
        let window = WindowPlacement.fullScreen(.iPadPro11, .portrait)
        var rig = AvoidanceRig(
            simulator: KeyboardSimulator(device: .iPadPro11), window: window,
            scrollView: ScrollViewGeometry(frameInWindow: window.bounds, contentSize: CGSize(width: 834, height: 3000), safeAreaInsets: EdgeInsets(top: 24, bottom: 20)))
        try rig.send(.attachHardwareKeyboard, revealing: nil)
        let field = CGRect(x: 0, y: 1100, width: 834, height: 44)
        try rig.send(.focus(KeyboardRequest()), revealing: field)
        #expect(rig.plans.last?.overlap == 55)
        #expect(rig.scrollView.state.contentInset.bottom == 45, "55 pt bar - 20 pt safe area + 10 padding, not the 320 pt height")
        #expect(rig.onScreen(field).rect.maxY == CGFloat(1194 - 55 - 10))
    }

    @Test func regressionFloatingIPadKeyboardCoversNothing() throws {
        let window = WindowPlacement.fullScreen(.iPad10, .portrait)
        var rig = AvoidanceRig(
            simulator: KeyboardSimulator(device: .iPad10), window: window,
            scrollView: ScrollViewGeometry(frameInWindow: window.bounds, contentSize: CGSize(width: 820, height: 3000), safeAreaInsets: EdgeInsets(top: 24, bottom: 20)))
        let original = rig.scrollView.state
        let field = CGRect(x: 0, y: 1000, width: 820, height: 44)
        try rig.send(.focus(KeyboardRequest()), revealing: field)
        #expect(rig.scrollView.state.contentInset.bottom > 0)
        try rig.send(.move(.floating(origin: CGPoint(x: 400, y: 300))), revealing: field)
        #expect(rig.scrollView.state == original, "a floating keyboard needs no insets: they are restored")
        try rig.send(.focus(KeyboardRequest(keyboardType: .numberPad)), revealing: field)
        #expect(rig.scrollView.state == original)
        try rig.send(.move(.docked), revealing: field)
        #expect(rig.onScreen(field).rect.maxY == rig.onScreen(field).keyboardTop - 10)
    }

    @Test func regressionWindowThatIsNotFullScreen() throws {
        // A Stage Manager window whose bottom 150 points sit over the keyboard.
        let screen = DeviceProfile.iPadPro11.screenBounds(.landscapeLeft)
        let window = WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: 300, y: 80, width: 700, height: screen.height - 408 - 80 + 150))
        var rig = AvoidanceRig(
            simulator: KeyboardSimulator(device: .iPadPro11, orientation: .landscapeLeft), window: window,
            scrollView: ScrollViewGeometry(frameInWindow: window.bounds, contentSize: CGSize(width: 700, height: 2000)))
        let field = CGRect(x: 0, y: window.frameOnScreen.height - 60, width: 700, height: 44)
        try rig.send(.focus(KeyboardRequest()), revealing: field)
        #expect(rig.plans.last?.overlap == 150)
        #expect(rig.scrollView.state.contentInset.bottom == 160)
        let shown = rig.onScreen(field)
        #expect(shown.rect.maxY == shown.keyboardTop - 10)
        // The trailing Split View pane of an iPhone-width slice: the keyboard spans it too.
        let pane = WindowPlacement.splitView(.iPadPro11, .landscapeLeft, fraction: 0.3, leading: false)
        var split = AvoidanceRig(
            simulator: KeyboardSimulator(device: .iPadPro11, orientation: .landscapeLeft), window: pane,
            scrollView: ScrollViewGeometry(frameInWindow: pane.bounds, contentSize: CGSize(width: pane.bounds.width, height: 2000)))
        try split.send(.focus(KeyboardRequest()), revealing: field)
        #expect(split.plans.last?.overlap == 408)
    }

    @Test func revealWithoutAKeyboardChangesNothing() {
        var avoider = KeyboardAvoider()
        let view = phoneScrollView()
        let plan = avoider.reveal(CGRect(x: 0, y: 1500, width: 10, height: 10), scrollView: view, window: .fullScreen(.iPhone15Pro, .portrait))
        #expect(plan.state == view.state && plan.overlap == 0 && plan.animation == .none)
    }
}
