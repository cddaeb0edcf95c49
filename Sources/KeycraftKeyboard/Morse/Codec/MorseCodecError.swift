/// Why text could not be encoded as Morse code, or code could not be decoded.
///
/// Text positions are offsets in grapheme clusters (what a reader counts as characters), with the
/// UTF-16 offset UIKit's `NSRange` would use beside them; code positions are the 0-based index of the
/// code group (the runs of dots and dashes between spaces, counting across word gaps).
public enum MorseCodecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A character with no code in the table, such as Hangul or an emoji, reported whole.
    case unknownCharacter(Character, offset: Int, utf16Offset: Int)
    /// `<…>` naming no known signal.
    case unknownSignal(String, offset: Int, utf16Offset: Int)
    /// A `<` with no `>` before the next space or the end of the text.
    case unterminatedSignal(offset: Int, utf16Offset: Int)
    /// A group of dots and dashes that no character or signal uses.
    case unknownCode(String, group: Int)
    /// A group holding something other than `.` and `-`.
    case malformedCode(String, group: Int)

    /// A message naming what was wrong and where: the offset, or the code group.
    public var description: String {
        switch self {
        case .unknownCharacter(let character, let offset, _):
            let scalars = character.unicodeScalars.map { "U+" + hex($0.value) }.joined(separator: " ")
            return "unknown character '\(character)' (\(scalars)) at offset \(offset): it has no Morse code"
        case .unknownSignal(let name, let offset, _):
            let known = MorseSignal.allCases.map(\.textRepresentation).joined(separator: " ")
            return "unknown signal '<\(name)>' at offset \(offset); known signals: \(known)"
        case .unterminatedSignal(let offset, _):
            return "unterminated signal: '<' at offset \(offset) has no closing '>'"
        case .unknownCode(let code, let group):
            return "unknown code '\(code)' at code group \(group): no character or signal has it"
        case .malformedCode(let code, let group):
            return "malformed code '\(code)' at code group \(group): only '.' and '-' may appear"
        }
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
