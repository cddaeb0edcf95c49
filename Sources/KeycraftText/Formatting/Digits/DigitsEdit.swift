/// An edit to a field whose value is a run of digits laid out with separators (a card number, an expiry
/// date): the digits the edit leaves, and how many of them come before the caret.
///
/// Digits are Unicode decimal digits, stored as ASCII (`٤` becomes `4`); everything else in the text is
/// the layout's own separators and is dropped. Backspace over separators alone (`4111 |`) also deletes
/// the digit before them, so a keystroke always removes a digit.
struct DigitsEdit: Equatable {
    var digits: [Character]
    var digitsBeforeCaret: Int

    /// `tokens` picks what counts from a piece of text (digits by default; an amount adds its decimal point).
    init(_ edit: FormattingEdit, tokens: (Substring) -> [Character] = { DigitsEdit.digits(in: $0) }) {
        let utf16 = edit.currentText.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: edit.range.location)
        let end = utf16.index(start, offsetBy: edit.range.length)
        var before = tokens(edit.currentText[..<start])
        let deleted = edit.currentText[start..<end]
        if edit.isDeletion, !deleted.isEmpty, tokens(deleted).isEmpty, !before.isEmpty {
            before.removeLast()
        }
        let typed = tokens(Substring(edit.replacement))
        digits = before + typed + tokens(edit.currentText[end...])
        digitsBeforeCaret = before.count + typed.count
    }

    init(digits: [Character], digitsBeforeCaret: Int) {
        self.digits = digits
        self.digitsBeforeCaret = digitsBeforeCaret
    }

    /// Keeps the first `count` digits (a caret past them moves to their end).
    mutating func truncate(to count: Int) {
        guard digits.count > count else { return }
        digits.removeSubrange(count...)
        digitsBeforeCaret = min(digitsBeforeCaret, count)
    }

    static func digits(in text: some StringProtocol) -> [Character] {
        text.compactMap { character in
            guard MaskCharacterSet.isDigit(character), let value = character.wholeNumberValue else { return nil }
            return Character(String(value))
        }
    }
}

/// Digits laid out in groups separated by one separator, with the caret after a given digit.
struct DigitGroups {
    static func layout(_ digits: [Character], groups: [Int], separator: Character, caretAfterDigits: Int) -> (text: String, caret: Int) {
        var text = "", caret = 0, index = 0
        for (number, size) in groups.enumerated() where index < digits.count {
            if number > 0 { text.append(separator) }
            for _ in 0..<size where index < digits.count {
                text.append(digits[index])
                index += 1
                if index == caretAfterDigits { caret = text.utf16.count }
            }
        }
        while index < digits.count {  // digits beyond the groups (never happens for a truncated number)
            text.append(digits[index])
            index += 1
            if index == caretAfterDigits { caret = text.utf16.count }
        }
        return (text, caretAfterDigits == 0 ? 0 : caret)
    }
}
