/// The Korean two-set (dubeolsik) layout of KS X 5002 on a QWERTY keyboard: the jamo each key types,
/// so a hardware keyboard — or a terminal — can feed ``HangulComposer``.
///
/// Shift gives the five doubled consonants (ㅃ ㅉ ㄸ ㄲ ㅆ) and ㅒ ㅖ; on every other key it types the
/// same jamo as without it, as the system's Korean hardware keyboard does.
public enum HangulTwoSetLayout {
    /// The jamo for a key, or nil for keys that are not letters (digits and punctuation type
    /// themselves).
    public static func jamo(for key: Character) -> Character? {
        if let shifted = shiftedKeys[key] { return shifted }
        guard let lower = key.lowercased().first, key.isASCII else { return nil }
        return keys[lower]
    }

    /// Whether a character is a jamo the composer combines (what this layout types).
    public static func isJamo(_ character: Character) -> Bool {
        HangulJamo.isConsonant(character) || HangulJamo.isVowel(character)
    }

    private static let keys: [Character: Character] = [
        "q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ", "o": "ㅐ", "p": "ㅔ",
        "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ", "j": "ㅓ", "k": "ㅏ", "l": "ㅣ",
        "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ", "n": "ㅜ", "m": "ㅡ",
    ]

    private static let shiftedKeys: [Character: Character] = [
        "Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ", "P": "ㅖ",
    ]
}
