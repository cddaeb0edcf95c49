extension Grid {
    /// The escape sequence that draws the whole grid from the top-left corner, changing SGR attributes
    /// only where the style changes.
    public var ansi: String {
        var output = "\u{1B}[H"
        var current: CellStyle? = nil
        for (index, row) in rows.enumerated() {
            output += "\u{1B}[\(index + 1);1H"
            for cell in row {
                guard case .character(let character) = cell.content else { continue }
                if cell.style != current {
                    output += Self.sgr(cell.style)
                    current = cell.style
                }
                output.append(character)
            }
        }
        return output + "\u{1B}[0m"
    }

    static func sgr(_ style: CellStyle) -> String {
        "\u{1B}[0;\(style.isBold ? "1;" : "")\(style.foreground.foregroundCode);\(style.background.foregroundCode + 10)m"
    }
}
