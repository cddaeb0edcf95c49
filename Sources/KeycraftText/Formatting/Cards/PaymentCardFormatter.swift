/// The formatter stage for a card number field: digits only, grouped as the brand prints them (4-4-4-4,
/// 4-6-5 for American Express), at most as many as the brand's longest number, the caret right after the
/// digit just typed. The Luhn check runs when editing ends (`ValidationRule.paymentCardNumber`), not
/// while typing, since every number is incomplete on its way.
///
/// ```swift
/// var card = TextFieldSession(formatter: PaymentCardFormatter())
/// card.becomeFirstResponder()
/// card.paste("378282246310005")     // card.text == "3782 822463 10005"
/// ```
public struct PaymentCardFormatter: TextFormatter, Sendable {
    /// A card number formatter; the brand is read from the digits as they are typed.
    public init() {}

    public func format(_ edit: FormattingEdit) -> FormattedEdit {
        guard edit.rangeIsWithinText else { return edit.outOfBoundsAnswer }
        if edit.source == .compositionUpdate { return edit.unformatted }
        var digits = DigitsEdit(edit)
        let brand = PaymentCardBrand(digits: String(digits.digits))
        digits.truncate(to: brand.validLengths.upperBound)
        let laid = DigitGroups.layout(
            digits.digits, groups: brand.groups(forLength: digits.digits.count), separator: " ",
            caretAfterDigits: digits.digitsBeforeCaret)
        return FormattedEdit(replacingAllOf: edit.currentText, with: laid.text, caret: laid.caret)
    }

    /// The card number's digits.
    public func extractedValue(of text: String) -> String { String(DigitsEdit.digits(in: text)) }

    /// A number of one of the brand's lengths that passes the Luhn check.
    public func isComplete(_ text: String) -> Bool {
        let digits = extractedValue(of: text)
        return PaymentCardBrand(digits: digits).validLengths.contains(digits.count) && LuhnChecksum.isValid(digits)
    }

    /// The brand of the number the field shows.
    public func brand(of text: String) -> PaymentCardBrand { PaymentCardBrand(digits: extractedValue(of: text)) }
}
