import Foundation
import KeycraftKeyboard
import KeycraftText
import Testing

/// The keyboard extension's controller through UIKit-like doubles: the typing pipeline, the
/// suggestion bar, the lexicon, SOS, appearance, the globe key, secure fields, Korean and emoji.
@Suite struct KeyboardExtensionControllerTests {
    // MARK: Autocorrect and the suggestion bar

    @Test func aMisspellingIsOfferedCorrectedOnSpaceAndRevertedByBackspace() {
        let fixture = ExtensionKeyboardFixture("I think ")
        fixture.type("teh")
        #expect(fixture.keyboard.suggestionBar.slots.first == Suggestion(text: "teh", kind: .typedWord, isUnknown: true))
        #expect(fixture.keyboard.suggestionBar.autocorrection?.text == "the")
        fixture.type(" ")
        #expect(fixture.text == "I think the ")
        fixture.backspace()
        #expect(fixture.text == "I think teh")
        // The reverted word is left alone when it ends again.
        fixture.type(" ")
        #expect(fixture.text == "I think teh ")
    }

    @Test func afterASpaceTheBarPredictsTheNextWord() {
        let fixture = ExtensionKeyboardFixture()
        fixture.type("I think ")
        let slots = fixture.keyboard.suggestionBar.slots
        #expect(slots.count == 3)
        #expect(slots.allSatisfy { $0.kind == .prediction })
    }

    @Test func tappingASuggestionReplacesTheWordAndAddsASpace() throws {
        let fixture = ExtensionKeyboardFixture("Hello ")
        fixture.type("recie")
        let bar = fixture.keyboard.suggestionBar
        let index = try #require(bar.slots.firstIndex { $0.kind != .typedWord })
        let chosen = bar.slots[index].text
        fixture.keyboard.selectSuggestion(at: index)
        #expect(fixture.text == "Hello " + chosen + " ")
        // An empty slot does nothing.
        fixture.keyboard.selectSuggestion(at: 7)
        #expect(fixture.text == "Hello " + chosen + " ")
    }

    @Test func tappingAPredictionAppendsItAfterTheSpace() throws {
        let fixture = ExtensionKeyboardFixture()
        fixture.type("I think ")
        let prediction = try #require(fixture.keyboard.suggestionBar.slots.first)
        fixture.keyboard.selectSuggestion(prediction)
        #expect(fixture.text == "I think " + prediction.text + " ")
    }

    @Test func tappingTheTypedWordKeepsAndLearnsIt() {
        let store = InMemoryLearnedWordStore()
        let fixture = ExtensionKeyboardFixture(host: ExtensionHostDouble(hasFullAccess: true), store: store)
        fixture.type("Keycrafty")
        fixture.keyboard.selectSuggestion(at: 0)
        #expect(fixture.text == "Keycrafty ")
        #expect(store.vocabulary.words == ["Keycrafty"])
        #expect(fixture.keyboard.learnedWords == ["Keycrafty"])
    }

    @Test func learnedWordsReachTheSharedStoreOnlyUnderFullAccess() {
        let shared = InMemoryLearnedWordStore()
        let host = ExtensionHostDouble(hasFullAccess: false)
        let fixture = ExtensionKeyboardFixture(host: host, store: shared)
        fixture.type("teh ")
        fixture.backspace()
        // Learned for the session, not written where the app could read it.
        #expect(fixture.keyboard.learnedWords == ["teh"])
        #expect(shared.vocabulary.words.isEmpty)
        // The user allows full access; the keyboard reappears with the shared words.
        host.hasFullAccess = true
        fixture.keyboard.viewWillAppear()
        #expect(fixture.keyboard.learnedWords.isEmpty)
        fixture.type(" qzxjvw qzxjvw ")
        #expect(shared.vocabulary.words == ["qzxjvw"])
    }

