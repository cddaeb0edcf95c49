import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

/// Autocorrect through the keyboard's typing pipeline, on the shipped English dictionary.
@Suite struct AutocorrectTypingTests {
    struct Typist {
        let document: InMemoryTextDocument
        let controller: KeyboardInputViewController
        var entry: KeyboardTextEntry

        init(_ text: String = "", traits: TextInputTraits = TextInputTraits(), lexicon: Lexicon = .empty,
             store: (any LearnedWordStore)? = nil) {
            document = InMemoryTextDocument(text, traits: traits)
            controller = KeyboardInputViewController(document: document)
            entry = KeyboardTextEntry(
                lexicon: lexicon, autocorrector: Autocorrector(speller: DictionaryFixtures.englishSpeller, store: store))
        }

        mutating func type(_ text: String) {
            for character in text { entry.insertText(String(character), in: controller) }
        }

        mutating func backspace() { entry.deleteBackward(in: controller) }
        var text: String { document.text }
        var bar: SuggestionBar { entry.suggestionBar(in: controller) }
    }

    @Test(arguments: [
        ("teh ", "the "), ("Teh ", "The "), ("TEH ", "THE "), ("dont ", "don't "), ("im ", "I'm "), ("i ", "I "),
        ("recieve.", "receive."), ("I think thier ", "I think their "), ("speling, ", "spelling, "),
    ])
    func wordsAreCorrectedWhenTheyEnd(typed: String, expected: String) {
        var typist = Typist()
        typist.type(typed)
        #expect(typist.text == expected)
    }

    @Test func knownWordsAreLeftAlone() {
        var typist = Typist()
        typist.type("the wont cat ran ")
        #expect(typist.text == "the wont cat ran ")
    }

    @Test func backspaceRevertsAndTheWordIsLearnedAndNotCorrectedAgain() throws {
        let store = InMemoryLearnedWordStore()
        var typist = Typist(store: store)
        typist.type("teh ")
        #expect(typist.text == "the ")
        typist.backspace()
        #expect(typist.text == "teh")
        typist.type(" and teh ")
        #expect(typist.text == "teh and teh ")
        #expect(store.vocabulary.words == ["teh"])
        #expect(store.vocabulary.rejectedCorrections == ["teh": ["the"]])
        // A new session with the same store remembers it.
        var next = Typist(store: store)
        next.type("teh ")
        #expect(next.text == "teh ")
    }

    @Test func aWordKeptTwiceIsLearned() {
        let store = InMemoryLearnedWordStore()
        var typist = Typist(store: store)
        typist.type("Qzxjvw ")
        #expect(store.vocabulary.words.isEmpty)
        typist.type("qzxjvw ")
        #expect(typist.text == "Qzxjvw qzxjvw ")
        #expect(store.vocabulary.words == ["qzxjvw"])
    }

    @Test func learnedAndLexiconWordsAreNeverCorrectedAndAreSuggested() throws {
        let store = InMemoryLearnedWordStore(LearnedVocabulary(words: ["Keycraft"]))
        let lexicon = Lexicon([LexiconEntry(userInput: "Siobhan", documentText: "Siobhan")])
        var typist = Typist(lexicon: lexicon, store: store)
        // Siobhan is a contact's name: text replacement capitalises it, autocorrect leaves both alone.
        typist.type("keycraft siobhan ")
        #expect(typist.text == "keycraft Siobhan ")
        typist.type("Keycraf")
        #expect(typist.bar.slots.map(\.text).contains("Keycraft"))
        let speller = DictionaryFixtures.englishSpeller
        let candidates = speller.candidates(for: "Siobhn", userWords: UserWords(lexicon: lexicon), limit: 3)
        #expect(candidates.first?.word == "Siobhan")
        #expect(candidates.first?.isUserWord == true)
    }

