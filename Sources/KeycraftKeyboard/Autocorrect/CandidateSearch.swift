import CKeycraftPrefetch
import Foundation

/// One ``Speller/candidates(for:previousWord:userWords:maxDistance:limit:)`` call: the typed word,
/// the candidates found so far, and the few scored — the ranking ``Speller`` documents.
///
/// Candidates arrive in batches (the index's passes, ``DeleteIndex/Lookup``). A batch's
/// probabilities are read in a loop of their own — each word's count is a cache miss, and there the
/// misses overlap — and a candidate is scored only while its bound can still beat the bar (the
/// `needed`-th best plain score), so a word that could never be shown is never aligned. Between
/// batches, ``rarestClassesThatCanMatter()`` says which deferred words could still change the answer.
struct CandidateSearch {
    /// A verified candidate, cheaply: the distance, the probability and an upper bound of the score
    /// (from the least its edits can cost: ``LeastCostFactors``), kept as a probability: the
    /// logarithm is taken only for the few candidates that are scored.
    struct Found {
        let word: Int  // a dictionary word's number, or −1 − a user word's position
        let distance: Int
        var probability = 0.0
        /// The dictionary word's count (read with the probability).
        var frequency: UInt64 = 0
        /// e^bound, the score's upper bound: the probability times e^(−costWeight · the least its
        /// edits can cost).
        var bound = 0.0
        /// Scored whatever its bound: an exact match, or a word that differs only where an apostrophe may be free.
        let exact: Bool
        /// The word's letters when the index holds them packed, else 0.
        let packed: UInt64
        /// The weighted cost when the bound already found it, else −1.
        var knownCost = -1.0
    }

    /// A candidate ranked by number, with its cost and score; a word becomes a `String` only when
    /// its spelling decides a tie or it is among the answers.
    struct Scored {
        let word: Int  // as in `Found`
        let distance: Int
        let cost: Double
        let score: Double
        var isUserWord: Bool { word < 0 }
        /// Exact matches and apostrophe-only differences rank first whatever their scores.
        var isPrivileged: Bool { distance == 0 || cost == 0 }

        /// Whether `a` ranks before `b` as the answer orders them: exact matches, then
        /// apostrophe-only differences, then by score, a user word before a dictionary word; nil
        /// when only their shown texts can tell them apart.
        @inline(__always)
        static func ranksBefore(_ a: Scored, _ b: Scored) -> Bool? {
            if (a.distance == 0) != (b.distance == 0) { return a.distance == 0 }
            if (a.cost == 0) != (b.cost == 0) { return a.cost == 0 }
            if a.score != b.score { return a.score > b.score }
            if a.isUserWord != b.isUserWord { return a.isUserWord }
            return nil
        }
    }

    /// Sorts `items` in the answer's order (``Scored/ranksBefore(_:_:)``, then by shown text, in
    /// the code units' order), keeping the order of items equal in both.
    ///
    /// In two stable passes, the texts only for runs the scores leave tied (rare): a comparison
    /// that could make a text captured the dictionary, so every comparison retained and released
    /// the dictionary object every thread shares.
    static func sortInAnswerOrder<T>(_ items: inout [T], scored: (T) -> Scored, text: (T) -> String) {
        items.sort { Scored.ranksBefore(scored($0), scored($1)) ?? false }
        var start = 0
        while start < items.count {
            var end = start + 1
            while end < items.count && Scored.ranksBefore(scored(items[start]), scored(items[end])) == nil { end += 1 }
            if end - start > 1 { items[start..<end].sort { text($0) < text($1) } }
            start = end
        }
    }