    @Test func wordsTheAppAddsAreKnownWhenTheKeyboardReappears() throws {
        let shared = InMemoryLearnedWordStore()
        let fixture = ExtensionKeyboardFixture(host: ExtensionHostDouble(hasFullAccess: true), store: shared)
        // The containing app edits the vocabulary while the keyboard is away.
        try shared.addWord("Thier")
        fixture.keyboard.viewWillAppear()
        fixture.type("Thier ")
        #expect(fixture.text == "Thier ")
        try shared.removeWord("Thier")
        fixture.keyboard.viewWillAppear()
        fixture.type("thier ")
        #expect(fixture.text == "Thier their ")
    }

    @Test(arguments: [
        TextInputTraits(keyboardType: .URL), TextInputTraits(keyboardType: .emailAddress),
        TextInputTraits(keyboardType: .numbersAndPunctuation), TextInputTraits(autocorrectionType: .no),
    ])
    func autocorrectAndSuggestionsAreOffWhereUIKitTurnsThemOff(traits: TextInputTraits) {
        let fixture = ExtensionKeyboardFixture(traits: traits)
        fixture.type("teh")
        #expect(fixture.keyboard.suggestionBar.slots.isEmpty)
        #expect(!fixture.keyboard.isAutocorrectEnabled)
        fixture.type(" ")
        #expect(fixture.text == "teh ")
    }

    @Test func withoutASpellerThereIsNoAutocorrectButTextReplacementWorks() {
        let lexicon = Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")])
        let fixture = ExtensionKeyboardFixture(lexicon: lexicon, speller: nil)
        fixture.type("teh omw ")
        #expect(fixture.text == "teh On my way! ")
        #expect(fixture.keyboard.suggestionBar.slots.isEmpty)
    }

    // MARK: Text replacement from UILexicon

    @Test func textReplacementsArriveWithTheSupplementaryLexicon() {
        let host = ExtensionHostDouble(lexiconEntries: [
            LexiconEntry(userInput: "omw", documentText: "On my way!"),
            LexiconEntry(userInput: "brb", documentText: "be right back (UILexicon)"),
        ])
        let app = Lexicon([LexiconEntry(userInput: "brb", documentText: "be right back")])
        let fixture = ExtensionKeyboardFixture(host: host, lexicon: app, speller: nil)
        #expect(host.lexiconRequests == 1)
        fixture.type("omw ")
        #expect(fixture.text == "omw ")  // UIKit hasn't answered yet
        host.deliverLexicon()
        fixture.type("omw brb ")
        #expect(fixture.text == "omw On my way! be right back ")
        // Backspace reverts a replacement as it reverts a correction.
        fixture.backspace()
        #expect(fixture.text == "omw On my way! brb")
    }

    // MARK: SOS

    @Test func sosInsertsTheLocationOnlyWithFullAccessAndPermission() {
        let coordinate = LocationCoordinate(latitude: 37.56654, longitude: 126.97797)
        let granted = SpyLocationProvider(status: .authorizedWhenInUse, coordinate: coordinate)
        let full = ExtensionKeyboardFixture(host: ExtensionHostDouble(hasFullAccess: true), speller: nil, location: granted)
        full.type("SOS ")
        #expect(full.text == "SOS (37.56654, 126.97797) ")

        let unconsulted = SpyLocationProvider(status: .authorizedWhenInUse)
        let limited = ExtensionKeyboardFixture(host: ExtensionHostDouble(hasFullAccess: false), speller: nil, location: unconsulted)
        limited.type("SOS ")
        #expect(limited.text == "SOS ")
        #expect(unconsulted.authorizationReads == 0 && unconsulted.locationRequests == 0)

        let denied = SpyLocationProvider(status: .denied)
        let refused = ExtensionKeyboardFixture(host: ExtensionHostDouble(hasFullAccess: true), speller: nil, location: denied)
        refused.type("sos ")
        #expect(refused.text == "sos ")
        #expect(denied.locationRequests == 0)
    }

    // MARK: Appearance, traits and the globe key

