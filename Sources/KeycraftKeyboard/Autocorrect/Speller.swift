import Foundation

/// Spelling suggestions, completions and next-word predictions over a ``CompactDictionary``.
///
/// **Candidates** are the words within Damerau–Levenshtein distance 2 (a transposition is one
/// edit), found with the `DeleteIndex` and verified with a bounded distance.
///
/// **Ranking** — a noisy-channel model: each candidate scores `ln P(word | previous) − ln 1/P(typo | word)`,
/// the second term written `costWeight × cost`:
/// - `P(word)` is the word's share of all counted words; after a known previous word it is the even
///   mix `½ · count(previous word) / count(previous, ·) + ½ · count(word) / total` (Jelinek–Mercer
///   interpolation of the bigram and unigram estimates). A user word counts as 1 in 10,000 words.
/// - `P(typo | word)` multiplies one probability per edit of the best alignment, from a stated
///   typing model rather than fitted weights: 1 keystroke in 50 goes wrong (``keystrokeErrorRate``);
///   a wrong keystroke is any of 26 letters (inserted, substituted, or a letter left out), so an edit
///   costs ln(26 / ε) ≈ 7.2 nats — `costWeight`, one unit of cost; a slip onto a neighbouring key
///   (``KeyProximity``) is one of about 6, ln(6 / ε) ≈ 5.7 nats (``neighbourKeyCost`` ≈ 0.8 of a
///   unit); two letters swapped is one of 2 ways to order them, ln(2 / ε) ≈ 4.6 nats
///   (``transpositionCost`` ≈ 0.64); an apostrophe added or left out costs nothing (phone users type
///   dont for don't).
/// - The commonest word at the smallest distance (what SymSpell answers) is always among two or more
///   candidates, in the last place if the model ranks it lower.
/// - A typed word that is itself a word is its own first candidate; next come the words it spells
///   but for apostrophes (dont → don't, im → I'm), whatever their counts.
public struct Speller: Sendable {
    /// The words, frequencies, bigrams and index suggestions come from.
    public let dictionary: CompactDictionary
    /// The key layout whose neighbouring keys make cheaper substitutions.
    public let keyboard: KeyProximity
    /// Whether two letter numbers are neighbouring keys: `[a << 8 | b]`, from `keyboard`.
    private let neighbours: [Bool]
    /// The dictionary's most frequent words, best first: the predictions when nothing better is known.
    private let mostFrequent: [Int]

    /// The share of keystrokes that go wrong, the typing model's one parameter.
    public static let keystrokeErrorRate = 1.0 / 50
    /// The weight of one unit of edit cost, in nats: −ln P(one edit) = ln(26 / ε).
    static let costWeight = log(26 / keystrokeErrorRate)
    /// The cost of hitting a neighbouring key instead of the intended one, in units of
    /// `costWeight`: ln(6 / ε) / ln(26 / ε) ≈ 0.8.
    public static let neighbourKeyCost = log(6 / keystrokeErrorRate) / costWeight
    /// The cost of two neighbouring letters typed in the wrong order: ln(2 / ε) / ln(26 / ε) ≈ 0.64.
    public static let transpositionCost = log(2 / keystrokeErrorRate) / costWeight
    /// The least an edit other than an apostrophe costs, for bounding scores before computing them.
    static let cheapestEdit = min(neighbourKeyCost, transpositionCost, 1)
    /// e^(−costWeight · cheapestEdit): what each edit at least multiplies a candidate's probability by.
    static let boundPerEdit = exp(-costWeight * cheapestEdit)
    /// The probability given to a user word.
    static let userWordProbability = 1e-4

