import Foundation
import KeycraftTestSupport
import PropertyBased
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

/// Random devices, windows and content-inset adjustment behaviours through the whole simulator: after
/// every event, the active field — for a text view filling the window, the caret's line — is fully
/// visible (below the status bar, above the keyboard) wherever the geometry leaves room for it.
@MainActor
@Suite struct ScrollGeometryPropertyTests {
    static let edits: [ScenarioEvent] = [
        .type("hello "), .type("안녕하세요 👩‍👩‍👧 e\u{301}\n"), .pressReturn, .deleteBackward, .type(String(repeating: "word ", count: 30)),
        .attachHardwareKeyboard, .detachHardwareKeyboard,
    ]

    @Test func theActiveFieldOrCaretLineIsVisibleWhereverThereIsRoom() async {
        await propertyCheck(
            count: 250,
            input: Gen.int(in: 0...(DeviceProfile.all.count - 1)), Gen.int(in: 0...1000), Gen.int(in: 0...3),
            Gen.int(in: 0...20).array(of: 1...14), Gen.int(in: 0...1)
        ) { deviceIndex, windowSeed, behaviorIndex, eventSeeds, kind in
            let device = DeviceProfile.all[deviceIndex]
            let orientation: InterfaceOrientation = windowSeed % 3 == 0 ? .landscapeLeft : .portrait
            let window = KeyboardSamples.window(kind: windowSeed, seed: windowSeed / 4, device: device, orientation: orientation)
            // A window reaching past the screen's edge is no window iOS makes.
            guard window.screenBounds.contains(window.frameOnScreen) else { return }
            let behavior = ContentInsetAdjustmentBehavior.allCases[behaviorIndex]
            let textView = kind == 0
            var fields: [FormField]
            if textView {
                // The text view fills the window, from its very first line.
                fields = [FormField(id: "notes", kind: .textView, frame: window.bounds, text: eventSeeds.count % 2 == 0 ? "" : "Notes")]
            } else {
                let width = min(280, window.bounds.width - 32)
                fields = (0..<8).map { FormField(id: "f\($0)", frame: CGRect(x: 16, y: CGFloat($0) * 170 + 4, width: width, height: 34)) }
            }
            let events: [ScenarioEvent] = eventSeeds.flatMap { seed -> [ScenarioEvent] in
                if seed >= Self.edits.count { return textView ? [.type("x")] : [.tapField("f\(seed % fields.count)")] }
                // A form's return key may end editing: an edit there first taps a field.
                if !textView, seed <= 4 { return [.tapField("f\(seed % fields.count)"), Self.edits[seed]] }
                return [Self.edits[seed]]
            }
            var scenario = Scenario(
                device: device, orientation: orientation, windowFrame: window.frameOnScreen, fields: fields, autofocus: textView ? "notes" : "f0",
                scrollView: textView
                    ? .textView("notes")
                    : .enclosing(frame: nil, contentSize: CGSize(width: window.bounds.width, height: 1400), contentOffset: .zero),
                events: events)
            scenario.contentInsetAdjustmentBehavior = behavior
            guard let transcript = ScenarioRunnerPropertyTests.run(scenario) else { return }
            let safeArea = window.safeAreaInsets(screenSafeArea: device.safeAreaInsets(orientation))
            // `.never` leaves content under the bars: only where there are none can it promise anything.
            guard behavior != .never || (safeArea.top == 0 && safeArea.bottom == 0) else { return }
            for step in transcript.steps where step.firstResponder != nil {
                let keyboard = step.keyboardFrame.map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
                let overlap = keyboard.map { KeyboardOverlap.height(keyboardFrame: $0, window: window, viewFrameInWindow: window.bounds) } ?? 0
                // A keyboard over a window it does not reach the bottom of counts as floating: nothing avoids it.
                if let keyboard, overlap == 0, window.convertFromScreen(keyboard).intersects(window.bounds) { continue }
                let room = window.bounds.height - safeArea.top - max(overlap + scenario.padding, safeArea.bottom)
                guard room >= (textView ? TextLayout.defaultLineHeight : 34) else { continue }
                #expect(step.activeFieldFullyVisible == true, "\(step.event) \(step.type) on \(device) \(window.frameOnScreen) \(behavior)")
            }
        }
    }
}
