import KeycraftForms
import KeycraftSimulator

/// KeycraftForms' button-pad input view: its buttons side by side, one row, padded above and below.
enum ButtonPadView {
    static let height = 3

    static func draw(_ pad: ButtonPadInputView, in rect: Rect, theme: Theme, on canvas: inout Canvas) {
        canvas.grid.fill(rect, style: theme.keyboard)
        let keys = pad.titles.map { KeyboardKey.text($0) }
        var column = rect.column
        let row = rect.row + 1
        for (title, width) in zip(pad.titles, KeyboardView.widths(of: keys, in: rect.width)) {
            let button = Rect(column: column, row: row, width: width, height: 1)
            canvas.grid.fill(button, style: theme.key)
            canvas.grid.write(title, column: column + (width - DisplayWidth.of(title)) / 2, row: row, style: theme.key,
                              limit: button.maxColumn)
            canvas.addHotspot(button, .inputButton(title))
            column += width + 1
        }
    }
}
