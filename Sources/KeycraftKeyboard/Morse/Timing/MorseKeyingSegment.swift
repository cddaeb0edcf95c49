/// One stretch of a keyed transmission: a tone or a silence, with its standard length in units
/// (ITU-R M.1677-1, section 2: dash = 3 dots; gaps of 1 inside a character, 3 between letters,
/// 7 between words).
public enum MorseKeyingSegment: Sendable, Hashable, CaseIterable {
    /// A tone of one unit.
    case dot
    /// A tone of three units.
    case dash
    /// Silence between the elements of one character.
    case elementGap
    /// Silence between letters (or signals) of a word.
    case letterGap
    /// Silence between words.
    case wordGap

    /// Length in units.
    public var units: Int {
        switch self {
        case .dot, .elementGap: 1
        case .dash, .letterGap: 3
        case .wordGap: 7
        }
    }

    /// Whether the key is down (a tone sounds).
    public var isTone: Bool { self == .dot || self == .dash }

    /// Whether Farnsworth spacing stretches this silence (only the gaps between characters).
    public var isCharacterSpacing: Bool { self == .letterGap || self == .wordGap }
}
