/// The colours a cell can take: the 16 ANSI colours plus the terminal's own default.
///
/// Named, not RGB, so a snapshot records them as one letter each and any terminal can show them.
public enum Color: Character, CaseIterable, Sendable {
    case terminalDefault = "."
    case black = "k", red = "r", green = "g", yellow = "y", blue = "b", magenta = "m", cyan = "c", white = "w"
    case brightBlack = "K", brightRed = "R", brightGreen = "G", brightYellow = "Y"
    case brightBlue = "B", brightMagenta = "M", brightCyan = "C", brightWhite = "W"

    /// The SGR parameter selecting this colour as foreground; background adds 10.
    var foregroundCode: Int {
        switch self {
        case .terminalDefault: 39
        case .black: 30
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .white: 37
        case .brightBlack: 90
        case .brightRed: 91
        case .brightGreen: 92
        case .brightYellow: 93
        case .brightBlue: 94
        case .brightMagenta: 95
        case .brightCyan: 96
        case .brightWhite: 97
        }
    }
}

/// How a cell is drawn.
public struct CellStyle: Equatable, Sendable {
    public var foreground: Color
    public var background: Color
    public var isBold: Bool

    public init(foreground: Color = .terminalDefault, background: Color = .terminalDefault, isBold: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
    }

    public static let plain = CellStyle()
}
