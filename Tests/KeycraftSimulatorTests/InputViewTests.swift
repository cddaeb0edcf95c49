import Foundation
import KeycraftText
import Testing
@testable import KeycraftForms
@testable import KeycraftSimulator

@Suite @MainActor struct InputViewTests {
    typealias F = FormScreenFixtures

    private func screen() throws -> FormScreen {
        try FormScreen(fields: [
            F.field("name", y: 10) { $0.showsAccessoryBar = true },
            F.field("age", y: 60) { $0.inputView = .picker(.age); $0.showsAccessoryBar = true },
            F.field("gender", y: 110) { $0.inputView = .buttonPad(ButtonPadInputView(titles: ["M", "F"])); $0.showsAccessoryBar = true },
        ])
    }

    @Test func theAgePickerWritesTheChosenRowsTitle() throws {
        var screen = try screen()
        #expect(PickerInputView.age.titles.count == 100)
        try screen.focus("age")
        let result1 = try screen.pickRow(29)
        #expect(result1.wasApplied)
        #expect(try screen.session("age").text == "30")
        _ = try screen.pickRow(99)
        #expect(try screen.session("age").text == "100")
        #expect(throws: FormScreenError.rowOutOfRange(row: 100, count: 100)) { try screen.pickRow(100) }
        #expect(throws: FormScreenError.noButtonPad(field: "age")) { try screen.pressInputButton("M") }
    }

    @Test func buttonPadTapsWriteTheTitleWithAnInputClick() throws {
        var screen = try screen()
        try screen.focus("gender")
        let (result, feedback) = try screen.pressInputButton("F")
        #expect(result.wasApplied)
        #expect(feedback == .inputClick)
        #expect(try screen.session("gender").text == "F")
        #expect(throws: FormScreenError.noSuchButton("X", available: ["M", "F"])) { try screen.pressInputButton("X") }
        try screen.focus("name")
        #expect(throws: FormScreenError.noPicker(field: "name")) { try screen.pickRow(0) }
    }

    @Test func theInputViewsHeightIsWhatTheKeyboardAreaOccupies() throws {
        let screen = try screen()
        let request = screen.fields[1].keyboardRequest
        #expect(request.inputViewHeight == 216)
        #expect(request.accessoryViewHeight == AccessoryBar.height)
        var keyboard = KeyboardSimulator(device: .iPhone15Pro)
        _ = try keyboard.send(.focus(request))
        let height = try #require(keyboard.keyboardFrame?.height)
        #expect(abs(height - 260) < 0.001, "\(Double(height))")
    }

    @Test func theAccessoryBarFollowsTheChain() throws {
        var screen = try screen()
        #expect(screen.accessoryBar == nil)
        try screen.focus("name")
        #expect(screen.accessoryBar == AccessoryBar(isPreviousEnabled: false, isNextEnabled: true, title: "Name"))
        screen.focusNext()
        #expect(screen.accessoryBar == AccessoryBar(isPreviousEnabled: true, isNextEnabled: true, title: "Age"))
        screen.focusNext()
        #expect(screen.accessoryBar == AccessoryBar(isPreviousEnabled: true, isNextEnabled: false, title: "Gender"))
    }
}
