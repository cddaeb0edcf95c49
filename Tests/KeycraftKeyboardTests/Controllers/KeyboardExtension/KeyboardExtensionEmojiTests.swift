import Foundation
import KeycraftEmojiData
import KeycraftKeyboard
import KeycraftText
import Testing

/// Emoji in the extension controller: the suggestion bar's emoji after a word, its setting and the
/// fields that never get one, and the emoji search field.
@Suite struct KeyboardExtensionEmojiTests {
    @Test func afterPizzaTheBarOffersThePizzaAndATapPutsItInTheWordsPlace() throws {
        let fixture = ExtensionKeyboardFixture("I want ")
        fixture.type("pizza")
        let slots = fixture.keyboard.suggestionBar.slots
        #expect(slots.count == 3)
        #expect(slots.first == Suggestion(text: "pizza", kind: .typedWord))
        #expect(slots.last == Suggestion(text: "🍕", kind: .emoji))
        fixture.keyboard.selectSuggestion(at: 2)
        #expect(fixture.text == "I want 🍕 ")
        // After the space the bar predicts words again.
        #expect(!fixture.keyboard.suggestionBar.slots.contains { $0.kind == .emoji })
    }

    @Test func aWordWithNoEmojiKeepsItsThreeWordSlots() {
        let fixture = ExtensionKeyboardFixture()
        fixture.type("teh")
        #expect(!fixture.keyboard.suggestionBar.slots.contains { $0.kind == .emoji })
    }

    /// CLDR names emoji for "you", "me", "what" and "at"; the bar keeps its word slots after them.
    @Test(arguments: ["you", "Me", "what", "at"])
    func grammaticalWordsKeepTheirWordSlots(word: String) throws {
        let fixture = ExtensionKeyboardFixture("I saw ")
        fixture.type(word)
        #expect(!fixture.keyboard.suggestionBar.slots.contains { $0.kind == .emoji })
        // Search, where the user asked, still finds them.
        #expect(try !EmojiSearch.bundled(.english).search(word.lowercased(), limit: 3).isEmpty)
    }

    @Test func theSettingTurnsEmojiSuggestionsOff() {
        let fixture = ExtensionKeyboardFixture()
        fixture.keyboard.emojiSuggestions.isEnabled = false
        fixture.type("pizza")
        #expect(!fixture.keyboard.suggestionBar.slots.contains { $0.kind == .emoji })
        fixture.keyboard.emojiSuggestions.isEnabled = true
        #expect(fixture.keyboard.suggestionBar.slots.last?.text == "🍕")
    }

    @Test(arguments: [
        TextInputTraits(isSecureTextEntry: true), TextInputTraits(keyboardType: .URL),
        TextInputTraits(keyboardType: .emailAddress), TextInputTraits(keyboardType: .numberPad),
    ])
    func neverInSecureURLOrEmailFields(traits: TextInputTraits) {
        let fixture = ExtensionKeyboardFixture(traits: traits)
        fixture.type("pizza")
        #expect(!fixture.keyboard.suggestionBar.slots.contains { $0.kind == .emoji })
        #expect(!EmojiSuggestions.isAllowed(for: traits))
    }

    @Test func withoutAutocorrectTheBarStillOffersTheEmoji() {
        let fixture = ExtensionKeyboardFixture(speller: nil)
        fixture.type("coffee")
        #expect(fixture.keyboard.suggestionBar.slots == [Suggestion(text: "☕", kind: .emoji)])
    }

    @Test func koreanTypingOffersKoreanEmoji() {
        let fixture = ExtensionKeyboardFixture(speller: nil, typingMode: .hangulTwoSet)
        fixture.type("ㅍㅣㅈㅏ")
        fixture.keyboard.adjustTextPosition(byCharacterOffset: 0)
        #expect(fixture.text == "피자")
        #expect(fixture.keyboard.suggestionBar.slots.last == Suggestion(text: "🍕", kind: .emoji))
    }

    @Test func theSearchFieldTakesTheKeysAndAPickGoesIntoTheDocument() throws {
        let fixture = ExtensionKeyboardFixture("Lunch: ")
        fixture.keyboard.beginEmojiSearch()
        fixture.type("pizzq")
        fixture.backspace()
        fixture.type("a")
        #expect(fixture.text == "Lunch: ")
        #expect(fixture.keyboard.emojiSearchField?.query == "pizza")
        let results = fixture.keyboard.emojiSearchResults()
        #expect(results.first == "🍕")
        fixture.keyboard.selectEmojiSearchResult(results[0])
        #expect(fixture.text == "Lunch: 🍕")
        fixture.keyboard.endEmojiSearch()
        #expect(fixture.keyboard.emojiSearchField == nil)
        #expect(fixture.keyboard.emojiSearchResults().isEmpty)
        fixture.type("!")
        #expect(fixture.text == "Lunch: 🍕!")
    }

    @Test func theSearchFieldComposesHangul() {
        let fixture = ExtensionKeyboardFixture(speller: nil, typingMode: .hangulTwoSet)
        fixture.keyboard.beginEmojiSearch()
        fixture.type("ㅎㅏㅌㅡ")
        #expect(fixture.keyboard.emojiSearchField?.query == "하트")
        #expect(fixture.keyboard.emojiSearchField?.markedText == "트")
        #expect(fixture.keyboard.emojiSearchResults().first == "❤️")
        fixture.backspace()
        #expect(fixture.keyboard.emojiSearchField?.query == "하ㅌ")
        #expect(fixture.text == "")
    }
}
