/// The keys a two-set (dubeolsik) keyboard types for a precomposed Hangul syllable, in typing order:
/// 안 → ㅇ ㅏ ㄴ, 왜 → ㅇ ㅗ ㅐ, 값 → ㄱ ㅏ ㅂ ㅅ. Spelling correction compares Hangul over these keys, so a
/// mistyped vowel (세오 for 세요) is one edit, as it is one wrong key.
public enum HangulKeystrokes {
    /// The compatibility jamo typed for `scalar`, or nil when it is not a precomposed syllable.
    public static func keys(for scalar: Unicode.Scalar) -> [Character]? {
        let value = Int(scalar.value) - 0xAC00
        guard value >= 0, value < 11_172 else { return nil }
        let lead = HangulJamo.leads[value / (21 * 28)]
        let vowel = HangulJamo.vowels[(value % (21 * 28)) / 28]
        let tail = value % 28
        var keys: [Character] = [lead]
        keys += split(vowel, HangulJamo.compoundVowels)
        if tail > 0 { keys += split(HangulJamo.tails[tail - 1], HangulJamo.compoundTails) }
        return keys
    }

    private static func split(_ jamo: Character, _ compounds: [String: Character]) -> [Character] {
        compounds.first(where: { $0.value == jamo }).map { Array($0.key) } ?? [jamo]
    }
}
