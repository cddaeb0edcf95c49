/// One mark of Morse code: a dot (one unit of tone) or a dash (three units).
public enum MorseElement: Sendable, Hashable, CaseIterable {
    /// A short mark: one unit of tone.
    case dot
    /// A long mark: three units of tone.
    case dash

    /// How the element is written in code text: `.` or `-`.
    public var symbol: Character {
        switch self {
        case .dot: "."
        case .dash: "-"
        }
    }

    /// The element written as `symbol`, or nil for any other character.
    public init?(symbol: Character) {
        switch symbol {
        case ".": self = .dot
        case "-": self = .dash
        default: return nil
        }
    }
}
