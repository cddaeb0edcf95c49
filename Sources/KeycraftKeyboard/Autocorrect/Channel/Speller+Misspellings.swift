extension Speller {
    /// How many of the keyboard model's best candidates the misspelling model re-ranks: enough that
    /// the intended word is nearly always among them (on the codespell development split, the intended
    /// word within two edits was among the first 12 in 99% of cases).
    static let candidatesReranked = 12

    /// `candidates` (best first by the keyboard model) ranked again with `model`: a candidate's score
    /// becomes ln P(word | previous) − ``MisspellingModel``'s cost of typing it as `typed`, and its cost
    /// that channel cost in edits (never more than the keyboard's: the channel includes every slip).
    /// Exact matches and apostrophe-only differences keep their places ahead of the rest.
    func reranked(_ candidates: [SpellingCandidate], typed: String, model: MisspellingModel, limit: Int) -> [SpellingCandidate] {
        let symbols = SpellingSymbols.symbols(of: typed)
        var relevant = MisspellingModel.Relevant()
        var ranked = candidates.map { c -> SpellingCandidate in
            guard c.distance > 0, c.cost > 0 else { return c }
            let logProbability = c.score + Self.costWeight * c.cost
            let channel = model.cost(intended: SpellingSymbols.symbols(of: c.word), typed: symbols, errors: errors,
                                     unit: Self.costWeight, areNeighbours: keyboard.areNeighbours, relevant: &relevant)
            let cost = min(c.cost, channel / Self.costWeight)
            return SpellingCandidate(word: c.word, distance: c.distance, cost: cost, score: logProbability - Self.costWeight * cost,
                                     isUserWord: c.isUserWord)
        }
        ranked.sort { a, b in
            if (a.distance == 0) != (b.distance == 0) { return a.distance == 0 }
            if (a.cost == 0) != (b.cost == 0) { return a.cost == 0 }
            if a.score != b.score { return a.score > b.score }
            if a.isUserWord != b.isUserWord { return a.isUserWord }
            return a.word < b.word
        }
        return Array(ranked.prefix(limit))
    }
}