    @Test func theHostAppAddsAndRemovesWordsThroughAFileStore() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-learned-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let store = FileLearnedWordStore(url: url)
        #expect(try store.load() == LearnedVocabulary())
        try store.addWord("Keycraft")
        try store.addWord("keycraft")
        #expect(try store.load().words == ["Keycraft"])
        var typist = Typist(store: store)
        typist.type("Keycrafg ")
        #expect(typist.text == "Keycraft ")
        try store.removeWord("KEYCRAFT")
        #expect(try FileLearnedWordStore(url: url).load().words.isEmpty)
    }

    @Test(arguments: [
        TextInputTraits(autocorrectionType: .no),
        TextInputTraits(isSecureTextEntry: true),
        TextInputTraits(keyboardType: .URL),
        TextInputTraits(keyboardType: .emailAddress),
        TextInputTraits(keyboardType: .numberPad),
    ])
    func offWhereUIKitTurnsItOff(traits: TextInputTraits) {
        var typist = Typist(traits: traits)
        typist.type("teh ")
        #expect(typist.text == "teh ")
        #expect(typist.bar.slots.isEmpty)
    }

    @Test func offForHTMLAutocorrectOff() throws {
        let attributes = try HTMLInputAttributes(parsing: "<input type=text autocorrect=off>")
        var typist = Typist(traits: attributes.textInputTraits)
        typist.type("teh ")
        #expect(typist.text == "teh ")
    }

    @Test func secureFieldsTeachNothing() {
        let store = InMemoryLearnedWordStore()
        var typist = Typist(traits: TextInputTraits(isSecureTextEntry: true), store: store)
        typist.type("qzxjvw qzxjvw qzxjvw ")
        #expect(store.vocabulary == LearnedVocabulary())
    }

    @Test func capitalisedWordsMidSentenceAreNamesUnlessConfident() {
        // Unsure: two candidates about as likely (Baton, Button), so Batton may be a name.
        var typist = Typist()
        typist.type("I met Batton ")
        #expect(typist.text == "I met Batton ")
        // Sure: one transposition from a name far likelier than any other candidate.
        var name = Typist()
        name.type("I met Jonh ")
        #expect(name.text == "I met John ")
        // Confident: one transposition from a word far likelier than any other candidate.
        var confident = Typist()
        confident.type("I saw Teh ")
        #expect(confident.text == "I saw The ")
        var start = Typist()
        start.type("Teh cat. Teh ")
        #expect(start.text == "The cat. The ")
    }

    @Test func theSuggestionBarFillsItsThreeSlotsAsIOSDoes() {
        var typist = Typist()
        typist.type("teh")
        let bar = typist.bar
        #expect(bar.slots.count == 3)
        #expect(bar.slots[0] == Suggestion(text: "teh", kind: .typedWord, isUnknown: true))
        #expect(bar.slots[0].label == "\u{201C}teh\u{201D}")
        #expect(bar.slots[1] == Suggestion(text: "the", kind: .autocorrection))
        #expect(bar.autocorrection?.text == "the")
        // Known word: itself, then completions.
        var known = Typist()
        known.type("hel")
        #expect(known.bar.slots.map(\.text) == ["hel", "help", "held"])
        // After a space: predictions from the previous word, the likeliest in the middle.
        var after = Typist()
        after.type("one of ")
        #expect(after.bar.slots.map(\.kind) == [.prediction, .prediction, .prediction])
        #expect(after.bar.slots[1].text == "the")
    }

    @Test func tappingASuggestionInsertsIt() {
        var typist = Typist()
        typist.type("teh")
        typist.entry.accept(typist.bar.slots[1], in: typist.controller)
        #expect(typist.text == "the ")
        typist.entry.accept(typist.bar.slots[1], in: typist.controller)
        #expect(typist.text.hasPrefix("the ") && typist.text.count > 4)
        // The typed word in quotes keeps it, and learns it.
        let store = InMemoryLearnedWordStore()
        var keep = Typist(store: store)
        keep.type("qzxjvw")
        keep.entry.accept(keep.bar.slots[0], in: keep.controller)
        #expect(keep.text == "qzxjvw ")
        #expect(store.vocabulary.words == ["qzxjvw"])
    }

    @Test func koreanAndEmojiAroundWordsAreKept() {
        var typist = Typist("안녕 👩‍👩‍👧 ")
        typist.type("teh ")
        #expect(typist.text == "안녕 👩‍👩‍👧 the ")
    }
}
