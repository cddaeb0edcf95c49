import Foundation
import KeycraftKeyboard
@testable import KeycraftPlayground
import KeycraftText
import Testing

/// Autocorrect and the suggestion bar on a text field edited in place, as the system keyboard does.
@Suite struct FieldTextEntryTests {
    static let englishSpeller = try! SpellingLanguage.english.speller()
    /// Records what the field's delegate is asked.
    final class Recorder: TextFieldDelegate {
        var changes: [String] = []
        var refusesReplacements = false
        func textField(_ textField: TextFieldHandle, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            changes.append("\(range.location),\(range.length) \(string)")
            return !(refusesReplacements && range.length > 0)
        }
    }

    struct Typist {
        var field: TextFieldSession
        var entry: FieldTextEntry
        let recorder = Recorder()

        init(_ text: String = "", traits: TextInputTraits = TextInputTraits(), store: (any LearnedWordStore)? = nil) {
            field = TextFieldSession(text: text, traits: traits)
            entry = FieldTextEntry(suggestionService: Autocorrector(speller: FieldTextEntryTests.englishSpeller, store: store))
            field.delegate = recorder
            field.becomeFirstResponder()
        }

        mutating func type(_ text: String) {
            for character in text { entry.insertText(String(character), into: &field) }
        }

        mutating func backspace() { entry.deleteBackward(in: &field) }
        var text: String { field.text }
        var bar: [String] { entry.suggestionBar(for: field).slots.map(\.label) }
    }

    @Test(arguments: [("teh ", "the "), ("Teh ", "The "), ("dont ", "don't "), ("I think thier.", "I think their.")])
    func aWordIsCorrectedWhenItEnds(typed: String, expected: String) {
        var typist = Typist()
        typist.type(typed)
        #expect(typist.text == expected)
    }

    @Test func theCorrectionIsOneReplacementTheDelegateSeesThenTheSpace() {
        var typist = Typist()
        typist.type("teh")
        typist.recorder.changes = []
        typist.type(" ")
        #expect(typist.recorder.changes == ["0,3 the", "3,0  "])
        #expect(typist.field.selectedRange == NSRange(location: 4, length: 0))
    }

    @Test func theBarShowsTheTypedWordInQuotesTheCorrectionThenMore() throws {
        var typist = Typist()
        typist.type("teh")
        let bar = typist.entry.suggestionBar(for: typist.field)
        #expect(bar.slots.first?.label == "\u{201C}teh\u{201D}")
        #expect(bar.autocorrection?.text == "the")
        #expect(bar.slots.count == 3)
        typist.type(" ")
        // After a space: predictions.
        #expect(typist.entry.suggestionBar(for: typist.field).slots.allSatisfy { $0.kind == .prediction })
        #expect(!typist.bar.isEmpty)
    }

    @Test func backspaceRightAfterRevertsAndTheWordIsNotCorrectedAgain() {
        let store = InMemoryLearnedWordStore()
        var typist = Typist(store: store)
        typist.type("teh ")
        #expect(typist.entry.canRevertCorrection)
        typist.backspace()
        #expect(typist.text == "teh")
        #expect(typist.field.selectedRange == NSRange(location: 3, length: 0))
        typist.type(" and teh ")
        #expect(typist.text == "teh and teh ")
        #expect(store.vocabulary.rejectedCorrections == ["teh": ["the"]])
    }

    @Test func backspaceAfterAnotherKeyDeletesOneCharacter() {
        var typist = Typist()
        typist.type("teh ")
        typist.entry.otherKeyPressed()
        typist.backspace()
        #expect(typist.text == "the")
        typist.type(" ")
        typist.backspace()
        typist.backspace()
        #expect(typist.text == "th")
    }

    @Test func aDelegateThatRefusesTheReplacementGetsTheWordAsTyped() {
        var typist = Typist()
        typist.recorder.refusesReplacements = true
        typist.type("teh ")
        #expect(typist.text == "teh ")
        #expect(!typist.entry.canRevertCorrection)
    }

    @Test func aTappedSuggestionReplacesTheWordWithASpace() throws {
        var typist = Typist("I like ")
        typist.type("cta")
        let bar = typist.entry.suggestionBar(for: typist.field)
        let suggestion = try #require(bar.slots.last)
        #expect(suggestion.kind != .typedWord)
        typist.entry.accept(suggestion, into: &typist.field)
        #expect(typist.text == "I like \(suggestion.text) ")
        let prediction = try #require(typist.entry.suggestionBar(for: typist.field).slots.first)
        #expect(prediction.kind == .prediction)
        typist.entry.accept(prediction, into: &typist.field)
        #expect(typist.text == "I like \(suggestion.text) \(prediction.text) ")
    }

    @Test func tappingTheTypedWordKeepsAndLearnsIt() throws {
        let store = InMemoryLearnedWordStore()
        var typist = Typist(store: store)
        typist.type("qzxjvw")
        let typed = try #require(typist.entry.suggestionBar(for: typist.field).slots.first)
        typist.entry.accept(typed, into: &typist.field)
        #expect(typist.text == "qzxjvw ")
        #expect(store.vocabulary.words == ["qzxjvw"])
    }

    @Test(arguments: [
        TextInputTraits(isSecureTextEntry: true), TextInputTraits(keyboardType: .emailAddress),
        TextInputTraits(keyboardType: .URL), TextInputTraits(keyboardType: .numberPad),
        TextInputTraits(autocorrectionType: .no),
    ])
    func offWhereUIKitTurnsItOff(traits: TextInputTraits) {
        let store = InMemoryLearnedWordStore()
        var typist = Typist(traits: traits, store: store)
        typist.type("teh")
        #expect(typist.bar.isEmpty)
        typist.type(" qzxjvw qzxjvw ")
        #expect(typist.text == "teh qzxjvw qzxjvw ")
        #expect(store.vocabulary.words.isEmpty)
    }

    @Test func emojiAndCombiningMarksBeforeTheWordKeepTheRangesRight() {
        var typist = Typist("👩‍👩‍👧 e\u{301} ")
        typist.type("teh ")
        #expect(typist.text == "👩‍👩‍👧 e\u{301} the ")
        typist.backspace()
        #expect(typist.text == "👩‍👩‍👧 e\u{301} teh")
        typist.type("👍")
        #expect(typist.text == "👩‍👩‍👧 e\u{301} teh👍")
    }

    @Test func nothingWhileAnInputMethodComposes() {
        var typist = Typist("안녕 ")
        _ = typist.field.setMarkedText("하")
        #expect(typist.bar.isEmpty)
        _ = typist.field.unmarkText()
        typist.type(" ")
        #expect(typist.text == "안녕 하 ")
    }

    @Test func insideAWordTheBarIsEmpty() throws {
        var typist = Typist("tehre")
        try typist.field.setSelectedRange(NSRange(location: 2, length: 0))
        #expect(typist.bar.isEmpty)
    }

    @Test func aTextViewIsCorrectedToo() {
        var view = TextViewSession(text: "Notes\n")
        view.becomeFirstResponder()
        var entry = FieldTextEntry(suggestionService: Autocorrector(speller: Self.englishSpeller))
        for character in "teh " { entry.insertText(String(character), into: &view) }
        #expect(view.text == "Notes\nthe ")
    }
}

extension FieldTextEntryTests {
    /// An accent the dictionary never uses was typed on purpose (a long press): café is not car.
    @Test(arguments: ["café ", "cafe\u{301} ", "naïve "])
    func lettersOutsideTheDictionaryAreNotCorrectedAway(typed: String) {
        var typist = Typist()
        typist.type(typed)
        #expect(typist.text == typed)
    }
}
