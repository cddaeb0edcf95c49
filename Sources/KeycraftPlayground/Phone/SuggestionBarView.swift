import KeycraftKeyboard

/// The suggestion bar as one row above the letter keys: three slots of equal width split by thin
/// dividers, each label centred and cut to fit; the autocorrection a space would apply is drawn as a
/// key (highlighted, as iOS draws it). Each filled slot is a hotspot: a click puts its suggestion in.
enum SuggestionBarView {
    static let height = 1

    static func draw(_ bar: SuggestionBar, in rect: Rect, theme: Theme, on canvas: inout Canvas) {
        canvas.grid.fill(rect, style: theme.keyboard)
        let count = SuggestionBar.slotCount
        let width = max(0, (rect.width - (count - 1)) / count)
        for index in 0..<count {
            let column = rect.column + index * (width + 1)
            if index > 0 { canvas.grid.write("│", column: column - 1, row: rect.row, style: theme.keyboard, limit: rect.maxColumn) }
            guard bar.slots.indices.contains(index) else { continue }
            let slot = Rect(column: column, row: rect.row, width: width, height: 1)
            let suggestion = bar.slots[index]
            let style = suggestion.kind == .autocorrection ? theme.key : theme.keyboard
            canvas.grid.fill(slot, style: style)
            let labelWidth = min(DisplayWidth.of(suggestion.label), width)
            canvas.grid.write(suggestion.label, column: column + (width - labelWidth) / 2, row: rect.row, style: style, limit: slot.maxColumn)
            canvas.addHotspot(slot, .suggestion(index))
        }
    }
}
