import Foundation
import KeycraftSimulator
import KeycraftTestSupport
import KeycraftText
import Testing
@testable import KeycraftForms

/// UIKit does not report editing and the keyboard in one order: a `UITextField` posts
/// `textDidBeginEditingNotification` before the keyboard's will-show, a `UITextView` after it. The
/// UIKit host learns the first responder from those notifications, so at a text view's will-show it
/// knows none yet; the plan must still be made once, for the text view, in the keyboard's animation.
@MainActor
@Suite("Keyboard avoidance: the order UIKit reports editing in")
struct KeyboardAvoidanceEditingOrderTests {
    /// A form with a text view low on the screen, on a host that learns editing from notifications.
    static func formWithTextView(_ screen: AvoidanceScreen) -> (VirtualScrollView, VirtualTextView) {
        screen.host.learnsResponderFromNotifications = true
        let scrollView = KeyboardAvoidanceControllerTests.form(screen)
        let textView = VirtualTextView(frame: CGRect(x: 16, y: 700, width: 300, height: 120), text: "안녕하세요 👩‍👩‍👧")
        scrollView.addSubview(textView)
        return (scrollView, textView)
    }

    @Test func aTextViewReportingEditingAfterWillShowIsRevealedInTheKeyboardsAnimation() throws {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let (scrollView, textView) = Self.formWithTextView(screen)
        let avoidance = screen.controller()
        #expect(textView.becomeFirstResponder())
        let notifications = try screen.simulator.send(.focus(KeyboardRequest()))
        // The will-half of the keyboard's notifications, then the text view's did-begin, then the did-half.
        screen.center.post(notifications.filter(\.name.isBeforeAnimation))
        screen.host.reportedResponder = textView
        avoidance.firstResponderDidChange()
        screen.center.post(notifications.filter { !$0.name.isBeforeAnimation })

        // Planned for the text view, never for the bare screen: the root view never shifted, and every
        // change ran in the keyboard's animation (none jumped).
        #expect(screen.root.keycraftContentShift == 0)
        #expect(!screen.recorder.animations.isEmpty)
        #expect(screen.recorder.animations.allSatisfy { $0 == KeyboardAnimation(duration: 0.25, curve: .keyboard) })
        #expect(scrollView.contentInset.bottom > 0)
        let caret = try #require(textView.keycraftCaretRectInWindow)
        #expect(caret.maxY <= 516 - 10 + 0.001)
    }

    @Test func aKeyboardForAnotherScreenIsPlannedForOnceItHasShown() throws {
        var screen = AvoidanceScreen(device: .iPhone15Pro)
        let (scrollView, _) = Self.formWithTextView(screen)
        let original = scrollView.state
        let avoidance = screen.controller()
        let notifications = try screen.simulator.send(.focus(KeyboardRequest()))
        screen.center.post(notifications.filter(\.name.isBeforeAnimation))
        // Nothing of this screen is editing: no field reports, and the did-half plans for the screen.
        screen.center.post(notifications.filter { !$0.name.isBeforeAnimation })
        #expect(avoidance.keyboardFrame != nil)
        #expect(scrollView.state == original)
        screen.send(.resign)
        #expect(scrollView.state == original)
        #expect(screen.root.keycraftContentShift == 0)
    }
}