    /// The speller's parts the search reads, not a copy of the whole speller: that would retain (and
    /// release) every array and object it holds (the misspelling model's among them) once a word.
    let dictionary: CompactDictionary
    private let errors: TypingErrorModel
    private let keyboard: KeyProximity
    /// ``Speller/neighbours``.
    private let neighbours: [Bool]
    private let leastCostFactors: LeastCostFactors
    private let commonClasses: Int
    let symbols: [Unicode.Scalar]
    /// The typed word's letter numbers (``DictionaryFormat/unknownSymbol`` for letters no word has).
    let codes: [UInt8]
    let maxDistance: Int
    let limit: Int
    private let pattern: CasePattern
    private let context: Int?
    private let contextTotal: Double
    /// The largest count among the context's followers over their total: what the bigram half of a
    /// probability can reach at most.
    private let contextLargestShare: Double
    private let typedHasApostrophe: Bool
    private let apostropheCode: UInt8
    private let hasUnknownLetter: Bool
    /// Whether two letters side by side in the typed word are the same: a letter typed extra then
    /// may cost less than 1 (``TypingErrorModel/doubledKey``).
    private let typedHasDoubledLetter: Bool
    private let userEntries: [(key: [Unicode.Scalar], value: String)]
    private var found: [Found] = []
    /// How many of `found` have been through ``rankNewlyFound(_:)``.
    private var considered = 0
    private var ranked: [Scored] = []
    private var privileged = 0
    /// The user words found: each may spell a dictionary word the answer then shows once.
    private var userWordsFound = 0
    /// The scores of the scored candidates that are not privileged, best first.
    private var plainScores: [Double] = []

    /// The speller is borrowed (an owned argument is a copy of the whole speller a word).
    init(speller: borrowing Speller, typed: String, symbols: [Unicode.Scalar], previousWord: String?, userWords: UserWords, maxDistance: Int, limit: Int) {
        let dictionary = speller.dictionary
        self.dictionary = dictionary
        errors = speller.errors
        keyboard = speller.keyboard
        neighbours = speller.neighbours
        leastCostFactors = speller.leastCostFactors
        commonClasses = speller.commonClasses
        self.symbols = symbols
        let codes = symbols.map { dictionary.code(of: $0) }, distance = max(0, min(maxDistance, DeleteIndex.maxDistance))
        // The index's first loads, fetched while the rest is set up.
        codes.withUnsafeBufferPointer { dictionary.index.prefetchBuckets(of: $0, limit: distance) }
        self.codes = codes
        self.maxDistance = distance
        self.limit = limit
        pattern = CasePattern(of: typed)
        context = previousWord.flatMap { dictionary.index(of: $0) }
        (contextTotal, contextLargestShare) = context.map { context in
            let (total, largest) = dictionary.bigramTotalAndLargest(context)
            return (total, total > 0 ? largest / total : 0)
        } ?? (0, 0)
        typedHasApostrophe = symbols.contains(where: SpellingSymbols.isApostrophe)
        apostropheCode = dictionary.code(of: "'")
        hasUnknownLetter = codes.contains(DictionaryFormat.unknownSymbol)
        typedHasDoubledLetter = codes.indices.dropFirst().contains { codes[$0] == codes[$0 - 1] }
        userEntries = userWords.isEmpty ? [] : Array(userWords.entries)
        found.reserveCapacity(32)
        ranked.reserveCapacity(16)
        plainScores.reserveCapacity(16)
    }

    /// The classes the index's first pass takes whole (``DeleteIndex/Lookup/takeNearWords(andClassesUpTo:_:)``):
    /// every class when the typed word has an apostrophe (then any word may differ only by
    /// apostrophes, and rank first), none when only near words can be within the limit.
    var firstPassClasses: Int {
        // Class 0 holds the groups with apostrophes, which the bounds of deferred words do not cover.
        maxDistance < 2 ? -1 : typedHasApostrophe ? DeleteIndex.FrequencyClass.rarest : max(DeleteIndex.FrequencyClass.commonest, commonClasses)
    }

    // MARK: Finding

    /// Adds dictionary word `word`, verified at `distance` (its letters `packed` when the index has them so).
    mutating func add(_ word: Int, _ distance: Int, _ packed: UInt64) {
        // Packed letters are in registers; another word's are in cache, just verified.
        // Without an apostrophe in the dictionary its code is the unknown letter, which no word has.
        let free = typedHasApostrophe
            || (packed != 0 ? DeleteIndex.packed(packed, contains: apostropheCode) : dictionary.codes(of: word).contains(apostropheCode))
        found.append(Found(word: word, distance: distance, exact: free || distance == 0, packed: packed))
        // Its count is read when the batch is ranked; fetched meanwhile.
        keycraft_prefetch(dictionary.frequencies.baseAddress! + word)
    }

