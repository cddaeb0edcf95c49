import KeycraftForms
import KeycraftSimulator

/// KeycraftForms' picker input view drawn as a wheel: the selected row in the middle, its neighbours
/// above and below, each row tappable.
enum PickerView {
    /// Rows the wheel shows: two either side of the selection.
    static let height = 5

    /// The row the wheel rests on: the field's text if it is one of the titles, else nil (the wheel
    /// shows row 0, as a `UIPickerView` starts there, but nothing has been picked).
    static func selectedRow(of picker: PickerInputView, text: String) -> Int? {
        picker.titles.firstIndex(of: text)
    }

    /// The row an arrow key moves to: one up or down, clamped; the first move from nothing picks row 0.
    static func row(after selected: Int?, step: Int, in picker: PickerInputView) -> Int {
        guard let selected else { return 0 }
        return min(max(selected + step, 0), picker.titles.count - 1)
    }

    static func draw(_ picker: PickerInputView, selected: Int, in rect: Rect, theme: Theme, on canvas: inout Canvas) {
        canvas.grid.fill(rect, style: theme.keyboard)
        let middle = height / 2
        for offset in 0..<min(height, rect.height) {
            let index = selected - middle + offset
            guard picker.titles.indices.contains(index) else { continue }
            let style = index == selected ? theme.selectedRow : theme.keyboard
            let row = Rect(column: rect.column, row: rect.row + offset, width: rect.width, height: 1)
            if index == selected { canvas.grid.fill(row, style: style) }
            let title = picker.titles[index]
            canvas.grid.write(title, column: rect.column + (rect.width - DisplayWidth.of(title)) / 2, row: row.row,
                              style: style, limit: rect.maxColumn)
            canvas.addHotspot(row, .pickerRow(index))
        }
    }
}
