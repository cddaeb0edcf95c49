/// Hangul letters as a two-set (dubeolsik) keyboard types them, and how they combine into syllables.
///
/// Facts from The Unicode Standard, §3.12 "Conjoining Jamo Behavior": a precomposed syllable is
/// U+AC00 + (lead × 21 + vowel) × 28 + tail, with leads, vowels and tails in the orders below.
/// Keys produce Hangul Compatibility Jamo (U+3131...U+3163), the characters shown for a lone letter.
enum HangulJamo {
    /// The 19 leading consonants in syllable order.
    static let leads: [Character] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    /// The 21 vowels in syllable order.
    static let vowels: [Character] = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    /// The 27 trailing consonants in syllable order (index 0 of the formula means "no tail").
    static let tails: [Character] = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")

    /// Vowels typed as two keys (ㅗ + ㅏ = ㅘ).
    static let compoundVowels: [String: Character] = [
        "ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ", "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ",
    ]
    /// Tails typed as two consonants (ㄱ + ㅅ = ㄳ).
    static let compoundTails: [String: Character] = [
        "ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ", "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ",
        "ㄹㅌ": "ㄾ", "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ",
    ]

    static func isConsonant(_ key: Character) -> Bool { leads.contains(key) || tails.contains(key) }
    static func isVowel(_ key: Character) -> Bool { vowels.contains(key) }

    /// The precomposed syllable for a lead, a vowel and an optional tail.
    static func syllable(lead: Character, vowel: Character, tail: Character?) -> Character? {
        guard let l = leads.firstIndex(of: lead), let v = vowels.firstIndex(of: vowel) else { return nil }
        let t = tail.flatMap { tails.firstIndex(of: $0).map { $0 + 1 } } ?? 0
        return Unicode.Scalar(0xAC00 + (l * 21 + v) * 28 + t).map(Character.init)
    }

    /// A compound tail split into the part that stays and the part that starts the next syllable
    /// (ㄳ + ㅏ → ㄱ stays, 사 begins); a simple tail moves whole.
    static func splitTail(_ tail: Character) -> (stays: Character?, moves: Character) {
        if let pair = compoundTails.first(where: { $0.value == tail })?.key {
            return (pair.first, pair.last!)
        }
        return (nil, tail)
    }
}
