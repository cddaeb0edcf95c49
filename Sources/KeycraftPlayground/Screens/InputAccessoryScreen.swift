import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText

/// Screen 7: input views and the accessory bar — a name field on the keyboard, an age field whose
/// input view is KeycraftForms' age picker (1 to 100), a gender field whose input view is the M / F
/// button pad (each tap plays the input click), and the previous / next / done bar above all three.
public struct InputAccessoryScreen: FormDrivenScreen {
    var driver: FormScreenDriver

    public init() throws(FormScreenError) {
        let frame = FormScreenDriver.frame(row:)
        let form = try FormScreen(
            fields: [
                FormField(id: "Name", frame: frame(0), placeholder: "Your name",
                          traits: TextInputTraits(returnKeyType: .next, autocapitalizationType: .words),
                          showsAccessoryBar: true),
                FormField(id: "Age", frame: frame(1), placeholder: "Pick an age", inputView: .picker(.age),
                          showsAccessoryBar: true),
                FormField(id: "Gender", frame: frame(2), placeholder: "Tap M or F",
                          inputView: .buttonPad(ButtonPadInputView(titles: ["M", "F"])), showsAccessoryBar: true),
            ],
            autofocusField: "Name")
        driver = FormScreenDriver(form: form, labels: ["Name", "Age", "Gender"])
    }

    public var fields: [TextFieldSession] { driver.fields }
    public var focused: Int? { driver.form.firstResponderIndex }
    /// How many input clicks the gender buttons played.
    public var inputClicks: Int { driver.inputClicks }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        driver.handlePressingReturn(event)
    }

    var appearance: KeyboardAppearance { driver.appearance }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let header = ["7 · Input view & accessory", "", "Age: ↑/↓ or click a picker row.",
                      "Gender: M / F keys or buttons (click).", "Bar: Prev / Next (Shift-Tab / Tab),",
                      "Done (Esc or click).", "Input clicks: \(driver.inputClicks)", "", "Calls:"]
        driver.draw(title: "Input Views", panel: driver.panel(header, height: layout.panel.height),
                    layout: layout, style: style, on: &canvas)
    }
}
