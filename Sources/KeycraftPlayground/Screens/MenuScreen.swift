/// The menu: every screen by number.
enum MenuScreen {
    static func draw(layout: PhoneLayout, style: InterfaceStyle, on canvas: inout Canvas) {
        let theme = Theme.forAppearance(.default, in: style)
        let area = layout.terminal
        canvas.grid.fill(area, style: theme.screen)
        let title = theme.navigationBar
        canvas.grid.write("Keycraft playground", column: 2, row: 1, style: title)
        canvas.grid.write("Apple's text-handling guides, running on the real engine.", column: 2, row: 2,
                          style: theme.screen, limit: area.maxColumn)
        for (offset, entry) in ScreenCatalog.entries.enumerated() {
            let row = 4 + offset
            let key = MenuScreen.key(for: entry.number)
            var style = theme.screen
            style.isBold = true
            let end = canvas.grid.write(" \(key)  \(entry.title)", column: 2, row: row, style: style, limit: area.maxColumn)
            canvas.addHotspot(Rect(column: 2, row: row, width: end - 2, height: 1), .option(entry.number))
            canvas.grid.write(entry.summary, column: 30, row: row, style: theme.secondaryText, limit: area.maxColumn)
        }
        let help = "Press a number (0 is 10, f is 11) or click · Ctrl-D dark · q quits · Ctrl-C anywhere"
        canvas.grid.write(help, column: 2, row: min(area.maxRow - 1, 16), style: theme.secondaryText,
                          limit: area.maxColumn)
    }

    /// The key that opens screen `number`: its digit, 0 for 10, f for 11.
    static func key(for number: Int) -> String {
        switch number {
        case 10: "0"
        case 11: "f"
        default: String(number)
        }
    }

    /// The screen a key or a click on the menu opens.
    static func screenNumber(for event: ScreenEvent) -> Int? {
        switch event {
        case .key(.character("f")): return 11
        case .key(.character(let character)):
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            return digit == 0 ? 10 : digit
        case .tap(.option(let number)): return number
        default: return nil
        }
    }
}
