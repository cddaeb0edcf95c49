extension Grid {
    /// The grid as a snapshot: its text, then one letter per column for the foreground colour and one
    /// for the background (``Color``'s raw values), so light and dark renderings differ cell by cell.
    ///
    /// A continuation column shows as `~` in the text block, keeping every line exactly `width` long.
    public var snapshot: String {
        var blocks = ["size \(width)x\(height)", "text:"]
        blocks += rows.map { row in String(row.map { cell in
            if case .character(let character) = cell.content { return character }
            return "~"
        }) }
        blocks.append("foreground:")
        blocks += rows.map { String($0.map(\.style.foreground.rawValue)) }
        blocks.append("background:")
        blocks += rows.map { String($0.map(\.style.background.rawValue)) }
        return blocks.joined(separator: "\n") + "\n"
    }
}
