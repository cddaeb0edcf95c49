import Foundation
import KeycraftText

/// A text field as the phone draws it: a label line, then the box with the text (or placeholder) and,
/// while editing, the caret at the selection.
enum FieldView {
    /// Rows a field takes: its label and its box.
    static let height = 2

    static func draw(_ field: TextFieldSession, label: String, index: Int, at row: Int, in content: Rect, theme: Theme,
                     on canvas: inout Canvas) {
        canvas.line(label, in: content, row: row, style: theme.secondaryText)
        let box = Rect(column: content.column + 1, row: row + 1, width: content.width - 2, height: 1)
        guard content.rows.contains(box.row) else { return }
        let style = field.isEditing ? theme.focusedField : theme.field
        canvas.grid.fill(box, style: style)
        canvas.addHotspot(Rect(column: content.column, row: row, width: content.width, height: 2), .field(index))
        if field.text.isEmpty, let placeholder = field.placeholder {
            canvas.grid.write(placeholder, column: box.column, row: box.row, style: theme.placeholder, limit: box.maxColumn)
        }
        let shown = field.traits.isSecureTextEntry ? String(repeating: "•", count: field.text.count) : field.text
        let (start, caretColumn) = visibleStart(shown, field: field, width: box.width - 1)
        canvas.addHotspot(box, .text(field: index, firstCharacter: start, column: 0, row: 0))
        let characters = Array(shown)
        canvas.grid.write(String(characters[start...]), column: box.column, row: box.row, style: style, limit: box.maxColumn)
        if let marked = markedCharacters(of: field), marked.upperBound > start {
            // The composing syllable, highlighted as an input method shows its marked text.
            let from = max(start, marked.lowerBound)
            let column = box.column + DisplayWidth.of(String(characters[start..<from]))
            canvas.grid.write(String(characters[from..<min(marked.upperBound, characters.count)]), column: column,
                              row: box.row, style: theme.markedText, limit: box.maxColumn)
        }
        if field.isEditing {
            canvas.drawCaret(column: box.column + caretColumn, row: box.row, style: theme.caret, limit: box.maxColumn)
        }
    }

    /// Where the shown text starts (in characters) so the caret stays visible, and the caret's column.
    static func visibleStart(_ shown: String, field: TextFieldSession, width: Int) -> (start: Int, caretColumn: Int) {
        let caretIndex = (try? field.content.index(atUTF16Offset: field.selectedRange.location)) ?? field.text.endIndex
        let characters = Array(shown)
        let beforeCaret = min(field.text[..<caretIndex].count, characters.count)
        var start = 0
        var caretColumn = DisplayWidth.of(String(characters[0..<beforeCaret]))
        while caretColumn > width, start < beforeCaret {
            caretColumn -= DisplayWidth.of(characters[start])
            start += 1
        }
        return (start, caretColumn)
    }

    /// The marked (composing) text's characters, by index; nil when nothing is composing.
    static func markedCharacters(of field: TextFieldSession) -> Range<Int>? {
        guard let marked = field.content.markedRange, !field.traits.isSecureTextEntry,
              let lower = try? field.content.index(atUTF16Offset: marked.location),
              let upper = try? field.content.index(atUTF16Offset: NSMaxRange(marked))
        else { return nil }
        let first = field.text[..<lower].count
        return first..<(first + field.text[lower..<upper].count)
    }
}
