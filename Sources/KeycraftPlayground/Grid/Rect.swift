/// A rectangle of cells, in columns and rows from the top-left corner.
public struct Rect: Equatable, Sendable {
    public var column: Int
    public var row: Int
    public var width: Int
    public var height: Int

    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var columns: Range<Int> { column..<(column + width) }
    public var rows: Range<Int> { row..<(row + height) }
    public var maxColumn: Int { column + width }
    public var maxRow: Int { row + height }

    public func contains(column x: Int, row y: Int) -> Bool {
        columns.contains(x) && rows.contains(y)
    }

    /// The rectangle shrunk by `amount` cells on every side.
    public func inset(by amount: Int) -> Rect {
        Rect(column: column + amount, row: row + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