    /// A speller over `dictionary` for typing on `keyboard`.
    public init(dictionary: CompactDictionary, keyboard: KeyProximity = .qwerty) {
        self.dictionary = dictionary
        self.keyboard = keyboard
        var top: [(Int, UInt64)] = []
        for i in 0..<dictionary.wordCount {
            let f = dictionary.frequency(at: i)
            if top.count < 16 || f > top[top.count - 1].1 {
                top.append((i, f))
                top.sort { $0.1 > $1.1 }
                if top.count > 16 { top.removeLast() }
            }
        }
        mostFrequent = top.map(\.0)
        var neighbours = [Bool](repeating: false, count: 256 * 256)
        for (i, x) in dictionary.alphabet.enumerated() {
            for (j, y) in dictionary.alphabet.enumerated() {
                neighbours[(i + 1) << 8 | (j + 1)] = keyboard.areNeighbours(Unicode.Scalar(x)!, Unicode.Scalar(y)!)
            }
        }
        self.neighbours = neighbours
    }

    /// The Damerau–Levenshtein distance between two words as spelling compares them (case-folded,
    /// Hangul as keys), or nil when it exceeds `limit`.
    public static func editDistance(_ a: String, _ b: String, limit: Int) -> Int? {
        let x = SpellingSymbols.symbols(of: a), y = SpellingSymbols.symbols(of: b)
        return x.withUnsafeBufferPointer { a in y.withUnsafeBufferPointer { EditDistance.bounded(a, $0, limit: limit) } }
    }

    /// Whether the dictionary has `word` (ignoring case).
    public func isKnown(_ word: some StringProtocol) -> Bool { dictionary.index(of: word) != nil }

    /// The words within `maxDistance` (0...2) edits of `typed`, best first, in the typed word's case.
    ///
    /// ```swift
    /// let speller = Speller(dictionary: try CompactDictionary.english())
    /// speller.candidates(for: "Teh").map(\.word)                       // ["The", "Tech", "Ten"]
    /// speller.candidates(for: "dont", limit: 1).first?.word            // "don't"
    /// ```
    public func candidates(
        for typed: String, previousWord: String? = nil, userWords: UserWords = UserWords(),
        maxDistance: Int = 2, limit: Int = 3
    ) -> [SpellingCandidate] {
        candidates(for: typed, previousWord: previousWord, userWords: userWords, maxDistance: maxDistance, limit: limit, source: .index)
    }

    /// Where candidates come from: the delete index, or (the reference the index is tested
    /// against) a scan of every word with the plain banded distance.
    enum CandidateSource { case index, scan }

