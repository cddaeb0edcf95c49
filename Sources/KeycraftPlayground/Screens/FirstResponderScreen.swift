import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText

/// Screen 1: first responder — one field that becomes first responder as the screen appears, a Start
/// button (`becomeFirstResponder`) and an End button (`endEditing(true)` for the whole screen), and
/// editing forced to end when the screen disappears, all through KeycraftForms' `FormScreen`.
public struct FirstResponderScreen: FormDrivenScreen {
    var driver: FormScreenDriver
    public static let buttons = ["Start", "End"]

    public init() throws(FormScreenError) {
        let form = try FormScreen(
            fields: [FormField(id: "Field", frame: FormScreenDriver.frame(row: 0), placeholder: "focused on appear")],
            autofocusField: "Field")
        driver = FormScreenDriver(form: form, labels: ["Text field"])
    }

    public var field: TextFieldSession { driver.fields[0] }
    public var delegateCalls: [String] { driver.delegateCalls }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        driver.commitComposition(before: event)
        switch event {
        case .tap(.option(0)), .key(.control("s")): _ = try? driver.form.focus("Field")
        case .tap(.option(1)), .key(.control("e")): driver.form.endEditing(force: true)
        case .key(.enter), .tap(.keyboardKey(.returnKey)): _ = driver.form.pressReturn()
        default:
            // Leaving (Back, or Esc with no keyboard up) ends editing whatever the field says.
            return driver.handle(event) ?? .stay
        }
        driver.drain()
        return .stay
    }

    var appearance: KeyboardAppearance { driver.appearance }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let header = ["1 · First responder", "", "Start (click, or Ctrl-S) focuses the", "field; End (click, or Ctrl-E) ends",
                      "editing for the screen; leaving ends", "it too.", "", "Delegate calls:"]
        let content = driver.draw(title: "First Responder", panel: driver.panel(header, height: layout.panel.height),
                                  layout: layout, style: style, on: &canvas)
        let theme = Theme.forAppearance(appearance, in: style)
        var column = content.column + 1
        let row = content.row + FieldView.height + 1
        for (index, title) in Self.buttons.enumerated() {
            let label = " \(title) "
            let end = canvas.grid.write(label, column: column, row: row, style: theme.selectedRow, limit: content.maxColumn)
            canvas.addHotspot(Rect(column: column, row: row, width: end - column, height: 1), .option(index))
            column = end + 2
        }
    }
}
