import Foundation
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

@Suite @MainActor struct TapOutsideTests {
    typealias F = FormScreenFixtures

    @Test func emptySpaceResignsAFieldMovesFocusAControlKeepsIt() throws {
        var screen = try F.threeFields()
        screen.controls = [ScreenControl(id: "segments", frame: CGRect(x: 20, y: 400, width: 200, height: 32))]
        try screen.focus("a")
        let result1 = screen.tap(at: CGPoint(x: 30, y: 410))
        #expect(result1 == .control("segments"))
        #expect(screen.firstResponder?.id == "a")
        let result2 = screen.tap(at: CGPoint(x: 30, y: 170))
        #expect(result2 == .field("b"))
        #expect(screen.firstResponder?.id == "b")
        let result3 = screen.tap(at: CGPoint(x: 300, y: 600))
        #expect(result3 == .empty)
        #expect(screen.firstResponder == nil)
    }

    @Test func hiddenFieldsDoNotTakeTaps() {
        let fields = [F.field("a", y: 0) { $0.isHidden = true }]
        #expect(TapTarget.hitTest(CGPoint(x: 30, y: 10), fields: fields, controls: []) == .empty)
    }
}
