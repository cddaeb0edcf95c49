import Foundation
@testable import KeycraftKeyboard
import KeycraftText
import PropertyBased
import Testing

/// Correcting a whole text (`keycraft correct`): each word's candidates also weigh the word after
/// it (``TypingContext/following``), which a keyboard never knows; and whatever the text, only
/// unknown words change, and nothing but them.
@Suite struct WholeTextCorrectionTests {
    /// A fresh autocorrector on the shipped English dictionary and language model (cheap: both are shared).
    static var autocorrector: Autocorrector {
        Autocorrector(speller: DictionaryFixtures.englishSpeller, languageModel: LanguageModelTests.model)
    }

    static func corrected(_ text: String, seeingWhatFollows: Bool) -> String {
        let document = InMemoryTextDocument("")
        var entry = KeyboardTextEntry(autocorrector: autocorrector)
        entry.type(text, in: KeyboardInputViewController(document: document), seeingWhatFollows: seeingWhatFollows)
        return document.text
    }

    @Test(arguments: [
        ("the", .word("the")), (" , said", .mark), ("  \"whale", .word("whale")), ("-hand", .word("hand")), ("; and", .mark),
        ("--and", .mark), ("— and", .mark), ("'tis so", .word("tis")), ("don't", .word("don't")),
        (". The", nil), ("!", nil), ("\nThe", nil), ("", nil), (" 42", nil), (" 👩‍👩‍👧 the", nil),
    ] as [(String, PredictionContext.Token?)])
    func theFollowingTokenIsTheModelsNextToken(after: String, token: PredictionContext.Token?) {
        #expect(TypingContext.firstToken(of: after) == token, "\(after)")
    }

    @Test func aKeyboardNeverSeesTheTextAfterTheWord() {
        #expect(TypingContext(textBefore: "I saw the ").following == nil)
        #expect(TypingContext(textBefore: "I saw the ", textAfter: " of it").following == .word("of"))
        #expect(TypingContext(textBefore: "I saw the ", textAfter: " of it").prediction == TypingContext(textBefore: "I saw the ").prediction)
    }

    @Test func theWordAfterChoosesBetweenCandidatesTheWordsBeforeLeaveClose() throws {
        let candidates = Self.autocorrector.speller.candidates(for: "whle", previousWord: "the", limit: 5)
        let before = PredictionContext(textBefore: "he ate the ")
        let predictor = Self.autocorrector.predictor
        let alone = predictor.ranked(candidates, after: before)
        let withNext = predictor.ranked(candidates, after: before, following: .word("thing"))
        let whole = try #require(withNext.first { $0.word == "whole" })
        let whale = try #require(withNext.first { $0.word == "whale" })
        // "the whole thing" is far likelier than "the whale thing": the word after widens the gap.
        #expect(whole.score - whale.score > (alone.first { $0.word == "whole" }!.score - alone.first { $0.word == "whale" }!.score))
        // Without a following token the ranking is the keyboard's.
        #expect(predictor.ranked(candidates, after: before, following: nil) == alone)
    }

    /// The property the issue asks for: whatever is typed — dictionary words, slips, Korean, emoji,
    /// combining marks, addresses, hyphens and punctuation — correcting it (as typed or seeing the
    /// whole text) leaves every word the dictionary lists as it was, and every character outside the
    /// words it replaces.
    @Test func correctingChangesOnlyUnknownWordsAndNothingAroundThem() async {
        let words = Gen.element(of: [
            "the", "whale", "was", "known", "well", "house", "she", "said", "of", "and", "mail", "hand", "behind",
            "teh", "whle", "knwon", "hosue", "sayd", "bhind", "hannd", "exmaple", "beleive",
            "안녕", "사랑해", "👩‍👩‍👧", "e\u{301}", "café", "3dya", "jon@my-exmaple.com", "Jonh", "iPhnoe",
        ]).compactMap { $0 }
        let separators = Gen.element(of: [" ", " ", " ", ", ", "-", ". ", "! ", " \"", "\" ", "  ", "; "]).compactMap { $0 }
        await propertyCheck(count: 60, input: words.array(of: 1...10), separators.array(of: 10), Gen.bool) { picked, between, whole in
            let text = zip(picked, between).map { $0 + $1 }.joined()
            let output = Self.corrected(text, seeingWhatFollows: whole)
            let typedRuns = Self.runs(text), outputRuns = Self.runs(output)
            #expect(typedRuns.count == outputRuns.count, "\(text) → \(output)")
            guard typedRuns.count == outputRuns.count else { return }
            for (typed, out) in zip(typedRuns, outputRuns) {
                if !typed.isWord || Self.autocorrector.speller.isKnown(typed.text) {
                    #expect(typed.text == out.text, "\(text) → \(output)")
                }
            }
        }
    }

    /// The text as alternating runs of word characters (letters, inner apostrophes) and the rest.
    static func runs(_ text: String) -> [(text: String, isWord: Bool)] {
        var runs: [(text: String, isWord: Bool)] = []
        for character in text {
            let isWord = character.isLetter || ((character == "'" || character == "\u{2019}") && runs.last?.isWord == true)
            if let last = runs.last, last.isWord == isWord {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((String(character), isWord))
            }
        }
        return runs
    }
}
