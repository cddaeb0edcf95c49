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
        // Set up for the typed word when a first candidate needs weighing, then shared by the rest.
        var channel: TypedWordChannel?
        let typedKeys = soundAlikeKeys(of: typed)
        // A candidate's new score is at most its log probability (a channel cost of 0), so candidates
        // are weighed most probable first, and one whose log probability is below the `limit`-th best
        // score found so far can't reach the first `limit`: it keeps its keyboard score, which is lower
        // still (a branch and bound: the weighted edit distance is the expensive part).
        func logProbability(_ c: SpellingCandidate) -> Double { c.score + Self.costWeight * c.cost }
        var best: [Double] = []
        var ranked: [SpellingCandidate] = []
        ranked.reserveCapacity(candidates.count)
        for c in candidates.sorted(by: { logProbability($0) > logProbability($1) }) {
            guard c.distance > 0, c.cost > 0 else { ranked.append(c); continue }
            let bound = logProbability(c)
            if best.count >= limit, bound < best[limit - 1] { ranked.append(c); continue }
            if channel == nil {
                channel = TypedWordChannel(model: model, typed: SpellingSymbols.symbols(of: typed), errors: errors,
                                           unit: Self.costWeight, keyboard: keyboard)
            }
            // A sound-alike candidate pays `factor` of its cost, so its bar in channel nats is higher.
            let factor = soundAlikeMultiplier(for: c.word, typedKeys: typedKeys)
            // Past this channel cost (nats, a hair over against rounding) the exact figure changes
            // nothing: the keyboard's own cost is less, or the score falls below the `limit`-th.
            let keyboardNats = Self.costWeight * c.cost
            let barNats = best.count >= limit ? (bound - best[limit - 1]) / factor : .infinity
            let enough = min(keyboardNats, barNats)
            let weighed = SpellingSymbols.withSymbols(of: c.word) { channel!.cost(intended: $0, unlessAbove: enough * (1 + 1e-9) + 1e-9) }
            // Below the bar whatever its cost: it keeps its keyboard score, as if left unweighed.
            if weighed == nil && barNats < keyboardNats { ranked.append(c); continue }
            let cost = factor * (weighed.map { min(c.cost, $0 / Self.costWeight) } ?? c.cost)
            let rescored = SpellingCandidate(word: c.word, distance: c.distance, cost: cost, score: bound - Self.costWeight * cost,
                                             isUserWord: c.isUserWord)
            ranked.append(rescored)
            best.insert(rescored.score, at: best.firstIndex { $0 < rescored.score } ?? best.count)
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
