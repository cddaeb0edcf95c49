import Foundation
import KeycraftKeyboard

/// A mouse drag across the on-screen letter keys, from the press to the release: the cells it
/// crossed (drawn as the trail) and whether it left the key it started on — a press that stays on its
/// key is a tap, one that leaves it is a glide gesture.
struct GlideTrail: Equatable {
    /// The cells in the order the mouse reached them, the press first.
    private(set) var cells: [Cell]
    /// The key pressed, as drawn.
    let startKey: Rect
    /// Where the press was, in the layout's coordinates (mapped when it happened: the keys may move
    /// once the press types its letter).
    let start: CGPoint
    /// Whether the drag has left the key it started on.
    private(set) var isGlide = false

    struct Cell: Equatable {
        let column: Int
        let row: Int
    }

    init(column: Int, row: Int, startKey: Rect, start: CGPoint) {
        cells = [Cell(column: column, row: row)]
        self.startKey = startKey
        self.start = start
    }

    /// The mouse moved to (`column`, `row`) with the button held.
    mutating func extend(column: Int, row: Int) {
        guard cells.last != Cell(column: column, row: row) else { return }
        cells.append(Cell(column: column, row: row))
        if !startKey.contains(column: column, row: row) { isGlide = true }
    }

    /// The trail over the keys: a dot in each cell crossed, in the key's colours (a cell of a wide
    /// character, the globe key's, is left whole).
    func draw(on canvas: inout Canvas) {
        for cell in cells where (0..<canvas.grid.width).contains(cell.column) && (0..<canvas.grid.height).contains(cell.row) {
            let shown = canvas.grid[cell.column, cell.row]
            guard case .character(let character) = shown.content, DisplayWidth.of(character) == 1 else { continue }
            canvas.grid.write("•", column: cell.column, row: cell.row, style: shown.style)
        }
    }
}

/// Terminal cells to points of ``LetterKeyLayout`` (KeycraftKeyboard), from where the letter keys are
/// drawn: each letter key's centre cell maps to that key's centre, and the cells between and beyond
/// are interpolated along the row (and between rows), so a drag over the keys as drawn is a path
/// over the keys the decoder knows — whatever the terminal's width, and though the drawn rows are
/// not offset as the phone's are.
struct GlideTrailMapping {
    let layout: LetterKeyLayout
    /// The drawn letter rows, top to bottom: their terminal row, and each key's drawn centre column
    /// with its layout centre, left to right.
    private let rows: [(row: Int, keys: [(column: Double, x: Double)], y: Double)]

    /// The mapping of the letter keys drawn on `canvas`; nil when it shows none.
    init?(canvas: Canvas, layout: LetterKeyLayout = .iPhonePortraitEnglish) {
        self.layout = layout
        var byRow: [Int: [(column: Double, x: Double, y: Double)]] = [:]
        for hotspot in canvas.hotspots {
            guard case .keyboardKey(.text(let text)) = hotspot.tap, text.count == 1, let centre = layout.centre(of: text.first!) else { continue }
            let column = Double(hotspot.rect.column) + Double(hotspot.rect.width) / 2
            byRow[hotspot.rect.row, default: []].append((column, Double(centre.x), Double(centre.y)))
        }
        guard !byRow.isEmpty else { return nil }
        rows = byRow.keys.sorted().map { row in
            let keys = byRow[row]!.sorted { $0.column < $1.column }
            return (row, keys.map { ($0.column, $0.x) }, keys[0].y)
        }
    }

    /// The layout point for the middle of cell (`column`, `row`).
    func point(column: Int, row: Int) -> CGPoint {
        let x = Double(column) + 0.5
        let nearest = rows.min { abs($0.row - row) < abs($1.row - row) }!
        let y: Double
        if rows.count > 1 {
            let first = rows[0], last = rows[rows.count - 1]
            y = first.y + Double(row - first.row) * (last.y - first.y) / Double(last.row - first.row)
        } else {
            y = nearest.y
        }
        return CGPoint(x: Self.interpolate(x, nearest.keys), y: y)
    }

    /// Piecewise-linear through the (column, x) pairs, extended beyond the ends by their segments.
    private static func interpolate(_ column: Double, _ keys: [(column: Double, x: Double)]) -> Double {
        guard keys.count > 1 else { return keys[0].x + (column - keys[0].column) * 10 }
        var i = 0
        while i < keys.count - 2 && column > keys[i + 1].column { i += 1 }
        let a = keys[i], b = keys[i + 1]
        return a.x + (column - a.column) * (b.x - a.x) / (b.column - a.column)
    }
}
