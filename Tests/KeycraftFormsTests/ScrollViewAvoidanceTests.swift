import Foundation
import Testing
@testable import KeycraftForms

/// A full-screen scroll view on iPhone 15 Pro in portrait, resting at its top.
func phoneScrollView(contentHeight: CGFloat = 2000) -> ScrollViewGeometry {
    ScrollViewGeometry(
        frameInWindow: CGRect(x: 0, y: 0, width: 393, height: 852), contentSize: CGSize(width: 393, height: contentHeight),
        safeAreaInsets: EdgeInsets(top: 59, bottom: 34), state: ScrollViewState(contentOffset: CGPoint(x: 0, y: -59)))
}

@Suite("Scroll view avoidance")
struct ScrollViewAvoidanceTests {
    let animation = KeyboardAnimation(duration: 0.25, curve: .keyboard)

    @Test func scrollRectToVisibleScrollsMinimallyAndClamps() {
        var view = phoneScrollView()
        // Visible content: y 0 ..< 759 (852 - 59 - 34).
        #expect(view.contentOffset(revealing: CGRect(x: 0, y: 100, width: 10, height: 44)).y == -59, "already visible")
        #expect(view.contentOffset(revealing: CGRect(x: 0, y: 800, width: 10, height: 44)).y == 26)
        view.state.contentOffset.y = 500
        #expect(view.contentOffset(revealing: CGRect(x: 0, y: 300, width: 10, height: 44)).y == 241, "aligns the top when above")
        #expect(view.contentOffset(revealing: CGRect(x: 0, y: 1990, width: 10, height: 500)).y == view.verticalOffsetRange.upperBound)
        #expect(view.verticalOffsetRange == -59...(2000 + 34 - 852))
        #expect(view.contentOffset(revealing: CGRect(x: 0, y: -500, width: 10, height: 44)).y == -59)
    }

    @Test func insetsCountOnlyTheOverlapBeyondTheSafeAreaPlusPadding() {
        let view = phoneScrollView()
        let plan = ScrollViewAvoidance.plan(
            original: view.state, scrollView: view, overlap: 336, revealing: CGRect(x: 16, y: 600, width: 361, height: 44), animation: animation)
        #expect(plan.state.contentInset.bottom == 312)
        #expect(plan.state.verticalScrollIndicatorInsets.bottom == 312)
        // The field's bottom lands 10 points above the keyboard's top (852 - 336).
        #expect(plan.state.contentOffset.y == 138)
        #expect(644 - plan.state.contentOffset.y == 506)
        #expect(plan.animation == animation && plan.overlap == 336)
    }

    @Test func existingBiggerInsetsAreKeptAndNoOverlapRestores() {
        var view = phoneScrollView()
        view.state.contentInset.bottom = 400
        let plan = ScrollViewAvoidance.plan(original: view.state, scrollView: view, overlap: 336, revealing: nil, animation: animation)
        #expect(plan.state.contentInset.bottom == 400)
        let restore = ScrollViewAvoidance.plan(original: view.state, scrollView: view, overlap: 0, revealing: nil, animation: animation)
        #expect(restore.state == view.state)
    }

    @Test func rootViewShiftMovesJustEnoughButNeverPastTheTop() {
        let size = CGSize(width: 393, height: 852)
        let safe = EdgeInsets(top: 59, bottom: 34)
        let low = RootViewShift.plan(viewSize: size, safeAreaInsets: safe, overlap: 336, field: CGRect(x: 0, y: 600, width: 393, height: 44), animation: animation)
        #expect(low.shift == 138 && low.keyboardLayoutGuideHeight == 336)
        let high = RootViewShift.plan(viewSize: size, safeAreaInsets: safe, overlap: 336, field: CGRect(x: 0, y: 100, width: 393, height: 44), animation: animation)
        #expect(high.shift == 0)
        let tall = RootViewShift.plan(viewSize: size, safeAreaInsets: safe, overlap: 336, field: CGRect(x: 0, y: 200, width: 393, height: 600), animation: animation)
        #expect(tall.shift == 141, "the field's top stops at the safe area")
        let hidden = RootViewShift.plan(viewSize: size, safeAreaInsets: safe, overlap: 0, field: CGRect(x: 0, y: 600, width: 393, height: 44), animation: animation)
        #expect(hidden.shift == 0 && hidden.keyboardLayoutGuideHeight == 34, "the guide rests at the bottom safe area")
    }
}