    func candidates(
        for typed: String, previousWord: String?, userWords: UserWords, maxDistance: Int, limit: Int, source: CandidateSource
    ) -> [SpellingCandidate] {
        let symbols = SpellingSymbols.symbols(of: typed)
        guard !symbols.isEmpty, limit > 0 else { return [] }
        let codes = symbols.map { dictionary.code(of: $0) }
        let limitDistance = max(0, min(maxDistance, DeleteIndex.maxDistance))
        let context = previousWord.flatMap { dictionary.index(of: $0) }
        let contextTotal = context.map { dictionary.bigramTotal($0) } ?? 0
        let pattern = CasePattern(of: typed)
        let typedHasApostrophe = symbols.contains(where: SpellingSymbols.isApostrophe)
        let apostropheCode = dictionary.code(of: "'")
        let hasApostropheCode = apostropheCode != DictionaryFormat.unknownSymbol

        // Verified candidates, cheaply: the distance, the probability and an upper bound of the score
        // (every edit costs at least `cheapestEdit` unless an apostrophe is involved), kept as a
        // probability: the logarithm is taken only for the few candidates that are scored.
        struct Found {
            let word: Int  // a dictionary word's number, or −1 − a user word's position
            let distance: Int
            var probability = 0.0
            /// e^bound, the score's upper bound: the probability times e^(−costWeight · cheapestEdit) per edit.
            var bound = 0.0
            let exact: Bool
            /// The word's letters when the index holds them packed (``DeleteIndex/forEachWord(near:limit:distance:_:)``), else 0.
            let packed: UInt64
        }
        let perEdit = Self.boundPerEdit, costWeight = Self.costWeight
        var found: [Found] = []
        found.reserveCapacity(64)
        codes.withUnsafeBufferPointer { query in
            func add(_ i: Int, _ distance: Int, _ packed: UInt64) {
                // Packed letters are in registers; another word's are in cache, just verified.
                let free = typedHasApostrophe || (hasApostropheCode && (packed != 0
                    ? DeleteIndex.packed(packed, contains: apostropheCode) : dictionary.codes(of: i).contains(apostropheCode)))
                found.append(Found(word: i, distance: distance, exact: free || distance == 0, packed: packed))
            }
            BitParallelDistance.with(query) { matcher in
                if let matcher, source == .index {
                    dictionary.index.forEachWord(near: query, limit: limitDistance, distance: matcher, add)
                } else {
                    // The reference, or over 64 letters (no bit-parallel column): every word in full.
                    for i in 0..<dictionary.wordCount {
                        if let d = EditDistance.bounded(query, dictionary.codes(of: i), limit: limitDistance) { add(i, d, 0) }
                    }
                }
            }
        }
        // The probabilities in a loop of their own: each word's count is a cache miss, and here the
        // misses overlap instead of waiting one by one between verifications.
        found.withUnsafeMutableBufferPointer { found in
            for k in found.indices {
                let p = probability(of: found[k].word, after: context, contextTotal: contextTotal)
                let d = found[k].exact ? 0 : found[k].distance
                found[k].probability = p
                found[k].bound = d == 0 ? p : d == 1 ? p * perEdit : p * perEdit * perEdit
            }
        }
        let userEntries = userWords.isEmpty ? [] : Array(userWords.entries)
        for (position, (key, _)) in userEntries.enumerated() {
            let distance = symbols.withUnsafeBufferPointer { a in
                key.withUnsafeBufferPointer { b in EditDistance.bounded(a, b, limit: limitDistance) }
            }
            guard let distance else { continue }
            found.append(Found(word: -1 - position, distance: distance, probability: Self.userWordProbability,
                               bound: Self.userWordProbability, exact: true, packed: 0))
        }

        // Candidates are ranked by number, with their costs and scores; a word becomes a `String`
        // only when its spelling decides a tie or it is among the answers.
        struct Scored {
            let word: Int  // as in `Found`
            let distance: Int
            let cost: Double
            let score: Double
            var isUserWord: Bool { word < 0 }
            /// Exact matches and apostrophe-only differences rank first whatever their scores.
            var isPrivileged: Bool { distance == 0 || cost == 0 }
        }
        func shown(_ word: Int) -> String {
            pattern.apply(to: word >= 0 ? dictionary.word(at: word) : userEntries[-1 - word].value)
        }
        /// Whether candidate `word` is shown as `text`, the shown form of dictionary word `listed`
        /// (dictionary words have distinct spellings, so numbers decide unless a case pattern
        /// could make two spellings one).
        func isShown(_ word: Int, as text: String, listed: Int) -> Bool {
            word >= 0 && pattern == .asListed ? word == listed : shown(word) == text
        }
        // SymSpell's own answer — the commonest dictionary word at the smallest distance — is always
        // offered when two or more candidates are asked for, so re-ranking never hides it.
        let nearest = found.lazy.filter { $0.word >= 0 }.min { a, b in
            a.distance != b.distance ? a.distance < b.distance
                : dictionary.frequency(at: a.word) != dictionary.frequency(at: b.word)
                    ? dictionary.frequency(at: a.word) > dictionary.frequency(at: b.word) : a.word < b.word
        }
        let nearestShown = nearest.map { shown($0.word) }
        // Exact costs: always for exact matches and apostrophe cases (they can rank first whatever
        // their counts), then for the others best bound first, until no bound can beat the last kept.
        var ranked: [Scored] = []
        ranked.reserveCapacity(16)
        let hasUnknownLetter = codes.contains(DictionaryFormat.unknownSymbol)
        neighbours.withUnsafeBufferPointer { neighbours in
        codes.withUnsafeBufferPointer { query in
        func score(_ f: Found) {
            let cost: Double
            if f.distance == 0 {
                cost = 0
            } else if f.word < 0 {
                cost = symbols.withUnsafeBufferPointer { a in
                    userEntries[-1 - f.word].key.withUnsafeBufferPointer {
                        EditDistance.weighted(a, $0, within: f.distance, areNeighbours: keyboard.areNeighbours, isApostrophe: SpellingSymbols.isApostrophe)
                    }
                }
            } else if hasUnknownLetter {
                // A letter no dictionary word has can't use the table: compare the letters themselves.
                let word = dictionary.codes(of: f.word).map { Unicode.Scalar(dictionary.alphabet[Int($0) - 1])! }
                cost = symbols.withUnsafeBufferPointer { a in
                    word.withUnsafeBufferPointer {
                        EditDistance.weighted(a, $0, within: f.distance, areNeighbours: keyboard.areNeighbours, isApostrophe: SpellingSymbols.isApostrophe)
                    }
                }
            } else {
                func weighted(_ word: UnsafeBufferPointer<UInt8>) -> Double {
                    EditDistance.weighted(query, word, within: f.distance, areNeighbours: { neighbours[Int($0) << 8 | Int($1)] }, isApostrophe: { $0 == apostropheCode })
                }
                cost = f.packed != 0 ? DeleteIndex.withUnpacked(f.packed, weighted) : weighted(dictionary.codes(of: f.word))
            }
            ranked.append(Scored(word: f.word, distance: f.distance, cost: cost, score: log(f.probability) - costWeight * cost))
        }
        for f in found where f.exact { score(f) }
        var privileged = 0
        var plainScores: [Double] = []
        for scored in ranked {
            if scored.isPrivileged { privileged += 1 } else { plainScores.append(scored.score) }
        }
        plainScores.sort(by: >)
        // The others: a candidate is scored only if its bound can still beat the `needed`-th best
        // plain score (the bar); one that cannot would never be shown. The few best bounds are
        // scored first, so the bar is high from the start and two passes over the candidates do,
        // where taking them best bound first (a heap, or a scan per pick) costs more than it saves.
        let needed = limit - privileged
        func canWin(_ bound: Double) -> Bool {
            plainScores.count < needed || plainScores[needed - 1] <= log(bound)
        }
        func scoreRest(_ f: Found) {
            score(f)
            let scored = ranked[ranked.count - 1]
            plainScores.insert(scored.score, at: plainScores.firstIndex { $0 < scored.score } ?? plainScores.count)
        }
        let anyRest = found.contains { !$0.exact }
        if needed > 0, anyRest {
            // Pass 1: the `needed` best bounds, best first (ties in the order found).
            var seeds: [Int] = []
            seeds.reserveCapacity(min(needed, found.count) + 1)
            for (i, f) in found.enumerated() where !f.exact && (seeds.count < needed || f.bound > found[seeds[seeds.count - 1]].bound) {
                seeds.insert(i, at: seeds.firstIndex { found[$0].bound < f.bound } ?? seeds.count)
                if seeds.count > needed { seeds.removeLast() }
            }
            for i in seeds where canWin(found[i].bound) { scoreRest(found[i]) }
            // Pass 2: the rest, against the bar (a cheap linear comparison rules most out).
            var bar = plainScores.count >= needed ? exp(plainScores[needed - 1]) * (1 - 1e-9) : 0
            for (i, f) in found.enumerated() where !f.exact && f.bound >= bar && !seeds.contains(i) && canWin(f.bound) {
                scoreRest(f)
                if plainScores.count >= needed { bar = exp(plainScores[needed - 1]) * (1 - 1e-9) }
            }
        }
        if let nearest, let text = nearestShown, !nearest.exact, anyRest,
           !ranked.contains(where: { isShown($0.word, as: text, listed: nearest.word) }) {
            score(nearest)
        }
        }
        }
        ranked.sort { a, b in
            if (a.distance == 0) != (b.distance == 0) { return a.distance == 0 }
            if (a.cost == 0) != (b.cost == 0) { return a.cost == 0 }
            if a.score != b.score { return a.score > b.score }
            if a.isUserWord != b.isUserWord { return a.isUserWord }
            return shown(a.word) < shown(b.word)
        }
        // The first `limit` words, each spelling (ignoring case) once.
        func candidate(_ r: Scored, _ word: String) -> SpellingCandidate {
            SpellingCandidate(word: word, distance: r.distance, cost: r.cost, score: r.score, isUserWord: r.isUserWord)
        }
        var result: [SpellingCandidate] = []
        var seen: [String] = []
        for r in ranked {
            let word = shown(r.word), folded = word.lowercased()
            guard !seen.contains(folded) else { continue }
            seen.append(folded)
            result.append(candidate(r, word))
            if result.count == limit { break }
        }
        if let nearest, let text = nearestShown, limit >= 2, result.count == limit, !result.contains(where: { $0.word == text }),
           let r = ranked.first(where: { isShown($0.word, as: text, listed: nearest.word) }) {
            result[limit - 1] = candidate(r, text)
        }
        return result
    }