    @Test func aDarkFieldSwitchesTheColourSchemeWhenTheTextDidChange() {
        let fixture = ExtensionKeyboardFixture()
        #expect(fixture.keyboard.colorScheme == .light)
        fixture.proxy.hostBeginEditing(traits: TextInputTraits(keyboardType: .webSearch, keyboardAppearance: .dark, returnKeyType: .search,
                                                               enablesReturnKeyAutomatically: true))
        #expect(fixture.keyboard.colorScheme == .dark)
        #expect(fixture.events.events == [.textWillChange, .textDidChange, .colorSchemeDidChange(.dark)])
        #expect(fixture.keyboard.keyboardType == .webSearch)
        #expect(fixture.keyboard.returnKeyType == .search)
        #expect(!fixture.keyboard.isReturnKeyEnabled)
        fixture.type("x")
        #expect(fixture.keyboard.isReturnKeyEnabled)
        fixture.proxy.hostBeginEditing(traits: TextInputTraits(keyboardAppearance: .light))
        #expect(fixture.keyboard.colorScheme == .light)
        #expect(fixture.events.events.last == .colorSchemeDidChange(.light))
    }

    @Test func aHostThatImplementsNoTraitsGetsUIKitsDefaults() {
        let fixture = ExtensionKeyboardFixture(traits: TextInputTraits(keyboardType: .URL, keyboardAppearance: .dark))
        fixture.proxy.implementsTraits = false
        fixture.proxy.hostBeginEditing(traits: TextInputTraits(keyboardType: .URL, keyboardAppearance: .dark))
        #expect(fixture.keyboard.keyboardType == .default)
        #expect(fixture.keyboard.colorScheme == .light)
        #expect(fixture.keyboard.isAutocorrectEnabled)
    }

    @Test func theGlobeKeyShowsAndSwitchesOnlyWhenTheSystemNeedsIt() {
        let host = ExtensionHostDouble(needsInputModeSwitchKey: false)
        let fixture = ExtensionKeyboardFixture(host: host)
        #expect(!fixture.keyboard.showsNextKeyboardKey)
        fixture.keyboard.handleInputModeSwitchKey(.tap)
        #expect(host.advances == 0)
        // needsInputModeSwitchKey is valid once the view appears; a device without a globe key below.
        host.needsInputModeSwitchKey = true
        fixture.keyboard.viewWillAppear()
        #expect(fixture.keyboard.showsNextKeyboardKey)
        fixture.keyboard.handleInputModeSwitchKey(.tap)
        #expect(host.advances == 1)
        #expect(fixture.events.events == [.advanceToNextInputMode])
    }

    @Test func keysClickOnlyUnderFullAccessAndWhenAsked() {
        let host = ExtensionHostDouble(hasFullAccess: false)
        let fixture = ExtensionKeyboardFixture(host: host)
        fixture.type("ab")
        #expect(host.clicksHeard == 0 && host.silentClicks == 0)
        host.hasFullAccess = true
        fixture.keyboard.viewWillAppear()
        fixture.type("cd")
        fixture.backspace()
        #expect(host.clicksHeard == 3)
        fixture.keyboard.playsInputClicks = false
        fixture.type("e")
        #expect(host.clicksHeard == 3)
    }

    // MARK: Secure fields

    @Test func aSecureFieldGetsTheSystemKeyboardAndTheCustomOneNeitherTypesNorLearns() {
        let store = InMemoryLearnedWordStore()
        let fixture = ExtensionKeyboardFixture(
            traits: TextInputTraits(isSecureTextEntry: true), host: ExtensionHostDouble(hasFullAccess: true), store: store)
        #expect(fixture.keyboard.keyboardSelection == .systemKeyboard(.secureTextEntry))
        fixture.type("qzxjvw qzxjvw ")
        #expect(fixture.text == "")
        #expect(fixture.proxy.droppedEdits == 14)
        #expect(fixture.keyboard.suggestionBar.slots.isEmpty)
        #expect(store.vocabulary == LearnedVocabulary())
    }

