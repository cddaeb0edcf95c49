/// What rendering produces: the grid, and where its controls are.
public struct Canvas: Equatable, Sendable {
    public var grid: Grid
    public var hotspots: [Hotspot] = []

    public init(width: Int, height: Int) {
        grid = Grid(width: width, height: height)
    }

    mutating func addHotspot(_ rect: Rect, _ tap: Tap) {
        hotspots.append(Hotspot(rect: rect, tap: tap))
    }

    /// The control under a click; the topmost (last drawn) wins. A tap in text says which cell of it.
    public func tap(atColumn column: Int, row: Int) -> Tap? {
        guard let hotspot = hotspots.last(where: { $0.rect.contains(column: column, row: row) }) else { return nil }
        if case .text(let field, let first, _, _) = hotspot.tap {
            return .text(field: field, firstCharacter: first, column: column - hotspot.rect.column, row: row - hotspot.rect.row)
        }
        return hotspot.tap
    }

    /// The caret over the cell at (`column`, `row`): the character there (a space past the text's end)
    /// redrawn in the caret's style, clipped at `limit`.
    mutating func drawCaret(column: Int, row: Int, style: CellStyle, limit: Int) {
        let character: Character = if case .character(let c) = grid[column, row].content { c } else { " " }
        grid.write(String(character), column: column, row: row, style: style, limit: limit)
    }

    /// Writes a line of text filling `rect`'s first row, padded with the style.
    mutating func line(_ text: String, in rect: Rect, row: Int, style: CellStyle) {
        guard rect.rows.contains(row) else { return }
        grid.fill(Rect(column: rect.column, row: row, width: rect.width, height: 1), style: style)
        grid.write(text, column: rect.column, row: row, style: style, limit: rect.maxColumn)
    }
}
