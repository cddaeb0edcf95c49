import Foundation

/// The characters one position of a mask accepts.
///
/// Digits are Unicode decimal digits (`Nd`: ASCII, Arabic-Indic, full-width…) and letters are Unicode
/// letters, as `CharacterSet.decimalDigits` / `.letters` in InputMask. A character is one grapheme
/// cluster, so an accepted letter keeps its combining marks and an emoji is never split.
public enum MaskCharacterSet: Sendable, Hashable {
    /// Decimal digits of any script (`[0]`, `[9]`).
    case digits
    /// Letters of any script (`[A]`, `[a]`).
    case letters
    /// Letters and digits (`[_]`, `[-]`).
    case alphanumerics
    /// A custom notation's set: a character is accepted when every scalar of it is in the set.
    case custom(CharacterSet)

    /// Whether a position of this set accepts `character`.
    public func contains(_ character: Character) -> Bool {
        switch self {
        case .digits: Self.isDigit(character)
        case .letters: Self.isLetter(character)
        case .alphanumerics: Self.isDigit(character) || Self.isLetter(character)
        case .custom(let set): character.unicodeScalars.allSatisfy { set.contains($0) }
        }
    }

    static func isDigit(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 0x30 && ascii <= 0x39 }
        let scalars = character.unicodeScalars
        return scalars.count == 1 && scalars.first!.properties.numericType == .decimal
    }

    static func isLetter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return (ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A }
        return character.isLetter
    }
}
