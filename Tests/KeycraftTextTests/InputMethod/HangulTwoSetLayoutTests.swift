@testable import KeycraftText
import Testing

@Suite struct HangulTwoSetLayoutTests {
    /// Types Latin keys through the layout and the composer, committing at the end.
    func compose(_ keys: String) -> String {
        var composer = HangulComposer()
        var text = EditableText()
        for key in keys {
            HangulComposerTests.apply(composer.type(HangulTwoSetLayout.jamo(for: key) ?? key), to: &text)
        }
        HangulComposerTests.apply(composer.commit(), to: &text)
        return text.text
    }

    @Test func theKeysOfAGreetingTypeIt() {
        #expect(compose("dkssudgktpdy") == "안녕하세요")
        #expect(compose("gksrmf") == "한글")
        // A tail consonant moves on before a vowel; digits and spaces pass through.
        #expect(compose("tkfkd 2") == "사랑 2")
    }

    @Test func shiftGivesDoubledConsonantsAndTheSameJamoElsewhere() {
        #expect(HangulTwoSetLayout.jamo(for: "R") == "ㄲ")
        #expect(HangulTwoSetLayout.jamo(for: "P") == "ㅖ")
        #expect(HangulTwoSetLayout.jamo(for: "K") == "ㅏ")
        #expect(compose("Rkc") == "깣")
    }

    @Test func everyLetterKeyTypesAJamoAndNothingElseDoes() {
        for key in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ" {
            let jamo = HangulTwoSetLayout.jamo(for: key)
            #expect(jamo.map(HangulTwoSetLayout.isJamo) == true, "\(key)")
        }
        for key: Character in ["1", " ", ".", "-", "é", "한", "👩‍👩‍👧"] {
            #expect(HangulTwoSetLayout.jamo(for: key) == nil)
        }
        // 33 distinct jamo: 19 + 14 from the plain keys and the shifted ones.
        let all = Set("abcdefghijklmnopqrstuvwxyzQWERTOP".compactMap(HangulTwoSetLayout.jamo(for:)))
        #expect(all.count == 33)
    }

    /// The whole layout, key by key, as KS X 5002 draws it: the letters, the seven shifted keys,
    /// the other capitals typing their lower case's jamo, and every other ASCII character nothing.
    @Test func everyASCIIKeyTypesWhatTheStandardDraws() {
        let plain: [Character: Character] = [
            "q": "ㅂ", "w": "ㅈ", "e": "ㄷ", "r": "ㄱ", "t": "ㅅ", "y": "ㅛ", "u": "ㅕ", "i": "ㅑ", "o": "ㅐ", "p": "ㅔ",
            "a": "ㅁ", "s": "ㄴ", "d": "ㅇ", "f": "ㄹ", "g": "ㅎ", "h": "ㅗ", "j": "ㅓ", "k": "ㅏ", "l": "ㅣ",
            "z": "ㅋ", "x": "ㅌ", "c": "ㅊ", "v": "ㅍ", "b": "ㅠ", "n": "ㅜ", "m": "ㅡ",
        ]
        let shifted: [Character: Character] = ["Q": "ㅃ", "W": "ㅉ", "E": "ㄸ", "R": "ㄲ", "T": "ㅆ", "O": "ㅒ", "P": "ㅖ"]
        for value in UInt8(0)..<128 {
            let key = Character(Unicode.Scalar(value))
            let expected = shifted[key] ?? plain[key] ?? key.lowercased().first.flatMap { plain[$0] }
            #expect(HangulTwoSetLayout.jamo(for: key) == expected, "\(value)")
        }
        #expect(HangulTwoSetLayout.jamo(for: "\r\n") == nil)
    }
}
