extension Grid {
    /// The escape sequence that turns `previous` — what the terminal shows now — into this grid.
    ///
    /// Each row that differs is redrawn from its first changed cell to its last, widened so neither
    /// end splits a wide character (in either grid), positioned and styled on its own. Typing a key
    /// changes a few rows, so this writes a few dozen bytes where a full repaint writes thousands —
    /// which is what keeps a remote terminal from flickering. With no previous grid, or one of
    /// another size (the terminal was resized), it clears the screen and draws everything; when
    /// nothing changed it is empty.
    public func ansiUpdate(from previous: Grid?) -> String {
        guard let previous, previous.width == width, previous.height == height else { return "\u{1B}[2J" + ansi }
        var output = ""
        for row in 0..<height {
            guard let span = changedSpan(inRow: row, from: previous) else { continue }
            output += "\u{1B}[\(row + 1);\(span.lowerBound + 1)H"
            var current: CellStyle?
            for cell in cells[(row * width + span.lowerBound)...(row * width + span.upperBound)] {
                guard case .character(let character) = cell.content else { continue }
                if cell.style != current {
                    output += Self.sgr(cell.style)
                    current = cell.style
                }
                output.append(character)
            }
        }
        return output.isEmpty ? "" : output + "\u{1B}[0m"
    }

    /// The columns of `row` to redraw, or nil when the row is unchanged.
    private func changedSpan(inRow row: Int, from previous: Grid) -> ClosedRange<Int>? {
        let base = row * width
        let differs = { (column: Int) in self.cells[base + column] != previous.cells[base + column] }
        guard var first = (0..<width).first(where: differs), var last = (0..<width).last(where: differs) else { return nil }
        let isRightHalf = { (column: Int) in
            self.cells[base + column].content == .continuation || previous.cells[base + column].content == .continuation
        }
        while first > 0, isRightHalf(first) { first -= 1 }
        while last + 1 < width, isRightHalf(last + 1) { last += 1 }
        return first...last
    }
}
