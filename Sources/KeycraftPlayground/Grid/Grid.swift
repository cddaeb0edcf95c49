/// A screenful of cells: what rendering produces and what the terminal (or a snapshot) shows.
public struct Grid: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: CellStyle = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(style: fill), count: self.width * self.height)
    }

    public subscript(column: Int, row: Int) -> Cell {
        cells[row * width + column]
    }

    /// Writes `text` from (`column`, `row`), clipped at `limit` (default: the right edge), and returns
    /// the column after the last one written.
    ///
    /// Combining marks join the character before them (grapheme clusters are never split); a wide
    /// character that would straddle the limit is replaced by a space, as terminals do at the margin.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, style: CellStyle, limit: Int? = nil) -> Int {
        let end = min(limit ?? width, width)
        guard (0..<height).contains(row) else { return column }
        var x = column
        for character in text {
            let columns = DisplayWidth.of(character)
            if columns == 0 { continue }
            if x + columns > end {
                if x < end, x >= 0 { put(Cell(" ", style: style), column: x, row: row) }
                return end
            }
            if x >= 0 {
                put(Cell(character, style: style), column: x, row: row)
                if columns == 2 { put(.continuation(style: style), column: x + 1, row: row) }
            }
            x += columns
        }
        return x
    }

    /// Paints a rectangle with `style`, blanking its characters.
    public mutating func fill(_ rect: Rect, style: CellStyle, character: Character = " ") {
        for row in rect.rows where (0..<height).contains(row) {
            for column in rect.columns where (0..<width).contains(column) {
                put(Cell(character, style: style), column: column, row: row)
            }
        }
    }

    /// Stores a cell, first blanking what would be left of a wide character it covers half of: a
    /// lone half would make the terminal shift the rest of the row by a column.
    private mutating func put(_ cell: Cell, column: Int, row: Int) {
        let index = row * width + column
        if cells[index].content == .continuation, cell.content != .continuation, column > 0 {
            cells[index - 1].content = .character(" ")
        }
        if column + 1 < width, cells[index + 1].content == .continuation {
            cells[index + 1].content = .character(" ")
        }
        cells[index] = cell
    }

    /// The grid as plain text, one line per row, trailing spaces kept so columns line up.
    public var text: String {
        rows.map { $0.plainText }.joined(separator: "\n")
    }

    var rows: [ArraySlice<Cell>] {
        (0..<height).map { cells[($0 * width)..<(($0 + 1) * width)] }
    }
}

extension ArraySlice where Element == Cell {
    var plainText: String {
        var line = ""
        for cell in self {
            if case .character(let character) = cell.content { line.append(character) }
        }
        return line
    }
}
