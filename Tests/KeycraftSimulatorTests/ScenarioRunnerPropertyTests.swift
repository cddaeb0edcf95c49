import Foundation
import PropertyBased
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// Random devices, orientations, scrolling forms and event sequences through the whole simulator.
@MainActor
@Suite struct ScenarioRunnerPropertyTests {
    static let events: [ScenarioEvent] = [
        .pressReturn, .deleteBackward, .rotate(.landscapeLeft), .rotate(.portrait), .attachHardwareKeyboard, .detachHardwareKeyboard,
        .type("한글 👩‍👩‍👧\n"), .endEditing(force: true), .tapPoint(CGPoint(x: 1, y: 1)),
    ]

    /// Runs a generated scenario; a scenario that does not run is a test failure, recorded.
    static func run(_ scenario: Scenario) -> Transcript? {
        do {
            return try ScenarioRunner.run(scenario)
        } catch {
            Issue.record("the scenario did not run: \(error)")
            return nil
        }
    }

    @Test func activeFieldVisibleWhileTheKeyboardIsUpAndOriginalsRestoredAfterHide() async {
        await propertyCheck(
            count: 400,
            input: Gen.int(in: 0...(DeviceProfile.all.count - 1)), Gen.int(in: 40...400).array(of: 2...12),
            Gen.int(in: 0...30).array(of: 1...25), Gen.int(in: 0...300)
        ) { deviceIndex, gaps, eventSeeds, startOffset in
            var y: CGFloat = 0
            let fields = gaps.enumerated().map { index, gap in
                y += CGFloat(gap)
                return FormField(
                    id: "f\(index)", kind: index % 5 == 4 ? .textView : .textField, frame: CGRect(x: 20, y: y, width: 280, height: 34),
                    showsAccessoryBar: true)
            }
            let contentHeight = y + 80
            // Typing needs a first responder: every edit is preceded by a tap on some field.
            let events = eventSeeds.flatMap { seed -> [ScenarioEvent] in
                let tap = ScenarioEvent.tapField("f\(seed % fields.count)")
                guard seed < Self.events.count else { return [tap] }
                switch Self.events[seed] {
                case .type, .deleteBackward: return [tap, Self.events[seed]]
                default: return [Self.events[seed]]
                }
            }
            var scenario = Scenario(
                device: DeviceProfile.all[deviceIndex], fields: fields,
                scrollView: .enclosing(frame: nil, contentSize: CGSize(width: 320, height: contentHeight), contentOffset: CGPoint(x: 0, y: CGFloat(startOffset))),
                events: events)
            // The content may be shorter than the screen: `.always` keeps it clear of the status bar anyway.
            scenario.contentInsetAdjustmentBehavior = .always
            guard let transcript = ScenarioRunnerPropertyTests.run(scenario) else { return }
            let original = transcript.steps[0]
            // With no keyboard up (a hardware keyboard), focus scrolls the form itself, as UIKit does:
            // from then on the offset the keyboard found is no longer the first one.
            var scrolledWithoutKeyboard = false
            for step in transcript.steps.dropFirst() {
                if step.firstResponder != nil, step.keyboardFrame != nil {
                    #expect(step.activeFieldFullyVisible == true, "\(step.event) \(step.type)")
                }
                if step.firstResponder != nil, step.keyboardFrame == nil { scrolledWithoutKeyboard = true }
                if step.keyboardFrame == nil {
                    #expect(step.contentInset == original.contentInset, "\(step.event)")
                    #expect(step.indicatorInset == original.indicatorInset, "\(step.event)")
                    // A rotation moves a scroll view resting at its top to the new top (the safe area changed).
                    if !scrolledWithoutKeyboard, step.orientation == original.orientation { #expect(step.contentOffset == original.contentOffset, "\(step.event)") }
                }
            }
        }
    }
}
