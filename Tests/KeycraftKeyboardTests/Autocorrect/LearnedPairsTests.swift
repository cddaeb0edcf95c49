import KeycraftKeyboard
import KeycraftText
import Testing

/// Word pairs learned this session put the user's own phrases among the predictions.
@Suite struct LearnedPairsTests {
    @Test func followersAreCountedMostOftenFirstIgnoringTheFirstWordsCase() {
        var pairs = LearnedPairs()
        pairs.add("caret", after: "the")
        pairs.add("field", after: "The")
        pairs.add("field", after: "the")
        #expect(pairs.followers(of: "THE") == ["field", "caret"])
        #expect(pairs.followers(of: "a").isEmpty)
    }

    @Test func pastItsCapacityTheLeastRecentFirstWordIsForgotten() {
        var pairs = LearnedPairs()
        pairs.add("x", after: "first")
        for i in 1..<LearnedPairs.capacity { pairs.add("x", after: "w\(i)") }
        pairs.add("y", after: "first")  // used again: now the most recent
        pairs.add("x", after: "one more")
        #expect(pairs.followers(of: "first") == ["x", "y"])
        #expect(pairs.followers(of: "w1").isEmpty)
        #expect(pairs.followers(of: "one more") == ["x"])
    }

    /// Replay: a text typed twice through the keyboard's pipeline is predicted better the second
    /// time — each word counted when the bar offered it before its first letter — with the
    /// dictionary's bigrams and with the trigram model alike.
    @Test(arguments: [false, true]) func typingATextTwicePredictsItBetter(withModel: Bool) throws {
        let text = """
            Keycraft keeps the caret steady while marked text settles into the field, and the \
            suggestion bar follows the words a writer keeps choosing; quiet keyboards learn quiet \
            phrases, and tidy fields stay tidy when the caret moves.
            """
        let document = InMemoryTextDocument("")
        let controller = KeyboardInputViewController(document: document)
        let model = withModel ? try LanguageModel.english() : nil
        var entry = KeyboardTextEntry(autocorrector: Autocorrector(speller: DictionaryFixtures.englishSpeller, languageModel: model))
        func pass() -> Int {
            var hits = 0
            for word in text.split(separator: " ") {
                let letters = word.filter(\.isLetter)
                if entry.suggestionBar(in: controller).slots.contains(where: { $0.text.lowercased() == letters.lowercased() }) { hits += 1 }
                for character in word + " " { entry.insertText(String(character), in: controller) }
            }
            return hits
        }
        let first = pass(), second = pass()
        #expect(second >= first + 10, "first pass \(first), second \(second)")
        #expect(entry.autocorrector?.pairs.followers(of: "quiet") == ["keyboards", "phrases"])
    }

    @Test func nothingIsLearnedInASecureField() {
        let document = InMemoryTextDocument("", traits: TextInputTraits(isSecureTextEntry: true))
        let controller = KeyboardInputViewController(document: document)
        var entry = KeyboardTextEntry(autocorrector: Autocorrector(speller: DictionaryFixtures.englishSpeller))
        for character in "open sesame open sesame " { entry.insertText(String(character), in: controller) }
        #expect(entry.autocorrector?.pairs.isEmpty == true)
    }
}
