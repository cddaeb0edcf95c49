import Foundation
import KeycraftForms
import KeycraftText

/// Screen 11 (`f` on the menu): formatting as you type, in the formatter stage of each field's pipeline —
/// a card number grouped by its brand (Luhn checked when editing ends), an expiry date `MM/YY`, an
/// amount with the locale's separators, and a phone number through an InputMask mask. The panel shows
/// each field's extracted value and whether it is complete, live.
///
/// The phone row uses a US mask; region-switchable phone formatting (libphonenumber's as-you-type) takes
/// its place once that formatter exists.
public struct FormattingScreen: FormDrivenScreen {
    var driver: FormScreenDriver
    static let labels = ["Card", "Expiry", "Amount", "Phone"]

    public init(locale: Locale = Locale(identifier: "en_US")) throws(FormScreenError) {
        let frame = FormScreenDriver.frame(row:)
        let numberPad = TextInputTraits(keyboardType: .numberPad, returnKeyType: .next)
        let form = try FormScreen(
            fields: [
                FormField(id: "Card", frame: frame(0), placeholder: "1234 5678 9012 3456", traits: numberPad,
                          validator: FieldValidator([.paymentCardNumber]), formatter: PaymentCardFormatter()),
                FormField(id: "Expiry", frame: frame(1), placeholder: "MM/YY", traits: numberPad,
                          formatter: CardExpiryFormatter()),
                FormField(id: "Amount", frame: frame(2), placeholder: "0.00",
                          traits: TextInputTraits(keyboardType: .decimalPad, returnKeyType: .next),
                          formatter: AmountFormatter(locale: locale)),
                FormField(id: "Phone", frame: frame(3), placeholder: "+1 (555) 123-4567",
                          traits: TextInputTraits(keyboardType: .phonePad, returnKeyType: .done),
                          formatter: try! MaskFormatter(format: "{+1} ([000]) [000]-[0000]")),
            ],
            autofocusField: "Card")
        driver = FormScreenDriver(form: form, labels: Self.labels)
    }

    /// The fields' editing sessions, in screen order.
    public var fields: [TextFieldSession] { driver.fields }
    public var focused: Int? { driver.form.firstResponderIndex }

    /// Each field's extracted value and completeness, as the panel shows them.
    public var values: [(value: String, isComplete: Bool)] {
        zip(driver.form.fields, fields).map { field, session in
            guard let formatter = field.formatter else { return (session.text, true) }
            return (formatter.extractedValue(of: session.text), formatter.isComplete(session.text))
        }
    }

    public mutating func handle(_ event: ScreenEvent) -> ScreenOutcome {
        if let outcome = driver.handle(event) { return outcome }
        if event == .key(.enter) || event == .tap(.keyboardKey(.returnKey)) {
            _ = driver.form.pressReturn()
            driver.drain()
        }
        return .stay
    }

    var appearance: KeyboardAppearance { driver.appearance }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        var header = ["11 · Formatting — extracted values:"]
        for (label, value) in zip(Self.labels, values) {
            var line = "\(label): \(value.value.isEmpty ? "—" : value.value) · \(value.isComplete ? "complete" : "incomplete")"
            if label == "Card", !value.value.isEmpty { line += " · \(PaymentCardBrand(digits: value.value).displayName)" }
            header.append(line)
        }
        header += ["", "Delegate calls:"]
        let panel = driver.panel(header, height: layout.panel.height)
        driver.draw(title: "Formatting", panel: panel, layout: layout, style: style, on: &canvas)
    }
}