    /// Adds the user words within the limit (a scan: a user has hundreds, not tens of thousands).
    mutating func addUserWords() {
        for (position, (key, _)) in userEntries.enumerated() {
            let distance = symbols.withUnsafeBufferPointer { a in
                key.withUnsafeBufferPointer { b in EditDistance.bounded(a, b, limit: maxDistance) }
            }
            guard let distance else { continue }
            found.append(Found(word: -1 - position, distance: distance, probability: Speller.userWordProbability,
                               bound: Speller.userWordProbability, exact: true, packed: 0))
            userWordsFound += 1
        }
    }

    /// How many more plain candidates must be scored before one that cannot beat the last of them is
    /// left unscored: the answers left after the privileged ones, and one more per user word found,
    /// because a user word may spell a dictionary word and the answer shows a spelling once (the
    /// builder merges dictionary words that differ only in case, so two of those never collide).
    private var needed: Int {
        let left = limit - privileged
        return left > Int.max - userWordsFound ? Int.max : left + userWordsFound
    }

    /// For each least length difference (0, 1, 2) between the typed word and a deferred word, the
    /// rarest frequency class whose deferred words could still change the answer, or −1 when none
    /// could. A deferred word is at distance 2 and no more probable than
    /// ``DeleteIndex/FrequencyClass/probabilityBound(_:)``; with a length difference of m it costs at
    /// least m insertions or deletions and 2 − m cheapest edits. It matters if that bound reaches
    /// the bar — or, when no word is within one edit, if it could be the commonest word at distance
    /// 2 (the nearest word, always shown).
    /// (Mutating only so that the search the lookup's closure captures is passed in place: read
    /// through a non-mutating call it was copied, and the copy destroyed, once a word.)
    mutating func rarestClassesThatCanMatter() -> (Int, Int, Int) {
        guard maxDistance >= 2 else { return (-1, -1, -1) }
        typealias Classes = DeleteIndex.FrequencyClass
        let needed = self.needed
        let bar = needed <= 0 ? Double.infinity : plainScores.count >= needed ? plainScores[needed - 1] : -Double.infinity
        // The nearest word: without a word within one edit, a deferred word as common as the
        // commonest found could be it.
        var nearestClass = -1
        if !found.contains(where: { $0.word >= 0 && $0.distance <= 1 }) {
            var commonest: UInt64 = 0
            for f in found where f.word >= 0 { commonest = max(commonest, f.frequency) }
            nearestClass = stride(from: Classes.rarest, through: Classes.commonest, by: -1).first {
                Classes.probabilityBound($0) * max(1, dictionary.totalFrequency) >= Double(commonest)
            } ?? -1
        }
        func rarest(lengthDifference m: Int) -> Int {
            guard bar < .infinity else { return nearestClass }
            // The least probability that could reach the bar at this cost.
            let leastCost = Double(m) * errors.cheapestIndel + Double(2 - m) * errors.cheapestEdit
            let needs = exp(bar + Speller.costWeight * leastCost) * (1 - 1e-9)
            for c in stride(from: Classes.rarest, to: nearestClass, by: -1) {
                let unigram = Classes.probabilityBound(c)
                if (context != nil && contextTotal > 0 ? 0.5 * contextLargestShare + 0.5 * unigram : unigram) >= needs { return c }
            }
            return nearestClass
        }
        return (rarest(lengthDifference: 0), rarest(lengthDifference: 1), rarest(lengthDifference: 2))
    }

    // MARK: Ranking

