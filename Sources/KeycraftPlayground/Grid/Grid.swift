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
                if x < end, x >= 0 { cells[row * width + x] = Cell(" ", style: style) }
                return end
            }
            if x >= 0 {
                cells[row * width + x] = Cell(character, style: style)
                if columns == 2 { cells[row * width + x + 1] = .continuation(style: style) }
            }
            x += columns
        }
        return x
    }

    /// Paints a rectangle with `style`, blanking its characters.
    public mutating func fill(_ rect: Rect, style: CellStyle, character: Character = " ") {
        for row in rect.rows where (0..<height).contains(row) {
            for column in rect.columns where (0..<width).contains(column) {
                cells[row * width + column] = Cell(character, style: style)
            }
        }
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
