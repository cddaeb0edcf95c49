/// What makes a segment between word boundaries a word rather than a run of spaces, punctuation or
/// symbols (emoji included): a letter, a digit or other number, an ideograph or a Hangul syllable
/// (General_Category L* or N*; ideographs and Hangul syllables are Lo).
enum WordCharacters {
    static func containsWordCharacter(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        scalars.contains { isWordCharacter($0) }
    }

    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
