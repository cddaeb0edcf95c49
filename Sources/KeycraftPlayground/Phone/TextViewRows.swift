import Foundation

/// A text view's text broken into the rows the terminal shows: hard breaks at line feeds, soft wraps
/// at the last space that fits (or, in a word wider than the row, between grapheme clusters), so no
/// row ever splits a cluster. Offsets are UTF-16, as the text view's selection counts them.
///
/// Where the caret sits on a soft wrap is UIKit's choice: at the start of the next row.
struct TextViewRows: Equatable {
    struct Row: Equatable {
        /// UTF-16 offset of the row's first character.
        var start: Int
        /// UTF-16 offset just past the row's last shown character (before its line feed, if any).
        var end: Int
        var text: String
    }

    let rows: [Row]

    init(_ text: String, width: Int) {
        let width = max(1, width)
        var rows: [Row] = []
        var row = Row(start: 0, end: 0, text: "")
        var rowWidth = 0
        // The row as it stood just after its last space: where a soft wrap breaks.
        var afterSpace: (end: Int, text: String, width: Int)?
        var offset = 0
        for character in text {
            let length = character.utf16.count
            if character == "\n" || character == "\r\n" {
                rows.append(row)
                row = Row(start: offset + length, end: offset + length, text: "")
                rowWidth = 0
                afterSpace = nil
                offset += length
                continue
            }
            let characterWidth = DisplayWidth.of(character)
            if rowWidth + characterWidth > width, rowWidth > 0, character != " " {
                if let afterSpace, afterSpace.end > row.start {
                    // The word that started after the space moves down whole.
                    let carried = String(row.text.dropFirst(afterSpace.text.count))
                    rows.append(Row(start: row.start, end: afterSpace.end, text: afterSpace.text))
                    row = Row(start: afterSpace.end, end: row.end, text: carried)
                    rowWidth -= afterSpace.width
                }
                if rowWidth + characterWidth > width, rowWidth > 0 {
                    // No space to break at, or the carried word is itself too wide: break here.
                    rows.append(row)
                    row = Row(start: offset, end: offset, text: "")
                    rowWidth = 0
                }
                afterSpace = nil
            }
            row.text.append(character)
            row.end = offset + length
            rowWidth += characterWidth
            if character == " " { afterSpace = (row.end, row.text, rowWidth) }
            offset += length
        }
        rows.append(row)
        self.rows = rows
    }

    /// The row and display column of the caret at a UTF-16 offset.
    func caret(at offset: Int) -> (row: Int, column: Int) {
        let index = rowIndex(containing: offset)
        let row = rows[index]
        return (index, DisplayWidth.of(Self.prefix(of: row, upTo: offset)))
    }

    /// The offset on row `index` closest to display column `column` without passing it: where the
    /// caret lands when it moves up or down a row.
    func offset(row index: Int, column: Int) -> Int {
        let row = rows[max(0, min(rows.count - 1, index))]
        var offset = row.start
        var width = 0
        for character in row.text {
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
        for index in rowIndex(containing: range.location)..<rows.count {
            let row = rows[index]
            guard row.start < NSMaxRange(range) else { break }
            var offset = row.start
            var column = 0
            var piece: (column: Int, text: String)?
            for character in row.text {
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

    /// The last row starting at or before `offset`.
    private func rowIndex(containing offset: Int) -> Int {
        var low = 0
        var high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The row's text before `offset`, stopping at a cluster that would straddle it.
    private static func prefix(of row: Row, upTo offset: Int) -> String {
        var result = ""
        var position = row.start
        for character in row.text {
            position += character.utf16.count
            guard position <= offset else { break }
            result.append(character)
        }
        return result
    }
}
