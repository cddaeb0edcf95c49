/// The parts every screen shares: the bezel, the navigation bar with Back, and the side panel.
enum PhoneChrome {
    static func draw(title: String, panel: [String], theme: Theme, layout: PhoneLayout, on canvas: inout Canvas) {
        let phone = layout.phone
        canvas.grid.fill(layout.screen, style: theme.screen)
        canvas.addHotspot(layout.screen, .outside)
        drawBezel(phone, style: theme.frame, on: &canvas)
        let bar = layout.navigationBar
        canvas.line("‹ Back", in: bar, row: bar.row, style: theme.navigationBar)
        canvas.addHotspot(Rect(column: bar.column, row: bar.row, width: 6, height: 1), .back)
        let titleWidth = DisplayWidth.of(title)
        canvas.grid.write(title, column: bar.column + max(7, (bar.width - titleWidth) / 2), row: bar.row,
                          style: theme.navigationBar, limit: bar.maxColumn)
        for (offset, text) in panel.prefix(layout.panel.height).enumerated() {
            canvas.grid.write(truncated(text, width: layout.panel.width), column: layout.panel.column,
                              row: layout.panel.row + offset, style: .plain, limit: layout.panel.maxColumn)
        }
    }

    /// `text` cut to `width` columns, its last column an ellipsis when anything was cut, so a
    /// shortened line says it is shortened.
    static func truncated(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width, width > 0 else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = used + DisplayWidth.of(character)
            guard next <= width - 1 else { break }
            result.append(character)
            used = next
        }
        return result + "…"
    }

    private static func drawBezel(_ rect: Rect, style: CellStyle, on canvas: inout Canvas) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: "─", count: rect.width - 2)
        canvas.grid.write("╭" + horizontal + "╮", column: rect.column, row: rect.row, style: style)
        canvas.grid.write("╰" + horizontal + "╯", column: rect.column, row: rect.maxRow - 1, style: style)
        for row in (rect.row + 1)..<(rect.maxRow - 1) {
            canvas.grid.write("│", column: rect.column, row: row, style: style)
            canvas.grid.write("│", column: rect.maxColumn - 1, row: row, style: style)
        }
    }

    /// A message drawn as an alert box at the bottom of `content`, over whatever is there.
    static func drawAlert(_ message: String, in content: Rect, theme: Theme, on canvas: inout Canvas) {
        let lines = wrap(message, width: content.width - 4)
        let box = Rect(column: content.column + 1, row: content.maxRow - lines.count - 2, width: content.width - 2,
                       height: lines.count + 2)
        canvas.grid.fill(box, style: theme.alert)
        for (offset, line) in lines.enumerated() {
            canvas.grid.write(line, column: box.column + 1, row: box.row + 1 + offset, style: theme.alert, limit: box.maxColumn - 1)
        }
    }

    /// Greedy word wrap by display width; a word wider than the line is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if DisplayWidth.of(candidate) <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
