import Foundation
import KeycraftForms
import KeycraftSimulator

/// A text view's lines as terminal rows: KeycraftForms' ``TextLayout`` measured in terminal cells
/// (``DisplayWidth``), one row per line, no insets. The layout soft-wraps at word boundaries and never
/// inside a grapheme cluster; this adds what drawing in cells needs (a row's text, the caret's column,
/// the offset under a column). Offsets are UTF-16, as the text view's selection counts them.
///
/// Where the caret sits on a soft wrap is UIKit's choice: at the start of the next row.
struct TextViewRows {
    struct Row: Equatable {
        /// UTF-16 offset of the row's first character.
        var start: Int
        /// UTF-16 offset just past the row's last shown character (before its line feed, if any).
        var end: Int
        var text: String
    }

    let layout: TextLayout
    private let text: String

    /// A layout in cells for a view `width` columns wide.
    static func layout(width: Int) -> TextLayout {
        TextLayout(viewWidth: CGFloat(max(1, width)), lineHeight: 1, textContainerInset: .zero, lineFragmentPadding: 0,
                   measure: CharacterMeasure { CGFloat(DisplayWidth.of($0)) })
    }

    /// Rows of a layout that follows `text` (it must be laid out for this very text).
    init(layout: TextLayout, text: String) {
        self.layout = layout
        self.text = text
    }

    /// Lays `text` out afresh.
    init(_ text: String, width: Int) {
        var layout = Self.layout(width: width)
        layout.relayOut(text: text)
        self.init(layout: layout, text: text)
    }

    var count: Int { layout.lineCount }

    func row(_ index: Int) -> Row {
        let line = layout.line(index)
        return Row(start: line.range.location, end: NSMaxRange(line.range), text: String(layout.text(of: line, in: text)))
    }

    /// Every row (for tests and small texts; drawing asks for the rows that show).
    var rows: [Row] { (0..<count).map(row) }

    /// The row and display column of the caret at a UTF-16 offset.
    func caret(at offset: Int) -> (row: Int, column: Int) {
        let index = layout.lineIndex(containing: offset)
        return (index, Int(layout.width(of: layout.line(index), upTo: offset, in: text)))
    }

    /// The offset on row `index` closest to display column `column` without passing it: where the
    /// caret lands when it moves up or down a row.
    func offset(row index: Int, column: Int) -> Int {
        let line = layout.line(max(0, min(count - 1, index)))
        var offset = line.range.location
        var width = 0
        for character in layout.text(of: line, in: text) {
            let next = width + DisplayWidth.of(character)
            guard next <= column else { break }
            width = next
            offset += character.utf16.count
        }
        return offset
    }

    /// The parts of a UTF-16 range on each row it touches: the row, the display column where the part
    /// starts, and its text (whole clusters only).
    func pieces(of range: NSRange) -> [(row: Int, column: Int, text: String)] {
        guard range.length > 0 else { return [] }
        var pieces: [(row: Int, column: Int, text: String)] = []
        for index in layout.lineIndex(containing: range.location)..<count {
            let line = layout.line(index)
            guard line.range.location < NSMaxRange(range) else { break }
            var offset = line.range.location
            var column = 0
            var piece: (column: Int, text: String)?
            for character in layout.text(of: line, in: text) {
                let next = offset + character.utf16.count
                if offset >= range.location, next <= NSMaxRange(range) {
                    piece = (piece?.column ?? column, (piece?.text ?? "") + String(character))
                }
                column += DisplayWidth.of(character)
                offset = next
            }
            if let piece { pieces.append((index, piece.column, piece.text)) }
        }
        return pieces
    }
}
