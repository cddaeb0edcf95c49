import KeycraftForms

/// The items of the input accessory bar, in the order the bar shows them.
public enum AccessoryItem: String, Equatable, Sendable, CaseIterable {
    case previous, next, done

    var label: String {
        switch self {
        case .previous: "‹ Prev"
        case .next: "Next ›"
        case .done: "Done"
        }
    }
}

/// KeycraftForms' `AccessoryBar` drawn as one row above the keyboard or input view: previous and next
/// on the left (greyed when there is no neighbour), the field's placeholder in the middle, Done on the right.
enum AccessoryBarView {
    static let height = 1

    static func draw(_ bar: AccessoryBar, in rect: Rect, theme: Theme, on canvas: inout Canvas) {
        canvas.grid.fill(rect, style: theme.accessoryBar)
        var column = rect.column + 1
        for (item, isEnabled) in [(AccessoryItem.previous, bar.isPreviousEnabled), (.next, bar.isNextEnabled)] {
            var style = theme.accessoryBar
            if !isEnabled { style = theme.disabledKey }
            let end = canvas.grid.write(item.label, column: column, row: rect.row, style: style, limit: rect.maxColumn)
            if isEnabled { canvas.addHotspot(Rect(column: column, row: rect.row, width: end - column, height: 1), .accessory(item)) }
            column = end + 2
        }
        let done = AccessoryItem.done.label
        let doneColumn = rect.maxColumn - DisplayWidth.of(done) - 1
        if let title = bar.title, doneColumn - column > 2 {
            var style = theme.accessoryBar
            style.isBold = false
            canvas.grid.write(title, column: column, row: rect.row, style: style, limit: doneColumn - 1)
        }
        canvas.grid.write(done, column: doneColumn, row: rect.row, style: theme.accessoryBar, limit: rect.maxColumn)
        canvas.addHotspot(Rect(column: doneColumn, row: rect.row, width: DisplayWidth.of(done), height: 1), .accessory(.done))
    }
}
