import Foundation
import KeycraftForms
import KeycraftPhoneNumbers
import KeycraftSimulator
import KeycraftText

/// Screen 11 (`f` on the menu): formatting as you type, in the formatter stage of each field's pipeline —
/// a card number grouped by its brand (Luhn checked when editing ends), an expiry date `MM/YY`, an
/// amount with the locale's separators, a phone number as libphonenumber groups it for a region (Ctrl-G
/// switches the region, the digits kept), and a date through an InputMask mask. The panel shows each
/// field's extracted value and whether it is complete, live.
public struct FormattingScreen: FormDrivenScreen {
    var driver: FormScreenDriver
    static let labels = ["Card", "Expiry", "Amount", "Phone", "Date (mask)"]
    /// The regions Ctrl-G goes through.
    static let regions = ["US", "KR", "GB", "DE", "FR", "JP", "IN", "BR"]
    public private(set) var region: String
    private let locale: Locale

    public init(locale: Locale = Locale(identifier: "en_US"), region: String = "US") throws(FormScreenError) {
        self.locale = locale
        self.region = region
        driver = FormScreenDriver(form: try Self.form(locale: locale, region: region, texts: [:]), labels: Self.labels)
    }

    private static func form(locale: Locale, region: String, texts: [String: String]) throws(FormScreenError) -> FormScreen {
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
                FormField(id: "Phone", frame: frame(3), text: texts["Phone"] ?? "", placeholder: "phone (\(region))",
                          traits: TextInputTraits(keyboardType: .phonePad, returnKeyType: .next),
                          formatter: try? PhoneNumberFormatter(regionCode: region)),
                FormField(id: "Date (mask)", frame: frame(4), text: texts["Date (mask)"] ?? "", placeholder: "DD.MM.YYYY",
                          traits: TextInputTraits(keyboardType: .numberPad, returnKeyType: .done),
                          formatter: try! MaskFormatter(format: "[00]{.}[00]{.}[0000]")),
            ].map { field in
                var field = field
                if let text = texts[field.id], field.text.isEmpty { field.text = text }
                return field
            },
            autofocusField: "Card")
        return form
    }

    /// Ctrl-G: the next region for the phone field; its digits are typed again into the new region's formatter.
    private mutating func switchRegion() {
        let next = Self.regions[((Self.regions.firstIndex(of: region) ?? -1) + 1) % Self.regions.count]
        guard let formatter = try? PhoneNumberFormatter(regionCode: next) else { return }
        var texts: [String: String] = [:]
        for (field, session) in zip(driver.form.fields, fields) { texts[field.id] = session.text }
        var phone = try! FormattingEdit(currentText: "", range: NSRange(location: 0, length: 0), replacement: "", source: .typing)
        var text = ""
        for character in formatter.extractedValue(of: texts["Phone"] ?? "") {
            phone = try! FormattingEdit(currentText: text, range: NSRange(location: text.utf16.count, length: 0), replacement: String(character), source: .typing)
            let formatted = formatter.format(phone)
            text = (text as NSString).replacingCharacters(in: formatted.range, with: formatted.replacement)
        }
        texts["Phone"] = text
        guard let form = try? Self.form(locale: locale, region: next, texts: texts) else { return }
        region = next
        driver.form = form
        driver.form.appear()
        _ = try? driver.form.focus("Phone")
        driver.drain()
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
        if event == .key(.control("g")) {
            switchRegion()
            return .stay
        }
        return driver.handlePressingReturn(event)
    }

    var appearance: KeyboardAppearance { driver.appearance }

    func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        var header = ["11 · Formatting · region \(region) (Ctrl-G)"]
        for (label, value) in zip(Self.labels, values) {
            header.append("\(label): \(value.value.isEmpty ? "—" : value.value) · \(value.isComplete ? "complete" : "incomplete")")
            if label == "Card", !value.value.isEmpty { header.append("  brand: \(PaymentCardBrand(digits: value.value).displayName)") }
        }
        header += ["", "Delegate calls:"]
        let panel = driver.panel(header, height: layout.panel.height)
        driver.draw(title: "Formatting", panel: panel, layout: layout, style: style, on: &canvas)
    }
}
