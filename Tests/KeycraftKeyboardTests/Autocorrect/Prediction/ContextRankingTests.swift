@testable import KeycraftKeyboard
import PropertyBased
import Testing

/// Corrections ranked by their context (``WordPredictor/ranked(_:after:weight:)``): the words before move
/// a candidate the context expects ahead of one it doesn't, and nothing else changes.
@Suite struct ContextRankingTests {
    static let predictor = WordPredictor(speller: DictionaryFixtures.englishSpeller, model: LanguageModelTests.model)

    func candidate(_ word: String, _ score: Double, user: Bool = false) -> SpellingCandidate {
        SpellingCandidate(word: word, distance: 1, cost: 1, score: score, isUserWord: user)
    }

    @Test func theWordsBeforeChooseBetweenCloseCandidates() {
        let typed = [candidate("knot", -10), candidate("know", -10.2)]
        #expect(Self.predictor.ranked(typed, after: PredictionContext(textBefore: "I do not ")).map(\.word) == ["know", "knot"])
        // Without a model the speller's order stands.
        let bare = WordPredictor(speller: DictionaryFixtures.englishSpeller, model: nil)
        #expect(bare.ranked(typed, after: PredictionContext(textBefore: "I do not ")) == typed)
    }

    /// Whatever the candidates and the text before: the same candidates come back, best score
    /// first, with user words' and unknown words' scores untouched.
    @Test func rankingIsAReorderingByTheNewScores() async {
        let words = Gen.element(of: ["the", "they", "then", "know", "knot", "zzyzx", "Keycraft", "안녕"]).compactMap { $0 }
        let before = Gen.element(of: ["", "I do not ", "It rained. ", "👩‍👩‍👧 ", "of the ", "e\u{301}, "]).compactMap { $0 }
        await propertyCheck(count: 100, input: words.array(of: 0...5), Gen.int(in: -30...0).array(of: 5), Gen.bool.array(of: 5), before) {
            picked, scores, users, text in
            let candidates = picked.enumerated().map { candidate($1, Double(scores[$0]), user: users[$0]) }
            let ranked = Self.predictor.ranked(candidates, after: PredictionContext(textBefore: text))
            #expect(ranked.map(\.word).sorted() == candidates.map(\.word).sorted())
            #expect(zip(ranked, ranked.dropFirst()).allSatisfy { $0.score >= $1.score })
            for c in ranked where c.isUserWord || LanguageModelTests.model.index(of: c.word) == nil {
                #expect(candidates.contains(c))
            }
        }
    }
}
