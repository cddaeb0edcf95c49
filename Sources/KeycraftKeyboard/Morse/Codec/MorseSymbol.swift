/// What one code group stands for: a character of text, or a service signal.
public enum MorseSymbol: Sendable, Hashable, CustomStringConvertible {
    case character(Character)
    case signal(MorseSignal)

    /// The symbol as decoded text: the character itself, or the signal in angle brackets (`<SK>`).
    public var description: String {
        switch self {
        case .character(let character): String(character)
        case .signal(let signal): signal.textRepresentation
        }
    }
}
