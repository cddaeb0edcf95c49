import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftKoreanDictionary
@testable import KeycraftPlayground
import Testing

/// The playground, the command and the benchmarks name a language and get its dictionary product's
/// shared dictionary (KeycraftKeyboard itself ships none).
@Suite struct SpellingLanguageTests {
    @Test func eachLanguageLoadsItsOwnProductsDictionary() throws {
        #expect(try SpellingLanguage.korean.dictionary() === CompactDictionary.korean())
        #expect(try SpellingLanguage(rawValue: "en")?.dictionary() === CompactDictionary.english())
        #expect(try SpellingLanguage.korean.speller().isKnown("안녕하세요"))
        #expect(try !SpellingLanguage.english.speller().isKnown("안녕하세요"))
    }
}
