import KeycraftKeyboard
import KeycraftText

/// The on-screen keyboard for the first responder's traits, drawn docked at the bottom of the phone.
public struct KeyboardView: Equatable, Sendable {
    public var traits: TextInputTraits
    public var isReturnKeyEnabled: Bool
    public var isShifted = false
    /// The suggestion bar drawn as a row above the keys; nil for none.
    public var suggestions: SuggestionBar?
    /// The emoji search field's query, drawn as a row above the bar while the field is open.
    public var emojiSearchQuery: String?

    public init(traits: TextInputTraits, isReturnKeyEnabled: Bool) {
        self.traits = traits
        self.isReturnKeyEnabled = isReturnKeyEnabled
    }

    public var layout: KeyboardKeyLayout { KeyboardKeyLayout(keyboardType: traits.keyboardType) }
    public var height: Int { layout.rows.count + (suggestions == nil ? 0 : SuggestionBarView.height) + (emojiSearchQuery == nil ? 0 : 1) }

    func draw(in rect: Rect, theme: Theme, on canvas: inout Canvas) {
        canvas.grid.fill(rect, style: theme.keyboard)
        var rect = rect
        if let emojiSearchQuery {
            let field = Rect(column: rect.column, row: rect.row, width: rect.width, height: 1)
            canvas.grid.fill(field, style: theme.key)
            canvas.grid.write("Search Emoji: " + emojiSearchQuery + "▏", column: rect.column + 1, row: rect.row, style: theme.key, limit: field.maxColumn)
            rect = Rect(column: rect.column, row: rect.row + 1, width: rect.width, height: rect.height - 1)
        }
        let barHeight = suggestions == nil ? 0 : SuggestionBarView.height
        if let suggestions {
            SuggestionBarView.draw(suggestions, in: Rect(column: rect.column, row: rect.row, width: rect.width, height: barHeight),
                                   theme: theme, on: &canvas)
        }
        for (index, keys) in layout.rows.enumerated() {
            let row = rect.row + barHeight + index
            var column = rect.column
            for (key, width) in zip(keys, Self.widths(of: keys, in: rect.width)) {
                let keyRect = Rect(column: column, row: row, width: width, height: 1)
                let (label, style) = appearance(of: key, theme: theme)
                canvas.grid.fill(keyRect, style: style)
                let labelWidth = min(DisplayWidth.of(label), width)
                canvas.grid.write(label, column: column + (width - labelWidth) / 2, row: row, style: style, limit: keyRect.maxColumn)
                canvas.addHotspot(keyRect, .keyboardKey(key))
                column += width + 1
            }
        }
    }

    private func appearance(of key: KeyboardKey, theme: Theme) -> (String, CellStyle) {
        switch key {
        case .returnKey:
            let label = traits.returnKeyType.keyLabel
            if !isReturnKeyEnabled { return (label, theme.disabledKey) }
            return (label, traits.returnKeyType == .default ? theme.functionKey : theme.returnKey)
        case .text(let text):
            return (isShifted || traits.autocapitalizationType == .allCharacters ? text.uppercased() : text, theme.key)
        case .space: return (key.label, theme.key)
        case .shift, .delete, .globe, .planeSwitch: return (key.label, theme.functionKey)
        }
    }

    /// Key widths filling `width` with one-column gaps: space takes what the other keys leave, the
    /// return key twice a letter's share, every other key one share.
    public static func widths(of keys: [KeyboardKey], in width: Int) -> [Int] {
        let available = max(0, width - (keys.count - 1))
        let weights = keys.map { key -> Int in
            switch key {
            case .space: 4
            case .returnKey: 2
            default: 1
            }
        }
        let total = weights.reduce(0, +)
        var widths = weights.map { available * $0 / total }
        // Hand the remainder out from the left so the row ends flush with the keyboard's edge.
        var remainder = available - widths.reduce(0, +)
        var index = 0
        while remainder > 0, !widths.isEmpty {
            widths[index % widths.count] += 1
            remainder -= 1
            index += 1
        }
        return widths
    }
}
