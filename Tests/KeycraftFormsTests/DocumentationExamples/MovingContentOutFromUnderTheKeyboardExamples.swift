import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText
import Testing

/// The code of the article "Moving content out from under the keyboard", run as it is shown.
@Suite struct MovingContentOutFromUnderTheKeyboardExamples {
    @Test func theAvoiderRevealsTheFieldAndRestoresTheScrollViewOnHide() throws {
        var simulator = KeyboardSimulator(device: .iPhone15Pro)
        let window = WindowPlacement.fullScreen(.iPhone15Pro, .portrait)
        var scrollView = ScrollViewGeometry(
            frameInWindow: CGRect(x: 0, y: 0, width: 393, height: 852), contentSize: CGSize(width: 393, height: 2000),
            safeAreaInsets: EdgeInsets(top: 59, bottom: 34), state: ScrollViewState(contentOffset: CGPoint(x: 0, y: -59)))
        let original = scrollView.state
        var avoider = KeyboardAvoider()
        let field = CGRect(x: 16, y: 1200, width: 361, height: 44)     // in the scroll view's content

        for notification in try simulator.send(.focus(KeyboardRequest())) {
            // keyboardWillShow and keyboardWillChangeFrame plan; the did-notifications return nil.
            if let plan = avoider.handle(notification, scrollView: scrollView, window: window, revealing: field) {
                scrollView.state = plan.state           // inside UIView.animate(withDuration: plan.animation.duration, …)
            }
        }

        let keyboardTop = try #require(simulator.keyboardFrame).minY
        let fieldBottomOnScreen = field.maxY - scrollView.state.contentOffset.y
        #expect(fieldBottomOnScreen == keyboardTop - ScrollViewAvoidance.defaultPadding)

        for notification in try simulator.send(.resign) {
            if let plan = avoider.handle(notification, scrollView: scrollView, window: window, revealing: nil) {
                scrollView.state = plan.state
            }
        }
        #expect(scrollView.state == original)           // the insets and offset from before, not zero
    }

    @Test func aFloatingKeyboardCoversNothingUnlessTheAvoiderFollowsIt() throws {
        var pad = KeyboardSimulator(device: .iPad10)
        _ = try pad.send(.focus(KeyboardRequest()))
        _ = try pad.send(.move(.floating(origin: CGPoint(x: 100, y: 700))))
        let window = WindowPlacement.fullScreen(.iPad10, .portrait)
        let floating = try #require(pad.keyboardFrame)

        #expect(KeyboardOverlap.height(keyboardFrame: floating, window: window, viewFrameInWindow: window.bounds) == 0)
        #expect(KeyboardOverlap.height(
            keyboardFrame: floating, window: window, viewFrameInWindow: window.bounds, followsFloatingKeyboard: true) == 480)
    }

    @Test func aStageManagerWindowIsCoveredOnlyWhereItReachesIntoTheKeyboard() {
        let screen = DeviceProfile.iPadPro11.screenBounds(.landscapeLeft)
        let keyboard = CGRect(x: 0, y: screen.height - 408, width: screen.width, height: 408)

        let above = WindowPlacement(screenBounds: screen, frameOnScreen: CGRect(x: 200, y: 40, width: 600, height: 300))
        #expect(KeyboardOverlap.height(keyboardFrame: keyboard, window: above, viewFrameInWindow: above.bounds) == 0)

        let reaching = WindowPlacement(
            screenBounds: screen, frameOnScreen: CGRect(x: 200, y: 40, width: 600, height: screen.height - 408 - 40 + 100))
        #expect(KeyboardOverlap.height(keyboardFrame: keyboard, window: reaching, viewFrameInWindow: reaching.bounds) == 100)
    }

    @Test func aTextViewKeepsItsCaretAboveTheKeyboardAsYouType() throws {
        var simulator = KeyboardSimulator(device: .iPhone15Pro)
        let window = WindowPlacement.fullScreen(.iPhone15Pro, .portrait)
        let text = String(repeating: "Typing into a long note. ", count: 80)
        var layout = TextLayout(viewWidth: 393)
        layout.relayOut(text: text)
        var textView = ScrollViewGeometry(
            frameInWindow: CGRect(x: 0, y: 0, width: 393, height: 852),
            contentSize: CGSize(width: 393, height: layout.contentHeight),
            safeAreaInsets: EdgeInsets(top: 59, bottom: 34), state: ScrollViewState(contentOffset: CGPoint(x: 0, y: -59)),
            alwaysBounceVertical: true)
        var avoider = KeyboardAvoider()

        let caret = layout.caretRect(at: text.utf16.count, in: text)   // the caret, not the whole text view
        for notification in try simulator.send(.focus(KeyboardRequest())) {
            if let plan = avoider.handle(notification, scrollView: textView, window: window, revealing: caret) {
                textView.state = plan.state
            }
        }

        let keyboardTop = try #require(simulator.keyboardFrame).minY
        #expect(caret.maxY - textView.state.contentOffset.y <= keyboardTop - ScrollViewAvoidance.defaultPadding)
        #expect(caret.minY - textView.state.contentOffset.y >= 59)

        let updated = text + "More."                                 // typing moved the caret: re-plan, no notification
        layout.relayOut(text: updated)
        textView.contentSize.height = layout.contentHeight
        let moved = avoider.reveal(layout.caretRect(at: updated.utf16.count, in: updated), scrollView: textView, window: window)
        #expect(moved.state.contentInset.bottom == textView.state.contentInset.bottom)
    }

    @Test func aScreenThatDoesNotScrollShiftsItsRootView() {
        let plan = RootViewShift.plan(
            viewSize: CGSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34), overlap: 336,
            field: CGRect(x: 16, y: 700, width: 361, height: 44), animation: .none)
        #expect(plan.shift == 238)                      // 744 + 10 - (852 - 336): the field's bottom 10 points above the keyboard
        #expect(plan.keyboardLayoutGuideHeight == 336)   // what UIKeyboardLayoutGuide measures
    }
}