    /// Reads the probabilities of the candidates found since the last call and scores those that
    /// can rank: exact ones always; the others best bound first, until no bound can beat the bar.
    mutating func rankNewlyFound(_ query: UnsafeBufferPointer<UInt8>) {
        let batch = considered..<found.count
        considered = found.count
        guard !batch.isEmpty else { return }
        // The bound: the least the candidate's edits can cost, given how the lengths differ.
        let factors = leastCostFactors, typedCount = codes.count, doubled = typedHasDoubledLetter
        let cheapestExtra = errors.cheapestExtra(typedHasDoubledLetter: doubled)
        // The fields the loop reads, not the search: a copy of it would retain (and release) every
        // array and object it holds.
        let errors = self.errors, neighbourTable = neighbours
        let dictionary = self.dictionary, context = self.context, contextTotal = self.contextTotal
        let hasUnknownLetter = self.hasUnknownLetter
        found.withUnsafeMutableBufferPointer { found in
            // The counts first, in a loop of their own, so that all their misses are in flight at once.
            for k in batch where found[k].word >= 0 { found[k].frequency = dictionary.frequency(at: found[k].word) }
            for k in batch where found[k].word >= 0 {
                let frequency = found[k].frequency
                let p = Speller.probability(of: found[k].word, frequency: frequency, after: context, contextTotal: contextTotal, in: dictionary)
                found[k].probability = p
                guard !found[k].exact else {
                    found[k].bound = p
                    continue
                }
                let length = found[k].packed != 0 ? DeleteKeys.length(of: found[k].packed & 0x00FF_FFFF_FFFF_FFFF) : dictionary.codes(of: found[k].word).count
                if found[k].distance == 2 && length == typedCount && !hasUnknownLetter {
                    // The letters that differ decide the cost, or a bound tighter than two cheapest edits.
                    let packed = found[k].packed
                    let (cost, least) = neighbourTable.withUnsafeBufferPointer { neighbours in
                        func compare(_ word: UnsafeBufferPointer<UInt8>) -> (Double?, Double) {
                            EditDistance.twoEditsOfEqualLength(query, word, model: errors, cheapestExtra: cheapestExtra,
                                                               areNeighbours: { neighbours[Int($0) << 8 | Int($1)] })
                        }
                        return packed != 0 ? DeleteIndex.withUnpacked(packed, compare) : compare(dictionary.codes(of: found[k].word))
                    }
                    found[k].knownCost = cost ?? -1
                    found[k].bound = p * exp(-Speller.costWeight * least)
                    continue
                }
                found[k].bound = p * factors.factor(distance: found[k].distance, lengthDifference: typedCount - length, typedHasDoubledLetter: doubled)
            }
        }
        for k in batch where found[k].exact { score(found[k], query) }
        // The others: a candidate is scored only if its bound can still beat the bar. The few best
        // bounds are scored first, so the bar is high from the start and two passes over the batch
        // do, where taking them best bound first (a heap, or a scan per pick) costs more than it saves.
        let needed = self.needed
        guard needed > 0, found[batch].contains(where: { !$0.exact }) else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: min(needed, batch.count) + 1) { slots in
            // The `needed` best bounds, best first (earlier first among equals).
            var count = 0
            for k in batch where !found[k].exact && (count < needed || found[k].bound > found[slots[count - 1]].bound) {
                var at = count
                while at > 0 && found[slots[at - 1]].bound < found[k].bound {
                    slots[at] = slots[at - 1]
                    at -= 1
                }
                slots[at] = k
                count = min(count + 1, needed)
            }
            let seeds = UnsafeBufferPointer(rebasing: slots[0..<count])
            for k in seeds where canWin(found[k].bound) { score(found[k], query) }
            // Then the rest against the bar (a cheap linear comparison rules most out).
            var bar = self.bar
            for k in batch where !found[k].exact && found[k].bound >= bar && !seeds.contains(k) && canWin(found[k].bound) {
                score(found[k], query)
                bar = self.bar
            }
        }
    }

    /// e^(the bar), a little lowered against rounding: a bound below it cannot win.
    /// (Inlined, as ``canWin(_:)``: called out of line from ``rankNewlyFound(_:)``'s loop, which
    /// scores in between, each call copied the whole search and destroyed the copy.)
    @inline(__always)
    private var bar: Double {
        needed > 0 && plainScores.count >= needed ? exp(plainScores[needed - 1]) * (1 - 1e-9) : 0
    }

    /// Whether a candidate with score bound ln(`bound`) could still be among the plain answers.
    @inline(__always)
    private func canWin(_ bound: Double) -> Bool {
        needed > 0 && (plainScores.count < needed || plainScores[needed - 1] <= log(bound))
    }

    /// Scores `f`: its exact weighted cost on the keyboard, and its score.
    private mutating func score(_ f: Found, _ query: UnsafeBufferPointer<UInt8>) {
        let cost: Double
        if f.distance == 0 {
            cost = 0
        } else if f.knownCost >= 0 {
            cost = f.knownCost
        } else if f.word < 0 {
            cost = symbols.withUnsafeBufferPointer { a in
                userEntries[-1 - f.word].key.withUnsafeBufferPointer {
                    EditDistance.weighted(a, $0, within: f.distance, model: errors, areNeighbours: keyboard.areNeighbours, isApostrophe: SpellingSymbols.isApostrophe)
                }
            }
        } else if hasUnknownLetter {
            // A letter no dictionary word has can't use the table: compare the letters themselves.
            let word = dictionary.codes(of: f.word).map { Unicode.Scalar(dictionary.alphabet[Int($0) - 1])! }
            cost = symbols.withUnsafeBufferPointer { a in
                word.withUnsafeBufferPointer {
                    EditDistance.weighted(a, $0, within: f.distance, model: errors, areNeighbours: keyboard.areNeighbours, isApostrophe: SpellingSymbols.isApostrophe)
                }
            }
        } else {
            let apostrophe = apostropheCode
            let errors = self.errors
            cost = neighbours.withUnsafeBufferPointer { neighbours in
                func weighted(_ word: UnsafeBufferPointer<UInt8>) -> Double {
                    f.distance == 1 && !f.exact
                        ? EditDistance.singleEdit(query, word, model: errors, areNeighbours: { neighbours[Int($0) << 8 | Int($1)] })
                        : EditDistance.weighted(query, word, within: f.distance, model: errors,
                                                areNeighbours: { neighbours[Int($0) << 8 | Int($1)] }, isApostrophe: { $0 == apostrophe })
                }
                return f.packed != 0 ? DeleteIndex.withUnpacked(f.packed, weighted) : weighted(dictionary.codes(of: f.word))
            }
        }
        let scored = Scored(word: f.word, distance: f.distance, cost: cost, score: log(f.probability) - Speller.costWeight * cost)
        ranked.append(scored)
        // Where its text is, should it be shown; fetched meanwhile.
        if f.word >= 0 { keycraft_prefetch(dictionary.textOffsets.baseAddress! + f.word) }
        if scored.isPrivileged {
            privileged += 1
        } else {
            // After the scores no lower (`insert(_:at:)` took a generic path of a few hundred instructions).
            plainScores.append(scored.score)
            plainScores.withUnsafeMutableBufferPointer { scores in
                var at = scores.count - 1
                while at > 0 && scores[at - 1] < scored.score {
                    scores[at] = scores[at - 1]
                    at -= 1
                }
                scores[at] = scored.score
            }
        }
    }

    // MARK: The answer

    /// How candidates are shown: in the typed word's case. Small, so closures capture it rather than the whole search.
    struct Shown {
        let dictionary: CompactDictionary
        let pattern: CasePattern
        let userEntries: [(key: [Unicode.Scalar], value: String)]

        func callAsFunction(_ word: Int) -> String {
            pattern.apply(to: word >= 0 ? dictionary.word(at: word) : userEntries[-1 - word].value)
        }

        /// Whether `word` is shown as the dictionary writes it in ASCII: its shown form then has the
        /// dictionary's bytes but for case, and what spelling compares (symbols, sound-alike keys)
        /// can be read from those bytes without making the string.
        func isPlainASCII(_ word: Int) -> Bool {
            word >= 0 && !dictionary.textBytes(of: word).contains(where: { $0 >= 0x80 })
        }
    }

    /// How this search's candidates are shown.
    var shown: Shown { Shown(dictionary: dictionary, pattern: pattern, userEntries: userEntries) }

    /// A candidate of the answer, by number: its text is made only when it is shown, or when its
    /// spelling decided whether it is in the answer (a case pattern or a user word may make two one).
    struct Chosen {
        let scored: Scored
        /// The shown text, when choosing needed it.
        var text: String?
    }

    /// The first `limit` candidates, best first, each spelling (ignoring case) once; SymSpell's own
    /// answer — the commonest dictionary word at the smallest distance — is always offered when two
    /// or more candidates are asked for, so re-ranking never hides it.
    mutating func answer(_ query: UnsafeBufferPointer<UInt8>) -> [SpellingCandidate] {
        let shown = self.shown
        return chosen(query).map { Self.candidate($0.scored, $0.text ?? shown($0.scored.word)) }
    }

    static func candidate(_ r: Scored, _ word: String) -> SpellingCandidate {
        SpellingCandidate(word: word, distance: r.distance, cost: r.cost, score: r.score, isUserWord: r.isUserWord)
    }

    /// ``answer(_:)`` by number: the same candidates in the same order, their texts made only where
    /// choosing them needed it.
    mutating func chosen(_ query: UnsafeBufferPointer<UInt8>) -> [Chosen] {
        let dictionary = self.dictionary
        let shown = self.shown
        let nearest = found.lazy.filter { $0.word >= 0 }.min { a, b in
            a.distance != b.distance ? a.distance < b.distance
                : a.frequency != b.frequency ? a.frequency > b.frequency : a.word < b.word
        }
        // A value the closures below call into: a nested function capturing the text instead had it
        // checked for exclusive access at run time on every call.
        var near = Nearest(word: nearest?.word, shown: shown)
        if let nearest, !nearest.exact, found.contains(where: { !$0.exact }), !ranked.contains(where: { near.matches($0.word) }) {
            score(nearest, query)
        }
        Self.sortInAnswerOrder(&ranked, scored: { $0 }, text: { shown($0.word) })
        // Dictionary words shown as listed have distinct spellings (the builder merges those that
        // differ only in case); a case pattern or a user word can make two one.
        let mayRepeat = pattern != .asListed || ranked.contains(where: \.isUserWord)
        // The texts of the words likely shown, fetched together rather than one after another.
        for r in ranked.prefix(limit) where r.word >= 0 { keycraft_prefetch(dictionary.text.baseAddress! + Int(dictionary.textOffsets[r.word])) }
        var result: [Chosen] = []
        result.reserveCapacity(min(limit, ranked.count))
        var seen: [String] = []
        for r in ranked {
            var text: String?
            if mayRepeat {
                let word = shown(r.word)
                let folded = word.lowercased()
                guard !seen.contains(folded) else { continue }
                seen.append(folded)
                text = word
            }
            result.append(Chosen(scored: r, text: text))
            if result.count == limit { break }
        }
        if let nearest, limit >= 2, result.count == limit, !result.contains(where: { near.matches($0.scored.word) }),
           let r = ranked.first(where: { near.matches($0.word) }) {
            result[limit - 1] = Chosen(scored: r, text: near.text ?? (mayRepeat ? shown(nearest.word) : nil))
        }
        return result
    }

    /// Whether a candidate shows as the nearest word (SymSpell's own answer): by number when words
    /// show as listed, else by shown text, the nearest word's made only when a comparison needs it.
    private struct Nearest {
        let word: Int?
        let shown: Shown
        private(set) var text: String?

        init(word: Int?, shown: Shown) {
            self.word = word
            self.shown = shown
        }

        mutating func matches(_ candidate: Int) -> Bool {
            guard let word else { return false }
            if candidate >= 0 && shown.pattern == .asListed { return candidate == word }
            if text == nil { text = shown(word) }
            return shown(candidate) == text
        }
    }
}
