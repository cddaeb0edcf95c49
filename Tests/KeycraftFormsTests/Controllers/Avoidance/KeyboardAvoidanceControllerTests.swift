import Foundation
import KeycraftSimulator
import KeycraftTestSupport
import KeycraftText
import Testing
@testable import KeycraftForms

@MainActor
@Suite("Keyboard avoidance controller")
struct KeyboardAvoidanceControllerTests {
    /// A full-screen scroll view of a tall form on an iPhone 15 Pro, at rest at its top.
    static func form(_ screen: AvoidanceScreen, contentHeight: CGFloat = 2000) -> VirtualScrollView {
        let scrollView = VirtualScrollView(frame: screen.root.frame, contentSize: CGSize(width: screen.root.frame.width, height: contentHeight))
        screen.root.addSubview(scrollView)
        scrollView.contentOffset.y = scrollView.topOffsetY
        return scrollView
    }

    static func field(at y: CGFloat, in container: VirtualView, height: CGFloat = 44) -> VirtualView {
        let field = VirtualView(frame: CGRect(x: 16, y: y, width: 300, height: height))
        container.addSubview(field)
        return field
    }

    /// A full-screen form with one field, and a controller attached (nothing focused yet).
    static func form(fieldAt y: CGFloat, in screen: AvoidanceScreen) -> (VirtualScrollView, VirtualView, KeyboardAvoidanceController) {
        let scrollView = form(screen)
        return (scrollView, field(at: y, in: scrollView), screen.controller())
    }

    @Test func showInsetsTheScrollViewByTheOverlapAndScrollsTheFieldAboveTheKeyboard() throws {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let scrollView = Self.form(screen)
        let field = Self.field(at: 700, in: scrollView)
        let original = scrollView.state
        #expect(original.contentOffset.y == -59)
        let avoidance = screen.controller()
        screen.focus(field, controller: avoidance)
        // 291 keys + 45 predictive bar: the keyboard's top at 516. Overlap 336, of which the adjusted inset
        // already keeps 34 (the home indicator) clear; 10 points of padding.
        #expect(scrollView.contentInset == EdgeInsets(bottom: 336 - 34 + 10))
        #expect(scrollView.verticalScrollIndicatorInsets == EdgeInsets(bottom: 312))
        // The least scroll that shows the field's bottom above the keyboard's top with the padding.
        #expect(scrollView.contentOffset.y == CGFloat(744 - (852 - 346)))
        #expect(field.keycraftFrameInWindow.maxY == CGFloat(516 - 10))
        #expect(screen.recorder.animations.last == KeyboardAnimation(duration: 0.25, curve: .keyboard))

        screen.resign(controller: avoidance)
        #expect(scrollView.state == original)
        #expect(avoidance.keyboardFrame == nil)
    }

