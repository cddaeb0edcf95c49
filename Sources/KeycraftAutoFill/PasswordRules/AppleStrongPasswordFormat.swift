import Foundation

/// Apple's default strong password: 20 characters in three groups of six joined by hyphens, 16
/// lower-case letters, one upper-case letter and one digit (Apple Platform Security, "Automatic strong
/// passwords": 20 characters, one digit, one upper-case character, two hyphens, 16 lower-case
/// characters, 71 bits of entropy).
///
/// Each group is two consonant-vowel-consonant syllables, as Apple describes the format (19
/// consonants, 6 vowels). Apple does not publish which 19 consonants or where the digit goes; we leave
/// out `l` (easily misread as `I` or `1`), count `y` as a vowel, and put the digit in place of a
/// consonant at one of the five group edges after the first character. That gives
/// 19¹¹ · 6⁶ · 5 · 10 · 17 ≈ 2⁷² equally likely passwords (the 17 is the choice of the upper-case
/// letter); Apple's 71 bits also reflect a filter of offensive words, which we do not have.
///
/// ```swift
/// var generator = SystemRandomNumberGenerator()
/// let password = AppleStrongPasswordFormat.generate(using: &generator)   // "xxxxxx-xxxxxx-xxxxxx"
/// ```
public enum AppleStrongPasswordFormat {
    /// The password's length, hyphens included.
    public static let length = 20
    static let consonants = Array("bcdfghjkmnpqrstvwxz".utf8)
    static let vowels = Array("aeiouy".utf8)
    /// The consonant slots at the edges of the groups where the digit may go.
    static let digitPositions = [5, 7, 12, 14, 19]
    static let hyphenPositions: Set = [6, 13]
    /// Offsets of vowels inside a `CVCCVC` group.
    static let vowelOffsetsInGroup: Set = [1, 4]

    /// How hard a generated password is to guess, in bits.
    public static let entropyBits: Double =
        11 * log2(Double(consonants.count)) + 6 * log2(Double(vowels.count))
        + log2(Double(digitPositions.count * 10 * 17))

    /// Whether every password of this format satisfies `requirements`.
    public static func isAllowed(by requirements: PasswordRequirements) -> Bool {
        let needed = ASCIIPrintableSet.lower.union(.upper).union(.digit).union(ASCIIPrintableSet([UInt8(ascii: "-")]))
        guard requirements.allowed.includesAllCharacters || requirements.allowed.ascii.isSuperset(of: needed) else { return false }
        guard (requirements.minLength ?? 0) <= length, (requirements.maxLength ?? length) >= length else { return false }
        // Two consonants meet between syllables, so a character can repeat twice in a row.
        if let maxConsecutive = requirements.maxConsecutive, maxConsecutive < 2 { return false }
        return requirements.required.allSatisfy { set in
            set.includesAllCharacters || set.ascii.contains(UInt8(ascii: "-"))
                || [ASCIIPrintableSet.lower, .upper, .digit].contains { set.ascii.isSuperset(of: $0) }
        }
    }

    /// A password in this format, drawing randomness from `generator`.
    public static func generate(using generator: inout some RandomNumberGenerator) -> String {
        var characters = [UInt8](repeating: UInt8(ascii: "-"), count: length)
        var letterPositions: [Int] = []
        for position in 0..<length where !hyphenPositions.contains(position) {
            let offsetInGroup = position % 7
            let pool = vowelOffsetsInGroup.contains(offsetInGroup) ? vowels : consonants
            characters[position] = pool.randomElement(using: &generator)!
            letterPositions.append(position)
        }
        let digitPosition = digitPositions.randomElement(using: &generator)!
        characters[digitPosition] = UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator)
        letterPositions.removeAll { $0 == digitPosition }
        let upperPosition = letterPositions.randomElement(using: &generator)!
        characters[upperPosition] -= 0x20  // ASCII lower-case to upper-case
        return String(decoding: characters, as: UTF8.self)
    }
}
