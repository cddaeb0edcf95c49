import Foundation
@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// The bundled trigram model: what it predicts, that it is a probability distribution, and that a
/// damaged file is refused with a typed error.
@Suite struct LanguageModelTests {
    static let model: LanguageModel = try! LanguageModel.english()
    static let bytes: [UInt8] = Array(try! Data(contentsOf: LanguageModel.englishResourceURL!))

    func context(_ text: String) -> LanguageModel.Context { Self.model.context(PredictionContext(textBefore: text)) }

    @Test func theBundledModelFitsTheResourceBudget() throws {
        // The whole English resource (dictionary + model) stays within 20 MB.
        let dictionary = try CompactDictionary.english().byteCount
        #expect(Self.model.byteCount + dictionary <= 20_000_000)
        #expect(Self.model.wordCount > 20_000)
    }

    /// The candidates offered whatever the context are the first 64 of all the words sorted by
    /// unigram cost (the earlier word first among equals), as a full sort gives them.
    @Test func theCommonestWordsAreTheFirstOfAllTheWordsSorted() {
        let m = Self.model
        let sorted = (0..<m.wordCount).filter(m.isWord).sorted { m.unigram[$0] != m.unigram[$1] ? m.unigram[$0] < m.unigram[$1] : $0 < $1 }
        #expect(m.commonest == Array(sorted.prefix(64)))
        #expect(Set(m.commonest.map(m.word(at:))).isSuperset(of: ["the", "and", "of"]))
    }

    @Test func theTwoWordsBeforeChooseTheNextWord() {
        let afterIDoNot = Self.model.predictions(after: context("I do not "), limit: 3).map(\.word)
        #expect(afterIDoNot.contains("know"), "\(afterIDoNot)")
        let afterAsSoonAs = Self.model.predictions(after: context("as soon as "), limit: 5).map(\.word)
        #expect(afterAsSoonAs.contains("possible") || afterAsSoonAs.contains("she") || afterAsSoonAs.contains("he"), "\(afterAsSoonAs)")
        // The sentence start is a context of its own: capitalised words and pronouns lead.
        let opening = Self.model.predictions(after: context("The end. "), limit: 3).map(\.word)
        #expect(!opening.isEmpty && opening != Self.model.predictions(after: context("of "), limit: 3).map(\.word))
    }

    @Test func completionsTakeTheContextIntoAccount() {
        let afterIDoNot = Self.model.completions(of: "kn", after: context("I do not "), limit: 1).map(\.word)
        #expect(afterIDoNot == ["know"])
        #expect(Self.model.completions(of: "th", after: context("said "), limit: 3).allSatisfy { $0.word.lowercased().hasPrefix("th") })
    }

    /// The model is normalised: after any context, the probabilities of all entries sum to 1
    /// (within the 1/1024-nat rounding of the stored values).
    @Test func probabilitiesSumToOneAfterAnyContext() async {
        let words = Gen.int(in: 0..<Self.model.wordCount)
        await propertyCheck(count: 8, input: words, words) { u, v in
            let context = LanguageModel.Context(earlier: u, previous: v)
            let total = (0..<Self.model.wordCount).reduce(0.0) { $0 + Self.model.probability(of: $1, after: context) }
            #expect(abs(total - 1) < 0.02, "\(Self.model.word(at: u)) \(Self.model.word(at: v)): \(total)")
        }
    }

    /// Predictions are words (never the `<s>` or `,` tokens), at most `limit`, likeliest first;
    /// completions all start with the prefix.
    @Test func predictionsAreRankedWordsAndCompletionsKeepThePrefix() async {
        let letters = Gen.letterOrNumber.string(of: 1...3)
        await propertyCheck(count: 60, input: Gen.int(in: 0..<Self.model.wordCount), letters, Gen.int(in: 0...6)) { v, prefix, limit in
            let context = LanguageModel.Context(earlier: nil, previous: v)
            let predicted = Self.model.predictions(after: context, limit: limit)
            #expect(predicted.count == limit)
            #expect(predicted.allSatisfy { $0.word.first!.isLetter })
            #expect(zip(predicted, predicted.dropFirst()).allSatisfy { $0.probability >= $1.probability })
            let completed = Self.model.completions(of: prefix, after: context, limit: limit)
            #expect(completed.count <= limit)
            #expect(completed.allSatisfy { $0.word.lowercased().hasPrefix(prefix.lowercased()) })
        }
    }

