import Foundation

/// A character that stands for a set of characters inside a mask's `[]` blocks: the built-in `0 9 A a _ -`
/// and custom ones an app adds (InputMask's `Notation`), such as `[999][.][99]` with `.` accepting `.`
/// or `,`.
public struct MaskNotation: Sendable, Hashable {
    /// The character that stands for the set inside `[]`.
    public let character: Character
    /// The characters it accepts.
    public let characterSet: MaskCharacterSet
    /// Optional positions may stay empty: the mask is complete without them.
    public let isOptional: Bool

    /// A notation: `character` in a mask's brackets stands for one of `characterSet`, optional or not.
    public init(character: Character, characterSet: MaskCharacterSet, isOptional: Bool) {
        self.character = character
        self.characterSet = characterSet
        self.isOptional = isOptional
    }

    /// `init(character:characterSet:isOptional:)` with a Foundation `CharacterSet`, as InputMask spells it.
    public init(character: Character, characterSet: CharacterSet, isOptional: Bool) {
        self.init(character: character, characterSet: .custom(characterSet), isOptional: isOptional)
    }

    /// `0` digit, `9` optional digit, `A` letter, `a` optional letter, `_` letter or digit, `-` optional
    /// letter or digit.
    public static let builtIn: [MaskNotation] = [
        MaskNotation(character: "0", characterSet: MaskCharacterSet.digits, isOptional: false),
        MaskNotation(character: "9", characterSet: MaskCharacterSet.digits, isOptional: true),
        MaskNotation(character: "A", characterSet: MaskCharacterSet.letters, isOptional: false),
        MaskNotation(character: "a", characterSet: MaskCharacterSet.letters, isOptional: true),
        MaskNotation(character: "_", characterSet: MaskCharacterSet.alphanumerics, isOptional: false),
        MaskNotation(character: "-", characterSet: MaskCharacterSet.alphanumerics, isOptional: true),
    ]

    /// The ellipsis: the last position's kind repeated without end.
    public static let ellipsis: Character = "…"
}
