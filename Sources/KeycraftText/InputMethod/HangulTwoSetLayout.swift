/// The Korean two-set (dubeolsik) layout of KS X 5002 on a QWERTY keyboard: the jamo each key types,
/// so a hardware keyboard — or a terminal — can feed ``HangulComposer``.
///
/// Shift gives the five doubled consonants (ㅃ ㅉ ㄸ ㄲ ㅆ) and ㅒ ㅖ; on every other key it types the
/// same jamo as without it, as the system's Korean hardware keyboard does.
public enum HangulTwoSetLayout {
    /// The jamo for a key, or nil for keys that are not letters (digits and punctuation type
    /// themselves).
    public static func jamo(for key: Character) -> Character? {
        guard let ascii = key.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return keys[Int(ascii - UInt8(ascii: "a"))]
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return shiftedKeys[Int(ascii - UInt8(ascii: "A"))] ?? keys[Int(ascii - UInt8(ascii: "A"))]
        default:
            return nil
        }
    }

    /// Whether a character is a jamo the composer combines (what this layout types).
    public static func isJamo(_ character: Character) -> Bool {
        HangulJamo.isConsonant(character) || HangulJamo.isVowel(character)
    }

    // Arrays by letter rather than dictionaries: a dictionary keyed by `Character` had the runtime
    // look up `Character: Hashable` among all the binary's conformances, a few hundred microseconds
    // of the start of every command that lays out a keyboard.

    /// The jamo of each letter key, a to z.
    private static let keys: [Character] = [
        "ㅁ", "ㅠ", "ㅊ", "ㅇ", "ㄷ", "ㄹ", "ㅎ", "ㅗ", "ㅑ", "ㅓ", "ㅏ", "ㅣ", "ㅡ",
        "ㅜ", "ㅐ", "ㅔ", "ㅂ", "ㄱ", "ㄴ", "ㅅ", "ㅕ", "ㅍ", "ㅈ", "ㅌ", "ㅛ", "ㅋ",
    ]

    /// What each letter key types with shift, A to Z, where that differs from ``keys``' jamo:
    /// Q ㅃ, W ㅉ, E ㄸ, R ㄲ, T ㅆ, O ㅒ, P ㅖ.
    private static let shiftedKeys: [Character?] = [
        nil, nil, nil, nil, "ㄸ", nil, nil, nil, nil, nil, nil, nil, nil,
        nil, "ㅒ", "ㅖ", "ㅃ", "ㄲ", nil, "ㅆ", nil, nil, "ㅉ", nil, nil, nil,
    ]
}
