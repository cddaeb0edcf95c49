import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

/// The suggestion engine is a seam: an app plugs in its own corrector (or the disabled one) and the
/// keyboard-extension controller runs it where it ran the dictionary's.
@Suite struct SuggestionServiceTests {
    /// A corrector of the app's own: a fixed list of corrections, remembering what it was told.
    struct ListCorrector: SuggestionService {
        var corrections: [String: String]
        var language: SpellingLanguage
        var told: [String] = []

        func correction(for word: String, context: TypingContext, lexicon: Lexicon) -> String? { corrections[word] }

        func suggestionBar(currentWord: String, context: TypingContext, lexicon: Lexicon) -> SuggestionBar {
            SuggestionBar(slots: currentWord.isEmpty ? [] : [Suggestion(text: language.rawValue + ":" + currentWord, kind: .typedWord)])
        }

        mutating func learn(_ word: String) { told.append(word) }
        var learnedWords: [String] { told }
    }

    @Test func theControllerRunsTheAppsCorrector() {
        let fixture = ExtensionKeyboardFixture(speller: nil, suggestionService: { language, _ in
            ListCorrector(corrections: ["gonna": "going to"], language: language)
        })
        fixture.type("gon")
        #expect(fixture.keyboard.suggestionBar.slots.map(\.text) == ["en:gon"])
        fixture.type("na ")
        #expect(fixture.text == "going to ")
        // A backspace reverts the app's correction as it reverts the dictionary's.
        fixture.keyboard.deleteBackward()
        fixture.proxy.deliverReports()
        #expect(fixture.text == "gonna")
        #expect(fixture.keyboard.isAutocorrectEnabled)
    }

    /// A compound the app's service knows stays whole; one it doesn't is corrected part by part.
    @Test func aCompoundTheAppsServiceKnowsIsLeftWhole() {
        struct CompoundCorrector: SuggestionService {
            func correction(for word: String, context: TypingContext, lexicon: Lexicon) -> String? { word == "teh" ? "the" : nil }
            func suggestionBar(currentWord: String, context: TypingContext, lexicon: Lexicon) -> SuggestionBar { SuggestionBar(slots: []) }
            func isKnown(_ word: String, lexicon: Lexicon) -> Bool { word == "teh-teh" }
        }
        let fixture = ExtensionKeyboardFixture(speller: nil, suggestionService: { _, _ in CompoundCorrector() })
        fixture.type("teh-teh ")
        #expect(fixture.text == "teh-teh ")
        fixture.type("teh-tehs ")
        #expect(fixture.text == "teh-teh the-tehs ")
    }

    @Test func theServiceFollowsTheLanguageTheKeysType() {
        let fixture = ExtensionKeyboardFixture(speller: nil, typingMode: .hangulTwoSet, suggestionService: { language, _ in
            ListCorrector(corrections: [:], language: language)
        })
        fixture.type("gks")
        #expect(fixture.keyboard.suggestionBar.slots.first?.text.hasPrefix("ko:") == true)
    }

    @Test func theDisabledServiceCorrectsAndSuggestsNothing() {
        let fixture = ExtensionKeyboardFixture(suggestionService: { _, _ in DisabledSuggestionService() })
        fixture.type("teh ")
        #expect(fixture.text == "teh ")
        fixture.type("th")
        #expect(fixture.keyboard.suggestionBar.slots.isEmpty)
        #expect(fixture.keyboard.learnedWords.isEmpty)
    }

    /// The standard service is the dictionary's Autocorrector, as before.
    @Test func theStandardServiceIsTheAutocorrector() {
        let fixture = ExtensionKeyboardFixture()
        fixture.type("teh ")
        #expect(fixture.text == "the ")
        var entry = KeyboardTextEntry(autocorrector: Autocorrector(speller: DictionaryFixtures.englishSpeller))
        #expect(entry.suggestionService is Autocorrector)
        entry.suggestionService = DisabledSuggestionService()
        #expect(entry.autocorrector == nil)
    }
}
