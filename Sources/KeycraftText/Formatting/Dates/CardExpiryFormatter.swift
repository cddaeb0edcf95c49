/// The formatter stage for a card's expiry date, `MM/YY`: the month is kept to 01–12 while typing (a
/// first digit 2–9 becomes `0d`, `00` and `13`–`19` refuse their second digit), the slash follows a whole
/// month when typing at the end, and backspace over the slash deletes the month's last digit.
///
/// ```swift
/// var expiry = TextFieldSession(traits: TextInputTraits(keyboardType: .numberPad), formatter: CardExpiryFormatter())
/// expiry.becomeFirstResponder()
/// ```
public struct CardExpiryFormatter: TextFormatter, Sendable {
    /// An expiry date formatter (`MM/YY`).
    public init() {}

    public func format(_ edit: FormattingEdit) -> FormattedEdit {
        guard edit.rangeIsWithinText else { return edit.outOfBoundsAnswer }
        if edit.source == .compositionUpdate { return edit.unformatted }
        let typed = DigitsEdit(edit)
        // Re-read the digits one by one as the month/year rules allow them.
        var kept: [Character] = [], keptBeforeCaret = 0
        for (index, digit) in typed.digits.enumerated() {
            let accepted = Self.accept(digit, after: kept)
            kept += accepted
            if index < typed.digitsBeforeCaret { keptBeforeCaret = kept.count }
            if kept.count == 4 { break }
        }
        let atEnd = keptBeforeCaret == kept.count && edit.proposedCaret == edit.proposedText.utf16.count
        let showsSlash = kept.count > 2 || (kept.count == 2 && atEnd && !edit.isDeletion)
        var text = String(kept.prefix(2))
        if showsSlash { text += "/" + String(kept.dropFirst(2)) }
        var caret = min(keptBeforeCaret, 2) + (keptBeforeCaret > 2 ? 1 + keptBeforeCaret - 2 : 0)
        if keptBeforeCaret == 2, showsSlash, !edit.isDeletion { caret = 3 }
        return FormattedEdit(replacingAllOf: edit.currentText, with: text, caret: caret)
    }

    /// The digits `MMYY`.
    public func extractedValue(of text: String) -> String { String(DigitsEdit.digits(in: text).prefix(4)) }

    /// A month 01–12 and a two-digit year.
    public func isComplete(_ text: String) -> Bool {
        let digits = extractedValue(of: text)
        guard digits.count == 4, let month = Int(digits.prefix(2)) else { return false }
        return (1...12).contains(month)
    }

    /// What `digit` adds after the digits kept so far: nothing (refused), itself, or `0` and itself.
    private static func accept(_ digit: Character, after kept: [Character]) -> [Character] {
        let value = digit.wholeNumberValue ?? 0
        switch kept.count {
        case 0: return value > 1 ? ["0", digit] : [digit]
        case 1:
            let first = kept[0]
            if first == "0" && value == 0 { return [] }
            if first == "1" && value > 2 { return [] }
            return [digit]
        default: return [digit]
        }
    }
}
