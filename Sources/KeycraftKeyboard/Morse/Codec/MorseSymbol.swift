/// What one code group stands for: a character of text, or a service signal.
public enum MorseSymbol: Sendable, Hashable, CustomStringConvertible {
    /// A character of text: a letter, figure or punctuation mark.
    case character(Character)
    /// A service signal, sent as one code with no letter gaps.
    case signal(MorseSignal)

    /// The symbol as decoded text: the character itself, or the signal in angle brackets (`<SK>`).
    public var description: String {
        switch self {
        case .character(let character): String(character)
        case .signal(let signal): signal.textRepresentation
        }
    }
}