    @Test func aFieldAlreadyAboveTheKeyboardDoesNotScroll() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let (scrollView, field, avoidance) = Self.form(fieldAt: 100, in: screen)
        let writes = scrollView.offsetWrites
        screen.focus(field, controller: avoidance)
        #expect(scrollView.contentInset.bottom == 312)
        #expect(scrollView.contentOffset.y == -59)
        // Setting the insets never moved the offset, and the offset was not set to what it already was.
        #expect(scrollView.offsetWrites == writes)
    }

    @Test func focusMovingWhileShownScrollsTheNextFieldIntoViewFromTheSameOriginals() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let scrollView = Self.form(screen)
        let first = Self.field(at: 300, in: scrollView)
        let second = Self.field(at: 1500, in: scrollView)
        let original = scrollView.state
        let avoidance = screen.controller()
        screen.focus(first, controller: avoidance)
        screen.focus(second, controller: avoidance)
        #expect(scrollView.contentInset.bottom == 312, "insets are not stacked")
        #expect(second.keycraftFrameInWindow.maxY <= 516 - 10 + 0.001)
        #expect(second.keycraftFrameInWindow.minY >= 59)
        screen.resign(controller: avoidance)
        #expect(scrollView.state == original)
    }

    @Test func floatingAndSplitKeyboardsChangeNothing() {
        var screen = AvoidanceScreen(device: .iPad10, orientation: .landscapeLeft)
        let (scrollView, field, avoidance) = Self.form(fieldAt: 600, in: screen)
        let original = scrollView.state
        screen.focus(field, controller: avoidance)
        #expect(scrollView.contentInset.bottom > 0)
        for mode in [KeyboardMode.floating(origin: CGPoint(x: 100, y: 300)), .split(lift: 80), .undocked(lift: 150)] {
            screen.send(.move(mode))
            #expect(scrollView.state.contentInset == original.contentInset, "\(mode)")
            #expect(scrollView.state.verticalScrollIndicatorInsets == original.verticalScrollIndicatorInsets, "\(mode)")
            // The field stays where the user sees it: nothing covers it now.
            #expect(field.keycraftFrameInWindow.maxY <= screen.window.bounds.height)
        }
        screen.send(.move(.docked))
        #expect(scrollView.contentInset.bottom > 0)
        screen.resign(controller: avoidance)
        #expect(scrollView.state == original)
    }

    @Test func aFloatingKeyboardIsAvoidedWhenAskedTo() throws {
        var screen = AvoidanceScreen(device: .iPad10, orientation: .portrait)
        let scrollView = Self.form(screen)
        let field = Self.field(at: 900, in: scrollView)
        let avoidance = screen.controller(followsFloatingKeyboard: true)
        screen.focus(field, controller: avoidance)
        // Docked → floating posts the hide quartet whose end frame is the floating keyboard, on screen.
        screen.send(.move(.floating(origin: CGPoint(x: 200, y: 600))))
        let top = try #require(screen.keyboardTopInWindow)
        #expect(top == 600)
        #expect(scrollView.contentInset.bottom == CGFloat(1180 - 600 - 20 + 10))
        #expect(field.keycraftFrameInWindow.maxY <= top - 10 + 0.001)
    }

    @Test func aHardwareKeyboardCountsOnlyItsBar() {
        // iPad: the shortcuts bar (55) stays at the bottom.
        var pad = AvoidanceScreen(device: .iPadPro11)
        let padForm = Self.form(pad)
        let padField = Self.field(at: 1100, in: padForm)
        let padAvoidance = pad.controller()
        pad.send(.attachHardwareKeyboard)
        pad.focus(padField, controller: padAvoidance)
        #expect(padForm.contentInset.bottom == CGFloat(55 - 20 + 10))
        #expect(padField.keycraftFrameInWindow.maxY <= 1194 - 55 - 10 + 0.001)

        // iPhone: nothing but the input accessory view (the previous / next / done bar).
        var phone = AvoidanceScreen(device: .iPhone15Pro)
        let phoneForm = Self.form(phone)
        let phoneField = Self.field(at: 800, in: phoneForm)
        let phoneAvoidance = phone.controller()
        phone.send(.attachHardwareKeyboard)
        phone.focus(phoneField, KeyboardRequest(accessoryViewHeight: AccessoryBar.height), controller: phoneAvoidance)
        #expect(phoneForm.contentInset.bottom == CGFloat(44 - 34 + 10))
        #expect(phoneField.keycraftFrameInWindow.maxY <= 852 - 44 - 10 + 0.001)
    }

    @Test func attachingAHardwareKeyboardWhileEditingKeepsTheFieldInViewThenRestoresOnResign() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let (scrollView, field, avoidance) = Self.form(fieldAt: 1200, in: screen)
        let original = scrollView.state
        screen.focus(field, controller: avoidance)
        screen.send(.attachHardwareKeyboard)   // the keyboard hides; the field is still first responder
        #expect(scrollView.contentInset == original.contentInset)
        #expect(field.keycraftFrameInWindow.maxY <= 852 - 34 + 0.001, "the field still shows")
        screen.resign(controller: avoidance)   // nothing is posted: the keyboard was already gone
        #expect(scrollView.state == original)
    }

    @Test func rotationWhileShownReplansAndHideReturnsToTheNewTop() throws {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let (scrollView, field, avoidance) = Self.form(fieldAt: 500, in: screen)
        let original = scrollView.state
        screen.focus(field, controller: avoidance)
        // Rotate: the window, the root view and the scroll view take the landscape size first (autoresizing).
        let device = DeviceProfile.iPhone15Pro
        screen.window.keycraftScreenBounds = device.screenBounds(.landscapeRight)
        screen.window.keycraftFrameOnScreen = device.screenBounds(.landscapeRight)
        screen.window.safeAreaInsets = device.safeAreaInsets(.landscapeRight)
        screen.root.frame = screen.window.bounds
        scrollView.frame = screen.window.bounds
        screen.send(.rotate(.landscapeRight))
        let top = try #require(screen.keyboardTopInWindow)
        #expect(top == CGFloat(393 - (171 + 38)))
        #expect(field.keycraftFrameInWindow.maxY <= top - 10 + 0.001)
        #expect(field.keycraftFrameInWindow.minY >= scrollView.visibleRectInWindow.minY - 0.001)
        #expect(scrollView.contentInset.bottom == CGFloat(209 - 21 + 10))
        screen.resign(controller: avoidance)
        #expect(scrollView.contentInset == original.contentInset)
        #expect(scrollView.verticalScrollIndicatorInsets == original.verticalScrollIndicatorInsets)
        // It rested at its top, so it rests at the landscape top (no status bar: 0).
        #expect(scrollView.contentOffset.y == scrollView.topOffsetY)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aFrameChangeWithoutANotificationIsReplannedOnLayout() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let (scrollView, field, avoidance) = Self.form(fieldAt: 400, in: screen)
        screen.focus(field, controller: avoidance)
        #expect(scrollView.contentOffset.y == -59)
        // The app moves the field down under the keyboard (a row inserted above it).
        field.frame.origin.y = 900
        avoidance.layoutDidChange()
        #expect(field.keycraftFrameInWindow.maxY <= 516 - 10 + 0.001)
    }

    @Test func stageManagerWindowsAreAvoidedByTheirOverlapOnly() {
        let device = DeviceProfile.iPadPro11
        let screenBounds = device.screenBounds(.landscapeLeft)
        // A window whose bottom (550) is below the keyboard's top (834 − 408 = 426): 124 points covered.
        let low = WindowPlacement(screenBounds: screenBounds, frameOnScreen: CGRect(x: 100, y: 50, width: 700, height: 500))
        var screen = AvoidanceScreen(device: device, orientation: .landscapeLeft, window: low)
        let (scrollView, field, avoidance) = Self.form(fieldAt: 450, in: screen)
        screen.focus(field, controller: avoidance)
        #expect(screen.keyboardTopInWindow == CGFloat(426 - 50))
        #expect(scrollView.contentInset.bottom == CGFloat(124 + 10))
        #expect(field.keycraftFrameInWindow.maxY <= 376 - 10 + 0.001)

        // A window that ends above the keyboard: nothing covers it, nothing changes.
        let high = WindowPlacement(screenBounds: screenBounds, frameOnScreen: CGRect(x: 300, y: 40, width: 600, height: 360))
        var above = AvoidanceScreen(device: device, orientation: .landscapeLeft, window: high)
        let aboveForm = Self.form(above)
        let aboveField = Self.field(at: 300, in: aboveForm)
        let original = aboveForm.state
        let aboveAvoidance = above.controller()
        above.focus(aboveField, controller: aboveAvoidance)
        #expect(aboveForm.state == original)
    }

    @Test func withoutAScrollViewTheRootViewShiftsAndComesBack() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let field = Self.field(at: 700, in: screen.root)
        let avoidance = screen.controller()
        screen.focus(field, controller: avoidance)
        #expect(screen.root.keycraftContentShift == CGFloat(744 + 10 - 516))
        #expect(field.keycraftFrameInWindow.maxY == CGFloat(516 - 10))
        #expect(screen.root.keycraftFrameInWindow == screen.window.bounds, "the root view's frame stays put")
        #expect(avoidance.rootViewShiftPlan?.keyboardLayoutGuideHeight == 336)
        screen.resign(controller: avoidance)
        #expect(screen.root.keycraftContentShift == 0)
        #expect(avoidance.rootViewShiftPlan == nil)
    }

    @Test func aRootViewShiftNeverPushesTheFieldPastTheSafeAreaTop() {
        var screen = AvoidanceScreen(device: .iPhoneSE3, orientation: .landscapeRight)
        // A tall text view in a short landscape screen: its top stays below the top safe area.
        let field = Self.field(at: 150, in: screen.root, height: 200)
        let avoidance = screen.controller()
        screen.focus(field, controller: avoidance)
        #expect(screen.root.keycraftContentShift == 150)
        #expect(field.keycraftFrameInWindow.minY == 0)
    }

    @Test func nestedScrollViewsInsetOnlyTheNearestOne() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let outer = Self.form(screen)
        let inner = VirtualScrollView(frame: CGRect(x: 0, y: 300, width: 393, height: 400), contentSize: CGSize(width: 393, height: 1200))
        outer.addSubview(inner)
        let field = Self.field(at: 900, in: inner)
        let outerOriginal = outer.state
        let innerOriginal = inner.state
        let avoidance = screen.controller()
        screen.focus(field, controller: avoidance)
        #expect(outer.state == outerOriginal)
        // The inner view spans window y 359…759 (the outer one rests at −59): the keyboard (top 516)
        // covers 243 points of it, clear of the home indicator.
        #expect(inner.contentInset.bottom == CGFloat(243 + 10))
        #expect(field.keycraftFrameInWindow.maxY <= 516 - 10 + 0.001)
        screen.resign(controller: avoidance)
        #expect(inner.state == innerOriginal)
    }

    @Test func focusMovingToAnotherScrollViewRestoresTheFirst() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let left = VirtualScrollView(frame: CGRect(x: 0, y: 0, width: 196, height: 852), contentSize: CGSize(width: 196, height: 2000))
        let right = VirtualScrollView(frame: CGRect(x: 197, y: 0, width: 196, height: 852), contentSize: CGSize(width: 196, height: 2000))
        screen.root.addSubview(left)
        screen.root.addSubview(right)
        let leftField = Self.field(at: 800, in: left)
        let rightField = Self.field(at: 1600, in: right)
        let (leftOriginal, rightOriginal) = (left.state, right.state)
        let avoidance = screen.controller()
        screen.focus(leftField, controller: avoidance)
        #expect(left.contentInset.bottom > 0)
        screen.focus(rightField, controller: avoidance)
        #expect(left.state == leftOriginal)
        #expect(right.contentInset.bottom > 0)
        #expect(rightField.keycraftFrameInWindow.maxY <= 516 - 10 + 0.001)
        screen.resign(controller: avoidance)
        #expect(right.state == rightOriginal)
    }

    @Test func detachingMidAnimationRestoresTheOriginalsAndStopsObserving() throws {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let (scrollView, field, avoidance) = Self.form(fieldAt: 1000, in: screen)
        let original = scrollView.state
        #expect(screen.center.observerCount == 1)
        #expect(field.becomeFirstResponder())
        avoidance.firstResponderDidChange()
        let posted = try screen.simulator.send(.focus(KeyboardRequest()))
        // Only the will-half: the keyboard is still animating in when the screen goes away.
        screen.center.post(posted.filter(\.name.isBeforeAnimation))
        #expect(scrollView.state != original)
        avoidance.detach()
        #expect(scrollView.state == original)
        #expect(screen.center.observerCount == 0)
        #expect(!avoidance.isAttached)
        screen.center.post(posted)
        avoidance.caretDidChange()
        #expect(scrollView.state == original)
        avoidance.detach()
        #expect(scrollView.state == original)
    }

    @Test func detachingARootViewShiftPutsItBack() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        screen.root.keycraftContentShift = 7   // whatever the app had
        let field = Self.field(at: 760, in: screen.root)
        let avoidance = screen.controller()
        screen.focus(field, controller: avoidance)
        #expect(screen.root.keycraftContentShift > 7)
        avoidance.detach()
        #expect(screen.root.keycraftContentShift == 7)
    }

    @Test func aNotificationThatCannotBeReadIsReportedAndChangesNothing() {
        let screen = AvoidanceScreen(device: .iPhone15Pro)
        let (scrollView, field, avoidance) = Self.form(fieldAt: 1000, in: screen)
        let original = scrollView.state
        var reported: [KeyboardUserInfoError] = []
        avoidance.onError = { reported.append($0) }
        #expect(field.becomeFirstResponder())
        var userInfo = KeyboardUserInfo(frameBegin: CGRect(x: 0, y: 852, width: 393, height: 336), frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336)).dictionary
        userInfo[KeyboardUserInfoKey.frameEnd.rawValue] = nil
        screen.center.post(name: KeyboardNotificationName.willShow.rawValue, userInfo: userInfo)
        screen.center.post(name: "UIKeyboardWillExplodeNotification", userInfo: [:])
        #expect(reported == [.missingKey(.frameEnd), .unknownNotificationName("UIKeyboardWillExplodeNotification")])
        #expect(avoidance.lastError == .unknownNotificationName("UIKeyboardWillExplodeNotification"))
        #expect(scrollView.state == original)
    }

    @Test func anOffScreenWindowPlansNothingUntilItIsBack() {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let (scrollView, field, avoidance) = Self.form(fieldAt: 1000, in: screen)
        defer { withExtendedLifetime(avoidance) {} }
        screen.root.rootWindow = nil
        #expect(field.becomeFirstResponder() == false, "no window, no first responder")
        screen.send(.focus(KeyboardRequest()))
        #expect(scrollView.contentInset == .zero)
    }

    /// In Split View the other app's keyboard covers this window too: UIKit posts it with is-local false,
    /// and it is avoided the same. Did-notifications alone change nothing.
    @Test func anotherAppsKeyboardIsAvoidedAndDidNotificationsChangeNothing() {
        var screen = AvoidanceScreen(device: .iPad10, window: .splitView(.iPad10, .portrait, fraction: 0.5, leading: true))
        let (scrollView, field, avoidance) = Self.form(fieldAt: 1000, in: screen)
        let original = scrollView.state
        screen.simulator.transition.isLocal = false
        #expect(field.becomeFirstResponder())
        let posted = try! screen.simulator.send(.focus(KeyboardRequest()))
        screen.center.post(posted.filter { !$0.name.isBeforeAnimation })
        #expect(scrollView.state == original)
        screen.center.post(posted.filter(\.name.isBeforeAnimation))
        #expect(posted.allSatisfy { !$0.userInfo.isLocal })
        #expect(scrollView.contentInset.bottom > 0)
        #expect(field.keycraftFrameInWindow.maxY <= screen.keyboardTopInWindow! - 10 + 0.001)
        _ = avoidance
    }
}
