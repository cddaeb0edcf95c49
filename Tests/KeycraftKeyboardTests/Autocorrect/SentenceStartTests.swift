@testable import KeycraftKeyboard
import KeycraftText
import Testing

/// Where a sentence starts, past the quotes and brackets that open it, and the capital a corrected
/// word takes there when its first letter was not typed.
@Suite struct SentenceStartTests {
    static var autocorrector: Autocorrector { Autocorrector(speller: DictionaryFixtures.englishSpeller, languageModel: LanguageModelTests.model) }
    static var korean: Autocorrector { Autocorrector(speller: KoreanSpellingTests.speller) }

    static func corrected(_ text: String, by autocorrector: Autocorrector = autocorrector, seeingWhatFollows: Bool = true) -> String {
        let document = InMemoryTextDocument("")
        var entry = KeyboardTextEntry(autocorrector: autocorrector)
        entry.type(text, in: KeyboardInputViewController(document: document), seeingWhatFollows: seeingWhatFollows)
        return document.text
    }

    /// A word after an opening quote or bracket at a sentence's start starts the sentence, for the
    /// capitalisation rules as for the language model, and is a word of its own (not attached).
    @Test(arguments: [
        "“", "\"", "\" ", "‘", "«", "« ", "„", "「", "『", "(", "[\"", "He left. “", "He left. \"", "He left. (", "Wait! «",
        "안녕하세요. 「", "He left.\n", "He left.\n“", "Né. “", "👩‍👩‍👧 left. «",
    ])
    func openingMarksAtASentencesStartStartIt(before: String) {
        let context = TypingContext(textBefore: before)
        #expect(context.isSentenceStart, "\(before)")
        #expect(context.previousWord == nil, "\(before)")
        #expect(!context.isAttachedToPrevious, "\(before)")
        #expect(context.prediction == .sentenceStart, "\(before)")
    }

    /// Inside a sentence an opening quote starts nothing; a closing quote after `!` or `.` may be
    /// followed by the sentence's own words ("Stop!" he said), so it starts nothing either.
    @Test(arguments: [
        "he said “", "he said, \"", "she wrote «", "\"Stop!\" ", "“Stop!” ", "Why? \" ", "Wait! ' ", "I said \"no\" ", "그는 「", "café \"", "👩‍👩‍👧 “",
    ])
    func openingMarksInsideASentenceStartNothing(before: String) {
        #expect(!TypingContext(textBefore: before).isSentenceStart, "\(before)")
    }

    /// The first letter dropped at a sentence's start: the word it was, with its capital — after
    /// straight and curly quotes, guillemets and brackets too. Mid-sentence it stays lower case.
    @Test(arguments: [
        ("ou know it.", "You know it."),
        ("“ou know it,” she said.", "“You know it,” she said."),
        ("\"ou know it,\" she said.", "\"You know it,\" she said."),
        ("«ou know it», she said.", "«You know it», she said."),
        ("(ou know it.)", "(You know it.)"),
        ("He left. “erhaps not.”", "He left. “Perhaps not.”"),
        ("Café. «ou know it»", "Café. «You know it»"),
        ("Cafe\u{301}! “ou know it”", "Cafe\u{301}! “You know it”"),
        ("👩‍👩‍👧. “ou know it”", "👩‍👩‍👧. “You know it”"),
        ("I think ou know it.", "I think you know it."),
    ])
    func aDroppedFirstLetterAtASentencesStartComesBackCapitalised(typed: String, expected: String) {
        #expect(Self.corrected(typed) == expected, "\(typed)")
        #expect(Self.corrected(typed, seeingWhatFollows: false) == expected, "\(typed)")
    }

    /// Only the first letter's absence frees its case: a word whose first letter was typed keeps the
    /// case it was typed in, and the rule never adds a capital to a word typed in capitals.
    @Test func aTypedFirstLetterKeepsItsCase() {
        let start = TypingContext(textBefore: "“")
        #expect(Self.autocorrector.correction(for: "beleive", context: start) == "believe")
        #expect(Self.autocorrector.capitalised("you", typed: "ou", context: start) == "You")
        #expect(Self.autocorrector.capitalised("you", typed: "yuo", context: start) == "you")
        #expect(Self.autocorrector.capitalised("You", typed: "Ou", context: start) == "You")
        let mid = TypingContext(textBefore: "he said that ")
        #expect(Self.autocorrector.capitalised("you", typed: "ou", context: mid) == "you")
    }

    /// Mid-sentence, a name the language model read capitalised takes its capital when its first
    /// letter was dropped; a common word does not.
    @Test func aNameWithItsFirstLetterDroppedTakesTheModelsCapital() throws {
        let model = try #require(Self.autocorrector.predictor.model)
        let london = try #require(model.index(of: "london"))
        try #require(model.word(at: london) == "London")
        let mid = TypingContext(textBefore: "he went to ")
        #expect(Self.autocorrector.capitalised("london", typed: "ondon", context: mid) == "London")
        #expect(Self.autocorrector.capitalised("the", typed: "he", context: mid) == "the")
    }

    /// After an opening mark the predictions of the empty word are capitalised, as at any sentence start.
    @Test func predictionsAfterAnOpeningQuoteAreCapitalised() {
        for before in ["“", "He left. «", "\""] {
            let bar = Self.autocorrector.suggestionBar(currentWord: "", context: TypingContext(textBefore: before))
            #expect(!bar.slots.isEmpty)
            #expect(bar.slots.allSatisfy { $0.text.first?.isUppercase == true }, "\(before): \(bar.slots.map(\.text))")
        }
    }

    /// Korean inside 「」 and quotes: the word is corrected (not taken for part of the mark) and the
    /// marks and the text around stay as they were, whole syllables and all.
    @Test(arguments: [
        ("「안녕하세오」", "「안녕하세요」"),
        ("“감사합니닫”", "“감사합니다”"),
        ("그는 「사랑헤」 라고", "그는 「사랑해」 라고"),
        ("안녕. \"괜찬아\"", "안녕. \"괜찮아\""),
    ])
    func koreanInsideQuotesIsCorrected(typed: String, expected: String) {
        #expect(Self.corrected(typed, by: Self.korean) == expected)
    }
}
