extension Speller {
    /// How many of the keyboard model's best candidates the misspelling model re-ranks. Fewer
    /// means a higher bar for the search and fewer channel tables, so this is `suggest`'s main speed
    /// lever. Set on the codespell development split, the generated typos and the development
    /// books' sentences (never on Norvig's sets or the held-out lists); from 12 to 4:
    /// - top 1 stayed 0.932 on the development split and went from 0.786 to 0.787 on generated typos;
    /// - top 3 went from 0.958 to 0.956 and from 0.898 to 0.900;
    /// - sentences fixed went from 95.3% to 95.4%, with the same correct words changed;
    /// - `suggest` took 28% less CPU.
    /// At 3, the development split's top 1 fell.
    static let candidatesReranked = 4

    /// `chosen` (``CandidateSearch/chosen(_:)``: best first by the keyboard model, by number) ranked
    /// again with `model`: a candidate's score becomes ln P(word | previous) − ``MisspellingModel``'s
    /// cost of typing it as the typed word, and its cost that channel cost in edits (never more than
    /// the keyboard's: the channel includes every slip). Exact matches and apostrophe-only differences
    /// keep their places ahead of the rest. Only the first `limit` become strings.
    func reranked(_ chosen: consuming [CandidateSearch.Chosen], search: CandidateSearch, typed: String, model: MisspellingModel, limit: Int) -> [SpellingCandidate] {
        typealias Scored = CandidateSearch.Scored
        let shown = search.shown
        // Set up for the typed word when a first candidate needs weighing, then shared by the rest;
        // its arrays are the last typed word's, and go back to the model for the next one's.
        var channel: TypedWordChannel?
        defer { channel?.recycle(into: model.channelBuffers) }
        let typedKeys = soundAlikeKeys(of: typed)
        // A candidate's new score is at most its log probability (a channel cost of 0), so candidates
        // are weighed most probable first, and one whose log probability is below the `limit`-th best
        // score found so far can't reach the first `limit`: it keeps its keyboard score, which is lower
        // still (a branch and bound: the weighted edit distance is the expensive part).
        func logProbability(_ r: Scored) -> Double { r.score + Self.costWeight * r.cost }
        // Sorted in place: the caller's array is this call's own (a sorted copy was an allocation a word).
        var ranked = consume chosen
        ranked.sort { logProbability($0.scored) > logProbability($1.scored) }
        // Each candidate is rescored in its own place, and the scores so far kept on the stack:
        // arrays of their own were two more allocations a word.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: ranked.count) { room in
            var best = 0
            for k in ranked.indices {
                let c = ranked[k], r = c.scored
                guard r.distance > 0, r.cost > 0 else { continue }
                let bound = logProbability(r)
                if best >= limit, bound < room[limit - 1] { continue }
                if channel == nil {
                    channel = TypedWordChannel(model: model, typed: search.symbols, errors: errors, unit: Self.costWeight, keyboard: keyboard,
                                               reusing: model.channelBuffers.take())
                }
                // A sound-alike candidate pays `factor` of its cost, so its bar in channel nats is higher.
                // An ASCII dictionary word is read from the dictionary's bytes: its shown form differs
                // only in case, which neither its keys nor its comparison symbols see.
                let plain = c.text == nil && shown.isPlainASCII(r.word)
                let text = plain ? nil : c.text ?? shown(r.word)
                let factor = plain
                    ? soundAlikeMultiplier(forASCII: shown.dictionary.textBytes(of: r.word), typedKeys: typedKeys)
                    : soundAlikeMultiplier(for: text!, typedKeys: typedKeys)
                // Past this channel cost (nats, a hair over against rounding) the exact figure changes
                // nothing: the keyboard's own cost is less, or the score falls below the `limit`-th.
                let keyboardNats = Self.costWeight * r.cost
                let barNats = best >= limit ? (bound - room[limit - 1]) / factor : .infinity
                let enough = min(keyboardNats, barNats) * (1 + 1e-9) + 1e-9
                let weighed = plain
                    ? SpellingSymbols.withSymbols(ofASCII: shown.dictionary.textBytes(of: r.word)) { channel!.cost(intended: $0, unlessAbove: enough) }
                    : SpellingSymbols.withSymbols(of: text!) { channel!.cost(intended: $0, unlessAbove: enough) }
                // Below the bar whatever its cost: it keeps its keyboard score, as if left unweighed.
                if weighed == nil && barNats < keyboardNats { continue }
                let cost = factor * (weighed.map { min(r.cost, $0 / Self.costWeight) } ?? r.cost)
                let rescored = Scored(word: r.word, distance: r.distance, cost: cost, score: bound - Self.costWeight * cost)
                ranked[k] = CandidateSearch.Chosen(scored: rescored, text: text)
                // The scores so far, best first.
                var at = best
                while at > 0 && room[at - 1] < rescored.score {
                    room[at] = room[at - 1]
                    at -= 1
                }
                room[at] = rescored.score
                best += 1
            }
            CandidateSearch.sortInAnswerOrder(&ranked, scored: \.scored, text: { $0.text ?? shown($0.scored.word) })
            return ranked.prefix(limit).map { CandidateSearch.candidate($0.scored, $0.text ?? shown($0.scored.word)) }
        }
    }
}
