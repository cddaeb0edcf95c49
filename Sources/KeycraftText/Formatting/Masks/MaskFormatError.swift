/// Why a mask's format string can't be compiled. Every case names the offending character's position:
/// a 0-based offset in `Character`s into the format (the message counts from 1, as an editor's column).
public enum MaskFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The format is the empty string: a mask must describe at least one character.
    case emptyFormat
    /// `[` or `{` opened at `position` is never closed.
    case unclosedBracket(Character, position: Int)
    /// `]` or `}` at `position` closes nothing, or closes the other kind of bracket.
    case unexpectedClosingBracket(Character, position: Int)
    /// `[` or `{` at `position` opens inside another block: blocks don't nest.
    case nestedBracket(Character, position: Int)
    /// `[]` or `{}` at `position` holds no characters.
    case emptyBlock(position: Int)
    /// A character inside `[]` at `position` that is neither a notation (`0 9 A a _ -`, a custom one) nor `…`.
    case unknownBlockCharacter(Character, position: Int)
    /// A `\` at `position` with nothing after it.
    case danglingEscape(position: Int)

    /// Where the problem is: a 0-based offset in `Character`s into the format string.
    public var position: Int {
        switch self {
        case .emptyFormat: 0
        case .unclosedBracket(_, let position), .unexpectedClosingBracket(_, let position),
             .nestedBracket(_, let position), .unknownBlockCharacter(_, let position):
            position
        case .emptyBlock(let position), .danglingEscape(let position): position
        }
    }

    /// The problem and the UTF-16 offset of the offending character, for a message.
    public var description: String {
        let column = "at character \(position + 1)"
        return switch self {
        case .emptyFormat: "the mask is empty"
        case .unclosedBracket(let bracket, _): "'\(bracket)' \(column) is never closed"
        case .unexpectedClosingBracket(let bracket, _): "'\(bracket)' \(column) closes no block"
        case .nestedBracket(let bracket, _): "'\(bracket)' \(column) opens a block inside another block"
        case .emptyBlock: "an empty block \(column)"
        case .unknownBlockCharacter(let character, _):
            "'\(character)' \(column) is not a mask character (0 9 A a _ - … or a custom notation)"
        case .danglingEscape: "'\\' \(column) escapes nothing"
        }
    }
}
