import Foundation
import KeycraftSimulator
import PropertyBased
import Testing
@testable import KeycraftForms

@MainActor
@Suite("Tap outside to dismiss")
struct TapOutsideControllerTests {
    /// A form: a background, a card with a label, a name field, a segmented control, and a button whose
    /// title is a label inside it.
    @MainActor final class Form {
        let root = TapOutsideViewDouble("root")
        lazy var card = TapOutsideViewDouble("card", in: root)
        lazy var caption = TapOutsideViewDouble("caption", in: card)
        lazy var name = TapOutsideViewDouble("name", .textInput, in: card)
        lazy var segments = TapOutsideViewDouble("segments", .control, in: card)
        lazy var button = TapOutsideViewDouble("button", .control, in: root)
        lazy var buttonTitle = TapOutsideViewDouble("buttonTitle", in: button)
    }

    @Test func aTapOnEmptySpaceEndsEditing() {
        let form = Form()
        let screen = TapOutsideScreenDouble()
        let tapOutside = screen.controller()
        screen.firstResponder = "name"
        #expect(tapOutside.target(ofTouchOn: form.caption) == .empty)
        #expect(tapOutside.shouldReceiveTouch(on: form.caption))
        #expect(tapOutside.tapRecognized(on: form.caption))
        #expect(screen.firstResponder == nil)
        #expect(screen.endEditingCalls == 1)
    }

    @Test func controlsAndFieldsKeepTheirTaps() {
        let form = Form()
        let screen = TapOutsideScreenDouble()
        let tapOutside = screen.controller()
        screen.firstResponder = "name"
        #expect(tapOutside.target(ofTouchOn: form.buttonTitle) == .control("button"), "a label inside a button is the button")
        #expect(tapOutside.target(ofTouchOn: form.segments) == .control("segments"))
        #expect(tapOutside.target(ofTouchOn: form.name) == .field("name"))
        for view in [form.buttonTitle, form.button, form.segments, form.name] {
            #expect(!tapOutside.shouldReceiveTouch(on: view), "\(view.name) is not stolen")
            #expect(!tapOutside.tapRecognized(on: view))
        }
        #expect(screen.firstResponder == "name")
        #expect(screen.endEditingCalls == 0)
    }

    @Test func nothingIsReceivedWhileNothingIsEditingOrWhenDisabled() {
        let form = Form()
        let screen = TapOutsideScreenDouble()
        let tapOutside = screen.controller()
        #expect(!tapOutside.shouldReceiveTouch(on: form.root))
        #expect(!tapOutside.tapRecognized(on: form.root))
        screen.firstResponder = "name"
        tapOutside.isEnabled = false
        #expect(!tapOutside.shouldReceiveTouch(on: form.root))
        #expect(screen.endEditingCalls == 0)
    }

    /// Agrees with the core hit test: fields first, then controls, else empty.
    @Test func agreesWithTheCoreHitTest() {
        let fields = [FormField(id: "name", frame: CGRect(x: 0, y: 0, width: 100, height: 40))]
        let controls = [ScreenControl(id: "button", frame: CGRect(x: 0, y: 100, width: 100, height: 40))]
        let form = Form()
        let tapOutside = TapOutsideScreenDouble().controller()
        let cases: [(CGPoint, TapOutsideViewDouble)] = [(CGPoint(x: 10, y: 10), form.name), (CGPoint(x: 10, y: 110), form.buttonTitle), (CGPoint(x: 10, y: 300), form.caption)]
        for (point, view) in cases {
            #expect(TapTarget.hitTest(point, fields: fields, controls: controls) == tapOutside.target(ofTouchOn: view))
        }
    }

    /// In any hierarchy, a touch lands on the nearest text input or control above it (itself included),
    /// and only touches on empty space, while editing, are taken and end editing.
    @Test func onlyEmptySpaceWhileEditingIsTaken() async {
        await propertyCheck(
            count: 200,
            input: Gen.int(in: 0...2).array(of: 1...30), Gen.int(in: 0...1000).array(of: 1...30), Gen.int(in: 0...1000), Gen.bool
        ) { kinds, parents, touched, editing in
            var views: [TapOutsideViewDouble] = []
            for (index, kind) in kinds.enumerated() {
                let superview = index == 0 ? nil : views[parents[index % parents.count] % index]
                let kind: TapOutsideViewDouble.Kind = [.plain, .control, .textInput][kind]
                views.append(TapOutsideViewDouble("v\(index)", kind, in: superview))
            }
            let view = views[touched % views.count]
            var expected = TapTarget.empty
            var current: TapOutsideViewDouble? = view
            while let candidate = current, expected == .empty {
                expected = candidate.keycraftTapTarget
                current = candidate.superview
            }
            let screen = TapOutsideScreenDouble()
            screen.firstResponder = editing ? "field" : nil
            let tapOutside = screen.controller()
            #expect(tapOutside.target(ofTouchOn: view) == expected)
            #expect(tapOutside.shouldReceiveTouch(on: view) == (editing && expected == .empty))
            #expect(tapOutside.tapRecognized(on: view) == (editing && expected == .empty))
            #expect(screen.endEditingCalls == (editing && expected == .empty ? 1 : 0))
        }
    }
}
