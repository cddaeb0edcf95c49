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
}
