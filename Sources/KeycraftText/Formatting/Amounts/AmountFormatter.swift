import Foundation

/// The formatter stage for an amount: digits grouped with the locale's grouping separator as they are
/// typed, one decimal separator, at most `maximumFractionDigits` after it, no leading zeros
/// (`007` → `7`, `,5` → `0,5`).
///
/// The separators and group sizes come from Foundation's `NumberFormatter`; the text is laid out here
/// because `NumberFormatter` formats numbers, not input on its way (`12,` and `12,50` while typing would
/// lose their decimal separator and trailing zero). Whole amounts come out as `NumberFormatter` writes
/// them (tested for several locales). Besides the locale's decimal separator, `.` is read as one when the
/// locale doesn't group with it (a hardware keyboard's period in `fr_FR`).
///
/// ```swift
/// let formatter = AmountFormatter(locale: Locale(identifier: "de_DE"))
/// var amount = TextFieldSession(traits: TextInputTraits(keyboardType: .decimalPad), formatter: formatter)
/// ```
public struct AmountFormatter: TextFormatter, Sendable {
    /// How the locale writes the amount.
    public var separators: AmountSeparators
    /// How many digits may follow the decimal separator (0: whole amounts only).
    public var maximumFractionDigits: Int

    /// An amount field written with `separators`.
    public init(separators: AmountSeparators, maximumFractionDigits: Int = 2) {
        self.separators = separators
        self.maximumFractionDigits = max(maximumFractionDigits, 0)
    }

    /// An amount field written as `locale` writes numbers.
    public init(locale: Locale, maximumFractionDigits: Int = 2) {
        self.init(separators: AmountSeparators(locale: locale), maximumFractionDigits: maximumFractionDigits)
    }

    public func format(_ edit: FormattingEdit) -> FormattedEdit {
        guard edit.rangeIsWithinText else { return edit.outOfBoundsAnswer }
        if edit.source == .compositionUpdate { return edit.unformatted }
        let edited = DigitsEdit(edit) { tokens(of: $0) }
        let layout = lay(out: edited.digits, caretAfter: edited.digitsBeforeCaret)
        return FormattedEdit(replacingAllOf: edit.currentText, with: layout.text, caret: layout.caret)
    }

    /// The amount with `.` as its decimal separator and no grouping (`1234.5`), as an app parses it.
    public func extractedValue(of text: String) -> String {
        String(tokens(of: text))
    }

    /// An amount has at least one digit.
    public func isComplete(_ text: String) -> Bool { tokens(of: text).contains { $0 != "." } }

    /// The digits and decimal separators of `text`: ASCII digits and `.`; grouping separators dropped.
    private func tokens(of text: some StringProtocol) -> [Character] {
        var result: [Character] = []
        var rest = Substring(text)
        while let character = rest.first {
            if rest.hasPrefix(separators.decimalSeparator) {
                result.append(".")
                rest = rest.dropFirst(separators.decimalSeparator.count)
                continue
            }
            if character == ".", separators.groupingSeparator != "." {
                result.append(".")
            } else if MaskCharacterSet.isDigit(character), let value = character.wholeNumberValue {
                result.append(Character(String(value)))
            }
            rest = rest.dropFirst()
        }
        return result
    }

    /// Lays tokens out: one decimal separator, fraction digits capped, leading zeros dropped, grouping.
    private func lay(out tokens: [Character], caretAfter: Int) -> (text: String, caret: Int) {
        var integer: [Character] = [], fraction: [Character] = [], hasDecimal = false
        // Where the caret goes, counted in kept tokens: integer digits, then the separator, then fraction.
        var caretInteger = 0, caretFraction = 0, caretAfterSeparator = false
        for (index, token) in tokens.enumerated() {
            let beforeCaret = index < caretAfter
            if token == "." {
                guard !hasDecimal, maximumFractionDigits > 0 else { continue }
                hasDecimal = true
                if beforeCaret { caretAfterSeparator = true }
            } else if hasDecimal {
                guard fraction.count < maximumFractionDigits else { continue }
                fraction.append(token)
                if beforeCaret { caretFraction = fraction.count }
            } else {
                integer.append(token)
                if beforeCaret { caretInteger = integer.count }
            }
        }
        let zeros = integer.prefix { $0 == "0" }.count
        let dropped = min(zeros, integer.count - 1)
        integer.removeFirst(max(dropped, 0))
        caretInteger = max(caretInteger - dropped, 0)
        if integer.isEmpty && hasDecimal { integer = ["0"]; if caretAfterSeparator { caretInteger = 1 } }
        let grouped = separators.group(integer)
        var text = grouped
        var caret = caretInteger > 0 ? Self.offset(afterDigit: caretInteger, in: grouped) : 0
        if hasDecimal {
            text += separators.decimalSeparator + String(fraction)
            if caretAfterSeparator { caret = grouped.utf16.count + separators.decimalSeparator.utf16.count + caretFraction }
        }
        return (text, caret)
    }

    /// The UTF-16 offset just after the `count`-th digit of `text`.
    private static func offset(afterDigit count: Int, in text: String) -> Int {
        var seen = 0, offset = 0
        for character in text {
            offset += character.utf16.count
            if character.isASCII, character.isNumber {
                seen += 1
                if seen == count { return offset }
            }
        }
        return offset
    }
}
