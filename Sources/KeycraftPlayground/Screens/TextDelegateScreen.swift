import Foundation
import KeycraftForms
import KeycraftSimulator
import KeycraftText

/// Screen 6: the text-delegate form of the guides — name (at most 10 characters), age (digits, 1 to
/// 100), gender (M or F) and e-mail (checked when editing ends) — on KeycraftForms' screen model:
/// the first field autofocused as the screen appears, next / previous and the return key through its
/// responder chain, every delegate call listed, refused edits' messages shown as alerts.
public struct TextDelegateScreen: FormDrivenScreen {
    var driver: FormScreenDriver

    public init() throws(FormScreenError) {
        let frame = FormScreenDriver.frame(row:)
        let form = try FormScreen(
            fields: [
                FormField(id: "Name", frame: frame(0), placeholder: "at most 10 characters",
                          traits: TextInputTraits(returnKeyType: .next, autocapitalizationType: .words),
                          validator: FieldValidator([.maxLength(10)])),
                FormField(id: "Age", frame: frame(1), placeholder: "1 to 100",
                          traits: TextInputTraits(keyboardType: .numberPad, returnKeyType: .next),
                          validator: FieldValidator([.allowedCharacters(CharacterSet(charactersIn: "0123456789")),
                                                     .integerRange(1...100)])),
                FormField(id: "Gender", frame: frame(2), placeholder: "M or F",
                          traits: TextInputTraits(returnKeyType: .next, autocapitalizationType: .allCharacters),
                          validator: FieldValidator([.oneOf(["M", "F"], uppercased: true)])),
                FormField(id: "E-mail", frame: frame(3), placeholder: "name@example.com",
                          traits: TextInputTraits(keyboardType: .emailAddress, returnKeyType: .done,
                                                  autocapitalizationType: TextAutocapitalizationType.none,
                                                  textContentType: .emailAddress),
                          validator: FieldValidator([.email])),
            ],
            autofocusField: "Name")
        driver = FormScreenDriver(form: form, labels: ["Name", "Age", "Gender", "E-mail"])
    }

    /// The fields' editing sessions, in screen order.
    public var fields: [TextFieldSession] { driver.fields }
    public var focused: Int? { driver.form.firstResponderIndex }
    /// Every delegate call so far, oldest first, as KeycraftForms records them.
    public var delegateCalls: [String] { driver.delegateCalls }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        driver.handlePressingReturn(event)
    }

    var appearance: KeyboardAppearance { driver.appearance }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let panel = driver.panel(["6 · Text delegate — delegate calls:"], height: layout.panel.height)
        driver.draw(title: "Text Delegate", panel: panel, layout: layout, style: style, on: &canvas)
    }
}