    /// The likeliest words starting with `prefix` (ignoring case), in its case; the prefix itself
    /// only when it is a word and the likeliest.
    public func completions(of prefix: String, previousWord: String? = nil, userWords: UserWords = UserWords(), limit: Int = 3) -> [String] {
        let codes = dictionary.encode(prefix)
        guard !codes.isEmpty, limit > 0 else { return [] }
        let context = previousWord.flatMap { dictionary.index(of: $0) }
        let contextTotal = context.map { dictionary.bigramTotal($0) } ?? 0
        var best: [(score: Double, word: String)] = []
        func offer(_ word: String, _ p: Double) {
            guard best.count < limit || p > best[best.count - 1].score else { return }
            best.append((p, word))
            best.sort { $0.score != $1.score ? $0.score > $1.score : $0.word < $1.word }
            if best.count > limit { best.removeLast() }
        }
        for i in dictionary.prefixRange(codes) {
            offer(dictionary.word(at: i), probability(of: i, after: context, contextTotal: contextTotal))
        }
        let symbols = SpellingSymbols.symbols(of: prefix)
        for (key, word) in userWords.entries where key.starts(with: symbols) {
            offer(word, Self.userWordProbability)
        }
        let pattern = CasePattern(of: prefix)
        return best.map { pattern.apply(to: $0.word) }
    }

    /// The likeliest words to follow `previousWord` (from bigrams), or the commonest words when the
    /// dictionary knows nothing after it.
    public func predictions(after previousWord: String?, limit: Int = 3) -> [String] {
        guard limit > 0 else { return [] }
        if let previous = previousWord.flatMap({ dictionary.index(of: $0) }) {
            let followers = dictionary.followers(of: previous)
            if !followers.isEmpty {
                let ranked = followers.sorted { a, b in
                    let (x, y) = (dictionary.bigramCounts[a], dictionary.bigramCounts[b])
                    return x != y ? x > y : a < b
                }
                return ranked.prefix(limit).map { dictionary.word(at: Int(dictionary.bigramWords[$0])) }
            }
        }
        return mostFrequent.prefix(limit).map { dictionary.word(at: $0) }
    }

    private func probability(of word: Int, after context: Int?, contextTotal: Double) -> Double {
        let unigram = Double(dictionary.frequency(at: word)) / max(1, dictionary.totalFrequency)
        guard let context, contextTotal > 0 else { return max(unigram, 1e-300) }
        return max(0.5 * dictionary.bigramCount(context, word) / contextTotal + 0.5 * unigram, 1e-300)
    }
}
