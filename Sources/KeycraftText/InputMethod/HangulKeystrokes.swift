/// The keys a two-set (dubeolsik) keyboard types for Hangul, in typing order: 안 → ㅇ ㅏ ㄴ, 왜 → ㅇ ㅗ ㅐ,
/// 값 → ㄱ ㅏ ㅂ ㅅ, and a lone compound letter as its two keys (ㅘ → ㅗ ㅏ). Spelling correction
/// compares Hangul over these keys, so a mistyped vowel (세오 for 세요) is one edit, as it is one wrong key.
public enum HangulKeystrokes {
    /// The compatibility jamo typed for `scalar`, or nil when it is neither a precomposed syllable nor
    /// a compound letter (a simple letter is its own key).
    public static func keys(for scalar: Unicode.Scalar) -> [Character]? {
        let value = Int(scalar.value) - 0xAC00
        guard value >= 0, value < 11_172 else {
            // A lone compound letter, as another input method may leave one (ㄳ, ㅢ).
            let letter = Character(scalar)
            for compounds in [HangulJamo.compoundVowels, HangulJamo.compoundTails] {
                let keys = split(letter, compounds)
                if keys.count == 2 { return keys }
            }
            return nil
        }
        let lead = HangulJamo.leads[value / (21 * 28)]
        let vowel = HangulJamo.vowels[(value % (21 * 28)) / 28]
        let tail = value % 28
        var keys: [Character] = [lead]
        keys += split(vowel, HangulJamo.compoundVowels)
        if tail > 0 { keys += split(HangulJamo.tails[tail - 1], HangulJamo.compoundTails) }
        return keys
    }

    /// The text the system's two-set keyboard leaves for `keys` typed in a row and committed
    /// (``HangulComposer``): the inverse of ``keys(for:)`` over a word, ㅇㅏㄴㄴㅕㅇ → 안녕.
    public static func text(typing keys: some Sequence<Character>) -> String {
        var composer = HangulComposer()
        var committed = "", marked = ""
        func apply(_ operations: [CompositionOperation]) {
            for operation in operations {
                switch operation {
                case .setMarkedText(let text): marked = text
                case .unmarkText: committed += marked; marked = ""
                case .insertText(let text): committed += text; marked = ""
                case .deleteBackward: if !committed.isEmpty { committed.removeLast() }
                }
            }
        }
        for key in keys { apply(composer.type(key)) }
        apply(composer.commit())
        return committed
    }

    private static func split(_ jamo: Character, _ compounds: [String: Character]) -> [Character] {
        compounds.first(where: { $0.value == jamo }).map { Array($0.key) } ?? [jamo]
    }
}
