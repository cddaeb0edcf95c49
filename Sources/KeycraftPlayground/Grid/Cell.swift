/// One terminal column.
///
/// A 2-column character lives in the left cell; the right cell is its `continuation`, which draws
/// nothing of its own but keeps the style so a highlight spans both columns.
public struct Cell: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        case character(Character)
        case continuation
    }

    public var content: Content
    public var style: CellStyle

    public init(_ character: Character = " ", style: CellStyle = .plain) {
        content = .character(character)
        self.style = style
    }

    static func continuation(style: CellStyle) -> Cell {
        var cell = Cell(style: style)
        cell.content = .continuation
        return cell
    }
}
