import Foundation
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// `contentInsetAdjustmentBehavior` and `adjustedContentInset`, as UIKit documents them.
@MainActor
@Suite struct ContentInsetAdjustmentTests {
    static let phone = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    static func geometry(
        _ behavior: ContentInsetAdjustmentBehavior, content: CGSize, safeArea: EdgeInsets = phone, bounces: Bool = false,
        inNavigationController: Bool = false
    ) -> ScrollViewGeometry {
        ScrollViewGeometry(
            frameInWindow: CGRect(x: 0, y: 0, width: 393, height: 852), contentSize: content, safeAreaInsets: safeArea,
            state: ScrollViewState(contentInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), contentInsetAdjustmentBehavior: behavior,
            alwaysBounceVertical: bounces, isInNavigationOrTabBarController: inNavigationController)
    }

    @Test func rawValuesAreUIKits() {
        #expect(ContentInsetAdjustmentBehavior.automatic.rawValue == 0)
        #expect(ContentInsetAdjustmentBehavior.scrollableAxes.rawValue == 1)
        #expect(ContentInsetAdjustmentBehavior.never.rawValue == 2)
        #expect(ContentInsetAdjustmentBehavior.always.rawValue == 3)
    }

    @Test func neverAndAlways() {
        let short = CGSize(width: 100, height: 100)
        #expect(Self.geometry(.never, content: short).adjustedContentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        #expect(Self.geometry(.always, content: short, safeArea: landscape).adjustedContentInset == EdgeInsets(top: 1, left: 61, bottom: 24, right: 63))
    }

    @Test func scrollableAxesAdjustsOnlyTheAxesThatScroll() {
        let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        #expect(Self.geometry(.scrollableAxes, content: CGSize(width: 393, height: 852), safeArea: landscape).safeAreaAdjustment == .zero)
        #expect(Self.geometry(.scrollableAxes, content: CGSize(width: 393, height: 2000), safeArea: landscape).safeAreaAdjustment
            == EdgeInsets(bottom: 21))
        #expect(Self.geometry(.scrollableAxes, content: CGSize(width: 800, height: 100), safeArea: landscape).safeAreaAdjustment
            == EdgeInsets(left: 59, right: 59))
        // A view that always bounces vertically (a text view) counts as vertically scrollable.
        #expect(Self.geometry(.scrollableAxes, content: .zero, bounces: true).safeAreaAdjustment == EdgeInsets(top: 59, bottom: 34))
    }

    @Test func automaticAlsoAdjustsVerticallyInANavigationController() {
        let short = CGSize(width: 393, height: 100)
        #expect(Self.geometry(.automatic, content: short).safeAreaAdjustment == .zero)
        #expect(Self.geometry(.automatic, content: short, inNavigationController: true).safeAreaAdjustment == EdgeInsets(top: 59, bottom: 34))
        #expect(Self.geometry(.automatic, content: CGSize(width: 393, height: 2000)).safeAreaAdjustment == EdgeInsets(top: 59, bottom: 34))
    }

    @Test func aViewsSafeAreaIsTheWindowsWhereItReachesIntoTheView() {
        let window = CGSize(width: 393, height: 852)
        // Below the status bar and a 44-point navigation bar: only the home indicator is left.
        #expect(EdgeInsets.safeArea(ofViewAt: CGRect(x: 0, y: 103, width: 393, height: 749), inWindowOfSize: window, windowSafeArea: Self.phone)
            == EdgeInsets(bottom: 34))
        #expect(EdgeInsets.safeArea(ofViewAt: CGRect(x: 0, y: 0, width: 393, height: 852), inWindowOfSize: window, windowSafeArea: Self.phone)
            == Self.phone)
        #expect(EdgeInsets.safeArea(ofViewAt: CGRect(x: 0, y: 300, width: 393, height: 200), inWindowOfSize: window, windowSafeArea: Self.phone)
            == .zero)
        // A Split View pane spans the screen's height: it keeps the status bar and the home indicator.
        let pane = WindowPlacement.splitView(.iPad10, .landscapeLeft, fraction: 0.5, leading: false)
        #expect(pane.safeAreaInsets(screenSafeArea: DeviceProfile.iPad10.safeAreaInsets(.landscapeLeft)) == EdgeInsets(top: 24, bottom: 20))
    }

    @Test func aScrollViewAtItsTopStaysAtItsTopWhenTheSafeAreaChanges() {
        var geometry = ScrollViewGeometry(frameInWindow: CGRect(x: 0, y: 0, width: 393, height: 852), contentSize: CGSize(width: 393, height: 3000))
        geometry.relayOut { $0.safeAreaInsets = Self.phone }
        #expect(geometry.state.contentOffset.y == -59)
        geometry.relayOut { $0.safeAreaInsets = .zero }
        #expect(geometry.state.contentOffset.y == 0)
        geometry.state.contentOffset.y = 400
        geometry.relayOut { $0.safeAreaInsets = Self.phone }
        #expect(geometry.state.contentOffset.y == 400)
    }

    /// The keyboard's inset is added to the adjusted inset: the home indicator's 34 points already in
    /// it are not added again, and with `.never` the inset covers the whole overlap.
    @Test func theKeyboardInsetDoesNotCountTheBottomSafeAreaTwice() {
        for behavior in ContentInsetAdjustmentBehavior.allCases {
            var geometry = Self.geometry(behavior, content: CGSize(width: 393, height: 3000))
            geometry.state = ScrollViewState()
            let plan = ScrollViewAvoidance.plan(
                original: geometry.state, scrollView: geometry, overlap: 336, revealing: nil, padding: 10, animation: .none)
            geometry.state = plan.state
            #expect(geometry.adjustedContentInset.bottom == 346, "\(behavior)")
            #expect(plan.state.contentInset.bottom == (behavior == .never ? 346 : 312), "\(behavior)")
        }
    }

    static func fullScreenTextView(_ behavior: ContentInsetAdjustmentBehavior, text: String = "") throws -> Transcript {
        var scenario = Scenario(
            device: .iPhone15Pro,
            fields: [FormField(id: "notes", kind: .textView, frame: CGRect(x: 0, y: 0, width: 393, height: 852), text: text)],
            autofocus: "notes", scrollView: .textView("notes"), events: [.type("first line\nsecond")])
        scenario.contentInsetAdjustmentBehavior = behavior
        return try ScenarioRunner.run(scenario)
    }

    @Test func aFullScreenTextViewStartsBelowTheDynamicIsland() throws {
        let transcript = try Self.fullScreenTextView(.automatic)
        #expect(transcript.steps[0].contentOffset == TranscriptPoint(CGPoint(x: 0, y: -59)))
        #expect(transcript.steps.allSatisfy { $0.activeFieldFullyVisible == true })
        // With `.never` the first line sits under the Dynamic Island, as in UIKit.
        let never = try Self.fullScreenTextView(.never)
        #expect(never.steps[0].contentOffset == TranscriptPoint(CGPoint(x: 0, y: 0)))
        #expect(never.steps[0].activeFieldFullyVisible == false)
    }
}
