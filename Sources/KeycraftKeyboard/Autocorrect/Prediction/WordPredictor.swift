import Foundation

/// Next words, completions and context-ranked corrections: the language model (``LanguageModel``,
/// a trigram) when there is one, the speller's dictionary bigrams otherwise.
///
/// ```swift
/// let predictor = WordPredictor(speller: try SpellingLanguage.english.speller(), model: try LanguageModel.english())
/// predictor.predictions(after: PredictionContext(textBefore: "I do not "))        // ["know", "think", "believe"]
/// predictor.completions(of: "kn", after: PredictionContext(textBefore: "I do not "))   // ["know", …]
/// ```
public struct WordPredictor: Sendable {
    /// The speller whose dictionary answers when the model has no word (and when there is no model).
    public let speller: Speller
    /// The trigram model, if any.
    public let model: LanguageModel?

    /// A predictor over `speller`'s dictionary and `model`; nil `model` is the dictionary's bigrams alone.
    public init(speller: Speller, model: LanguageModel?) {
        self.speller = speller
        self.model = model
    }

    /// The `limit` likeliest next words after `context`, capitalised at a sentence's start.
    public func predictions(after context: PredictionContext, limit: Int = 3) -> [String] {
        guard limit > 0 else { return [] }
        let words: [String]
        if let model {
            words = model.predictions(after: model.context(context), limit: limit).map(\.word)
        } else {
            words = speller.predictions(after: context.previousWord, limit: limit)
        }
        return context.isSentenceStart ? words.map { CasePattern.capitalized.apply(to: $0) } : words
    }

    /// The `limit` likeliest words starting with `prefix` after `context`, in the prefix's case: the
    /// model's, then the dictionary's and the user's words it lacks, by how likely each is there.
    public func completions(of prefix: String, after context: PredictionContext, userWords: UserWords = UserWords(), limit: Int = 3) -> [String] {
        guard limit > 0 else { return [] }
        guard let model else {
            return speller.completions(of: prefix, previousWord: context.previousWord, userWords: userWords, limit: limit)
        }
        let tokens = model.context(context)
        var ranked = model.completions(of: prefix, after: tokens, limit: limit)
        // Words the model lacks (rarer words, user words) at the weight the context leaves unseen words.
        let unseen = model.unseenWeight(after: tokens)
        for word in speller.completions(of: prefix, userWords: userWords, limit: limit) where model.index(of: word) == nil {
            let p = unseen * unigramProbability(of: word)
            ranked.append((word, p))
        }
        ranked.sort { $0.probability != $1.probability ? $0.probability > $1.probability : $0.word < $1.word }
        var seen = Set<String>()
        let pattern = CasePattern(of: prefix)
        return ranked.filter { seen.insert($0.word.lowercased()).inserted }.prefix(limit).map { pattern.apply(to: $0.word) }
    }

    /// The dictionary's share of `word` (a user word counts as ``Speller/userWordProbability``).
    private func unigramProbability(of word: String) -> Double {
        guard let i = speller.dictionary.index(of: word) else { return Speller.userWordProbability }
        return Double(speller.dictionary.frequency(at: i)) / max(1, speller.dictionary.totalFrequency)
    }

    /// `candidates` re-ranked by their context: each score gains `weight` × ln(P(word |
    /// the two words before) / P(word)) — how much likelier the context makes the word than it is
    /// anywhere — so "the whale" beats "the while" after "harpooned". With the token that follows
    /// (known only when a whole text is corrected, never as a keyboard types), each also gains
    /// `followingWeight` × ln(P(following | the word before, word) / P(following)): "the whale was"
    /// over "the while was". Unchanged without a model, for user words, and for words the model lacks.
    public func ranked(_ candidates: [SpellingCandidate], after context: PredictionContext,
                       following: PredictionContext.Token? = nil, weight: Double = Self.contextWeight,
                       followingWeight: Double = Self.followingWeight) -> [SpellingCandidate] {
        guard let model, candidates.count > 1 else { return candidates }
        let tokens = model.context(context)
        let anywhere = LanguageModel.Context(earlier: nil, previous: nil)
        let next = following.flatMap(model.index(of:))
        let nextAnywhere = next.map { model.probability(of: $0, after: anywhere) } ?? 0
        let rescored = candidates.map { candidate -> SpellingCandidate in
            guard !candidate.isUserWord, let w = model.index(of: candidate.word) else { return candidate }
            let inContext = model.probability(of: w, after: tokens)
            let unigram = model.probability(of: w, after: anywhere)
            guard inContext > 0, unigram > 0 else { return candidate }
            var bonus = weight * log(inContext / unigram)
            if let next, nextAnywhere > 0 {
                let after = model.probability(of: next, after: LanguageModel.Context(earlier: tokens.previous, previous: w))
                if after > 0 { bonus += followingWeight * log(after / nextAnywhere) }
            }
            return SpellingCandidate(word: candidate.word, distance: candidate.distance, cost: candidate.cost,
                                     score: candidate.score + bonus, isUserWord: candidate.isUserWord)
        }
        // Stable: equal scores keep the speller's order.
        return rescored.enumerated().sorted { $0.element.score != $1.element.score ? $0.element.score > $1.element.score : $0.offset < $1.offset }
            .map(\.element)
    }

    /// How much of the context's evidence (in nats) a correction's score takes, calibrated with
    /// `scripts/sentence_typos.py` (see ``Autocorrector``): slips fixed / correct words changed were
    /// 84.1% / 0.38% at 0.3, 84.6% / 0.33% at 0.5, 83.9% / 0.34% at 1 (the whole evidence overrides
    /// the typing model too often).
    public static let contextWeight = 0.5

    /// How much of the following token's evidence (in nats) a correction's score takes, calibrated
    /// on the development sentences of `scripts/sentence_typos.py` with the whole line known (slips
    /// fixed / correct words changed, least margin 0.3): 92.4% / 0.19% at 0.3, 93.4% / 0.19% at 0.5,
    /// 93.9% / 0.21% at 0.8 (90.8% / 0.22% as a keyboard types, without it).
    public static let followingWeight = 0.8
}