    @Test func evenAHostThatLeaksASecureFieldGetsNoCorrectionSuggestionOrLearning() {
        let store = InMemoryLearnedWordStore()
        let lexicon = Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")])
        let fixture = ExtensionKeyboardFixture(
            traits: TextInputTraits(isSecureTextEntry: true), host: ExtensionHostDouble(hasFullAccess: true), lexicon: lexicon,
            store: store)
        fixture.proxy.secureInputReachesKeyboard = true
        fixture.type("teh")
        #expect(fixture.keyboard.suggestionBar.slots.isEmpty)
        fixture.type(" qzxjvw qzxjvw omw ")
        #expect(fixture.text == "teh qzxjvw qzxjvw omw ")
        fixture.keyboard.selectSuggestion(Suggestion(text: "pass", kind: .typedWord, isUnknown: true))
        #expect(store.vocabulary == LearnedVocabulary())
        #expect(fixture.keyboard.learnedWords.isEmpty)
    }

    // MARK: Privacy

    @Test func theSharedFileHoldsOnlyTheWordsTheUserKept() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keycraft-extension-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let fixture = ExtensionKeyboardFixture(host: ExtensionHostDouble(hasFullAccess: true), store: FileLearnedWordStore(url: url))
        fixture.type("My pin is qzxjvw and I think ")
        #expect(!FileManager.default.fileExists(atPath: url.path))
        fixture.type("teh ")
        fixture.backspace()  // the user undoes the correction: "teh" is kept
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(try FileLearnedWordStore(url: url).load().words == ["teh"])
        for typed in ["pin", "qzxjvw", "think", "My"] {
            #expect(!saved.contains(typed), "\(typed) was stored")
        }
    }

    // MARK: Host changes

    @Test func aCaretMovedByTheHostEndsTheChanceToRevert() throws {
        let fixture = ExtensionKeyboardFixture()
        fixture.type("teh ")
        #expect(fixture.text == "the ")
        try fixture.proxy.hostMoveCaret(toUTF16Offset: 4)
        fixture.backspace()
        #expect(fixture.text == "the")
    }

    // MARK: Korean

    @Test func twoSetKoreanComposesThroughTheProxyAsMarkedText() {
        let fixture = ExtensionKeyboardFixture(speller: nil, typingMode: .hangulTwoSet)
        fixture.type("ㅇㅏㄴㄴㅕ")
        #expect(fixture.text == "안녀")
        #expect(fixture.proxy.content.markedText == "녀")
        #expect(fixture.keyboard.isComposing)
        fixture.type("ㅇ")
        fixture.backspace()
        #expect(fixture.text == "안녀")
        fixture.type("ㅇ ")
        #expect(fixture.text == "안녕 ")
        #expect(fixture.proxy.content.markedText == nil)
        fixture.backspace(2)
        #expect(fixture.text == "안")
    }

    @Test func koreanWordsAreAutocorrectedOverJamo() throws {
        let speller = Speller(dictionary: try DictionaryFixtures.dictionary(words: DictionaryFixtures.koreanWords))
        let fixture = ExtensionKeyboardFixture(speller: speller, typingMode: .hangulTwoSet)
        fixture.type("ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅗ")  // 안녕하세오
        #expect(fixture.keyboard.suggestionBar.autocorrection?.text == "안녕하세요")
        fixture.type(" ")
        #expect(fixture.text == "안녕하세요 ")
        fixture.backspace()
        #expect(fixture.text == "안녕하세오")
    }

    @Test func theKeysUseTheKoreanDictionaryWhileTheyTypeKoreanLoadedOnlyThen() throws {
        final class Loads { var count = 0 }
        let loads = Loads()
        let korean = Speller(dictionary: try DictionaryFixtures.dictionary(words: DictionaryFixtures.koreanWords))
        let fixture = ExtensionKeyboardFixture(koreanSpeller: { loads.count += 1; return korean })
        fixture.type("teh ")
        #expect(fixture.text == "the ")
        #expect(loads.count == 0)
        fixture.keyboard.typingMode = .hangulTwoSet
        #expect(loads.count == 1)
        fixture.type("ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅗ")  // 안녕하세오
        #expect(fixture.keyboard.suggestionBar.autocorrection?.text == "안녕하세요")
        fixture.type(" ")
        #expect(fixture.text == "the 안녕하세요 ")
        fixture.keyboard.typingMode = .direct
        fixture.type("teh ")
        #expect(fixture.text == "the 안녕하세요 the ")
        fixture.keyboard.typingMode = .hangulTwoSet
        fixture.type("ㅅㅏㄹㅏㅇㅎㅐㅇㅛ ")
        #expect(fixture.text == "the 안녕하세요 the 사랑해요 ")
        #expect(loads.count == 1)
    }

    @Test func aSuggestionTapCommitsTheSyllableBeingComposed() throws {
        let speller = Speller(dictionary: try DictionaryFixtures.dictionary(words: DictionaryFixtures.koreanWords))
        let fixture = ExtensionKeyboardFixture(speller: speller, typingMode: .hangulTwoSet)
        fixture.type("ㄱㅏㅁㅅㅏ")
        let completion = try #require(fixture.keyboard.suggestionBar.slots.first { $0.text == "감사합니다" })
        fixture.keyboard.selectSuggestion(completion)
        #expect(fixture.text == "감사합니다 ")
        #expect(fixture.proxy.content.markedText == nil)
    }

    // MARK: Emoji

    @Test func emojiWithZWJInTheContextKeepWordsAndCorrectionsIntact() {
        let fixture = ExtensionKeyboardFixture("👩‍👩‍👧 ", contextLimit: DocumentContextLimit(maximumCharacters: 6))
        fixture.type("teh 👍🏽 teh")
        #expect(fixture.keyboard.suggestionBar.autocorrection?.text == "the")
        fixture.type(".")
        #expect(fixture.text == "👩‍👩‍👧 the 👍🏽 the.")
        fixture.backspace()
        #expect(fixture.text == "👩‍👩‍👧 the 👍🏽 teh")
        fixture.backspace(5)
        #expect(fixture.text == "👩‍👩‍👧 the ")
    }

    @Test func movingTheCaretOverEmojiAndHangulNeverSplitsACharacter() {
        let fixture = ExtensionKeyboardFixture("a👩‍👩‍👧한🇰🇷e\u{301}")
        fixture.keyboard.adjustTextPosition(byCharacterOffset: -2)
        #expect(fixture.proxy.documentContextAfterInput == "🇰🇷e\u{301}")
        fixture.keyboard.adjustTextPosition(byCharacterOffset: -2)
        #expect(fixture.proxy.documentContextBeforeInput == "a")
        fixture.keyboard.adjustTextPosition(byCharacterOffset: 3)
        #expect(fixture.proxy.documentContextAfterInput == "e\u{301}")
        fixture.keyboard.adjustTextPosition(byCharacterOffset: 5)
        #expect(fixture.proxy.documentContextAfterInput == nil)
        #expect(fixture.proxy.splitMoves.isEmpty)
    }

    // MARK: Morse

    @Test func theMorseKeysRunThroughTheSamePipeline() {
        let host = ExtensionHostDouble(hasFullAccess: true, lexiconEntries: [LexiconEntry(userInput: "omw", documentText: "On my way!")])
        let location = FixedLocationProvider(LocationCoordinate(latitude: 1, longitude: 2))
        let fixture = ExtensionKeyboardFixture(host: host, speller: nil, location: location)
        host.deliverLexicon()
        fixture.press(morse: "... --- ... _--- -- .-- _")
        #expect(fixture.text == "SOS (1.00000, 2.00000) On my way! ")
        fixture.keyboard.pressMorseKey(.dot)
        #expect(fixture.keyboard.morsePreview?.description == ".  E")
        fixture.keyboard.pressMorseKey(.nextKeyboard(.tap))
        #expect(host.advances == 1)
    }
}
