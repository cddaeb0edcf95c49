import Foundation
import KeycraftText

/// A formatter for tests: the text's characters, spaces dropped, in groups of four separated by a space
/// (a card number's grouping, applied to any character — Hangul and emoji included), with the caret
/// after the same number of characters as in the unformatted edit.
struct GroupsOfFourFormatter: TextFormatter {
    func format(_ edit: FormattingEdit) -> FormattedEdit {
        let proposed = edit.proposedText
        let caret = String.Index(utf16Offset: edit.proposedCaret, in: proposed)
        let charactersBeforeCaret = proposed[..<caret].filter { $0 != " " }.count
        let characters = proposed.filter { $0 != " " }
        let formatted = Self.grouped(characters)
        let caretOffset = Self.grouped(characters.prefix(charactersBeforeCaret)).utf16.count
        return FormattedEdit(replacingAllOf: edit.currentText, with: formatted, caret: caretOffset)
    }

    func extractedValue(of text: String) -> String { text.filter { $0 != " " } }

    static func grouped(_ characters: some StringProtocol) -> String {
        var result = ""
        for (index, character) in characters.enumerated() {
            if index > 0 && index % 4 == 0 { result.append(" ") }
            result.append(character)
        }
        return result
    }
}

/// A broken formatter for tests: puts the caret where it is told, even inside a character.
struct CaretAtFormatter: TextFormatter {
    let caret: Int
    func format(_ edit: FormattingEdit) -> FormattedEdit {
        FormattedEdit(range: edit.range, replacement: edit.replacement, caret: caret)
    }
}