    /// Predictions walk the follower lists side by side: the same words and the same probabilities,
    /// to the bit, as looking every candidate up on its own — after any pair of entries (words, `<s>`,
    /// `,`, or none), the common contexts with thousands of followers among them.
    @Test func predictionsAreTheLookedUpOnes() async {
        let common = ["the", "of", "and", "to", "a", "in", "he", "I", "was", "it"].compactMap { Self.model.index(of: $0) }
        let start = Self.model.context(PredictionContext(textBefore: ""))
        let contexts = [start, context("It was "), context("said , "), LanguageModel.Context(earlier: nil, previous: nil)]
            + common.flatMap { v in [LanguageModel.Context(earlier: nil, previous: v), LanguageModel.Context(earlier: start.previous, previous: v)] }
        func same(_ context: LanguageModel.Context, _ limit: Int) {
            let fast = Self.model.predictions(after: context, limit: limit), reference = Self.model.predictionsLookedUp(after: context, limit: limit)
            #expect(fast.map(\.word) == reference.map(\.word) && fast.map(\.probability) == reference.map(\.probability), "\(context)")
        }
        for context in contexts {
            for limit in [1, 3, 10] { same(context, limit) }
        }
        // −1: no entry (a word the model lacks).
        let entry = Gen.int(in: -1..<Self.model.wordCount)
        await propertyCheck(count: 200, input: entry, entry, Gen.int(in: 0...12)) { u, v, limit in
            same(LanguageModel.Context(earlier: u < 0 ? nil : u, previous: v < 0 ? nil : v), limit)
        }
    }

    /// Text of any script — Korean syllables and jamo, emoji with ZWJ, combining marks, lone
    /// surrogates' replacement — is a context like any other: nothing crashes, and the answers are words.
    @Test func anyTextIsASafeContext() async {
        let pieces = Gen.element(of: ["안녕하세요 ", "ㅎㅏ", "👩‍👩‍👧 ", "e\u{301}", "\u{FFFD}", "🏳️‍🌈", ". ", ", ", "'", "’", "the ", "--", "\n", "café ", "I "]).compactMap { $0 }
        await propertyCheck(count: 200, input: pieces.array(of: 0...12), pieces) { before, partial in
            let text = before.joined()
            let context = PredictionContext(textBefore: text)
            let predictor = WordPredictor(speller: Speller(dictionary: DictionaryFixtures.english), model: Self.model)
            #expect(predictor.predictions(after: context).count == 3)
            #expect(predictor.completions(of: partial, after: context).count <= 3)
            _ = Self.model.probability(of: 0, after: Self.model.context(context))
        }
    }

    @Test func theContextIsTheLastTwoTokensOfTheSentence() {
        #expect(PredictionContext(textBefore: "") == .sentenceStart)
        #expect(PredictionContext(textBefore: "It rained. ") == .sentenceStart)
        #expect(PredictionContext(textBefore: "Well, ") == PredictionContext(earlier: .word("Well"), previous: .mark))
        #expect(PredictionContext(textBefore: "I don’t ") == PredictionContext(earlier: .word("I"), previous: .word("don’t")))
        #expect(PredictionContext(textBefore: "Hello ") == PredictionContext(earlier: .sentenceStart, previous: .word("Hello")))
        #expect(PredictionContext(textBefore: "he said -- 'yes' ") == PredictionContext(earlier: .mark, previous: .word("yes")))
        #expect(PredictionContext(textBefore: "안녕 👩‍👩‍👧 the ") == PredictionContext(earlier: .word("안녕"), previous: .word("the")))
        #expect(Self.model.context(PredictionContext(textBefore: "안녕 the ")).earlier == nil)
    }

    // MARK: Damaged files

    func load(_ bytes: [UInt8]) -> LanguageModelError? {
        do {
            _ = try LanguageModel(bytes: bytes)
            return nil
        } catch let error as LanguageModelError {
            return error
        } catch {
            Issue.record("untyped error \(error)")
            return nil
        }
    }

    @Test func aTruncatedOrPaddedFileIsRefusedSayingSo() async {
        await propertyCheck(count: 12, input: Gen.int(in: 0..<Self.bytes.count)) { length in
            guard let error = load(Array(Self.bytes.prefix(length))) else { Issue.record("loaded \(length) bytes"); return }
            #expect(error.description.contains(length < 64 ? "header" : "truncated"), "\(error)")
        }
        #expect(load(Self.bytes + [0, 0, 0, 0, 0, 0, 0, 0])?.description.contains("unexpected bytes") == true)
    }

    /// Any byte changed anywhere is caught (the header's and the body's checksums).
    @Test func aDamagedByteIsRefused() async {
        await propertyCheck(count: 12, input: Gen.int(in: 0..<Self.bytes.count), Gen.uint8(in: 1...255)) { at, flip in
            var damaged = Self.bytes
            damaged[at] ^= flip
            guard let error = load(damaged) else { Issue.record("loaded with byte \(at) damaged"); return }
            guard case .corrupt = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func otherFilesAreNamedForWhatTheyAre() throws {
        #expect(load(Array("KCDICT".utf8) + [UInt8](repeating: 0, count: 100))?.description.contains("no KCLM signature") == true)
        var version = Self.bytes
        version[6] = 9
        #expect(load(version)?.description.contains("format version 9.0 is not supported") == true)
        #expect(load([])?.description.contains("header") == true)
        let missing = URL(fileURLWithPath: "/nonexistent/en.kclm")
        #expect(throws: LanguageModelError.self) { try LanguageModel(contentsOf: missing) }
        let directory = FileManager.default.temporaryDirectory
        #expect(throws: LanguageModelError.unreadable(path: directory.path, reason: "not a regular file")) {
            try LanguageModel(contentsOf: directory)
        }
    }
}
