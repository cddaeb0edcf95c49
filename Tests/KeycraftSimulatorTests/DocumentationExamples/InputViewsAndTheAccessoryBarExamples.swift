import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText
import Testing

/// The code of the article "Input views and the accessory bar", run as it is shown.
@Suite @MainActor struct InputViewsAndTheAccessoryBarExamples {
    @Test func aPickerAndAButtonPadWriteTheirChoiceAndTheBarWalksTheChain() throws {
        let age = FormField(
            id: "age", frame: CGRect(x: 20, y: 100, width: 350, height: 34), placeholder: "Age",
            inputView: .picker(.age), showsAccessoryBar: true)
        let gender = FormField(
            id: "gender", frame: CGRect(x: 20, y: 160, width: 350, height: 34), placeholder: "Gender",
            inputView: .buttonPad(ButtonPadInputView(titles: ["M", "F"])), showsAccessoryBar: true)
        var screen = try FormScreen(fields: [age, gender])

        try screen.focus("age")
        _ = try screen.pickRow(29)                        // rows "1" to "100"
        #expect(try screen.session("age").text == "30")
        #expect(screen.accessoryBar == AccessoryBar(isPreviousEnabled: false, isNextEnabled: true, title: "Age"))

        screen.focusNext()                                // the bar's Next button
        let (_, feedback) = try screen.pressInputButton("F")
        #expect(feedback == .inputClick)                  // UIDevice.current.playInputClick()
        #expect(try screen.session("gender").text == "F")
        #expect(screen.accessoryBar?.isNextEnabled == false)
    }

    @Test func theKeyboardAreaIsTheInputViewAndTheBar() throws {
        let age = FormField(
            id: "age", frame: CGRect(x: 20, y: 100, width: 350, height: 34),
            inputView: .picker(.age), showsAccessoryBar: true)
        #expect(age.keyboardRequest.inputViewHeight == 216)
        #expect(age.keyboardRequest.accessoryViewHeight == 44)

        var simulator = KeyboardSimulator(device: .iPhone15Pro)
        _ = try simulator.send(.focus(age.keyboardRequest))
        #expect(simulator.keyboardFrame?.height == 260)   // the picker's 216 points and the bar's 44
    }

    @Test func aMissingInputViewOrRowIsATypedError() throws {
        let age = FormField(id: "age", frame: CGRect(x: 20, y: 100, width: 350, height: 34), inputView: .picker(.age))
        var screen = try FormScreen(fields: [age])
        try screen.focus("age")
        #expect(throws: FormScreenError.rowOutOfRange(row: 100, count: 100)) { try screen.pickRow(100) }
        #expect(throws: FormScreenError.noButtonPad(field: "age")) { try screen.pressInputButton("M") }
    }
}
