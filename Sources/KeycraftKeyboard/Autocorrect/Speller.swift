import Foundation

/// Spelling suggestions, completions and next-word predictions over a ``CompactDictionary``.
///
/// **Candidates** are the words within Damerau–Levenshtein distance 2 (a transposition is one
/// edit), found with the `DeleteIndex` and verified with a bounded distance. The index is read in two
/// passes: the words within one edit and the commonest words first, then only those rarer words at
/// distance 2 whose frequency class and length could still outrank what the first pass found — the
/// answer is the same as reading every word (`CandidateSearch`).
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
///   (``transpositionCost`` ≈ 0.64); a letter left out or typed twice is a single way to slip,
///   ln(1 / ε) ≈ 3.9 nats (0.55 of a unit); an apostrophe added or left out costs nothing (phone
///   users type dont for don't). These are ``TypingErrorModel/standard``; a speller can be given another model.
/// - The commonest word at the smallest distance (what SymSpell answers) is always among two or more
///   candidates, in the last place if the model ranks it lower.
/// - A typed word that is itself a word is its own first candidate; next come the words it spells
///   but for apostrophes (dont → don't, im → I'm), whatever their counts.
/// - With a ``MisspellingModel`` (English: KeycraftEnglishDictionary's `MisspellingModel.english()`), the
///   best candidates of that ranking are ranked again with `P(typo | word)` from how people misspell
///   as well as how fingers slip: learned substring edits beside the same key costs.
public struct Speller: Sendable {
    /// The words, frequencies, bigrams and index suggestions come from.
    public let dictionary: CompactDictionary
    /// The key layout whose neighbouring keys make cheaper substitutions.
    public let keyboard: KeyProximity
    /// What each kind of slip costs.
    public let errors: TypingErrorModel
    /// How people misspell the language (learned substring edits), when known: candidates are then
    /// re-ranked with it (``MisspellingModel``).
    public let misspellings: MisspellingModel?
    /// What a sound-alike candidate (sharing a ``DoubleMetaphone`` key with the typed word) pays of
    /// the misspelling channel's cost, from 0 to 1 (1: sound is ignored); applies with `misspellings`.
    /// A value outside that range is clamped into it: above 1 sounding alike would cost more, which
    /// the pruned re-ranking (that never re-scores a candidate upwards) can't give exactly.
    public var soundAlikeFactor = Speller.standardSoundAlikeFactor {
        didSet { soundAlikeFactor = soundAlikeFactor.isNaN ? 1 : min(max(soundAlikeFactor, 0), 1) }
    }
    /// Whether two letter numbers are neighbouring keys: `[a << 8 | b]`, from `keyboard`.
    let neighbours: [Bool]
    /// The dictionary's most frequent words, best first: the predictions when nothing better is known.
    private let mostFrequent: [Int]

    /// The frequency classes (``DeleteIndex/FrequencyClass``) whose words the index's first pass
    /// reads whatever their distance: those of about the commonest 3% of words (English: 2,400
    /// words, classes 0...14). Their scores set the bar that rarer words at distance 2 must be able
    /// to beat to be read at all. Settable so tests can force every split between the passes.
    var commonClasses: Int

    /// The share of keystrokes that go wrong, the typing model's one parameter.
    public static let keystrokeErrorRate = 1.0 / 50
    /// The weight of one unit of edit cost, in nats: −ln P(one edit) = ln(26 / ε).
    static let costWeight = log(26 / keystrokeErrorRate)
    /// The cost of hitting a neighbouring key instead of the intended one, in units of
    /// `costWeight`: ln(6 / ε) / ln(26 / ε) ≈ 0.8.
    public static let neighbourKeyCost = log(6 / keystrokeErrorRate) / costWeight
    /// The cost of two neighbouring letters typed in the wrong order: ln(2 / ε) / ln(26 / ε) ≈ 0.64.
    public static let transpositionCost = log(2 / keystrokeErrorRate) / costWeight
    /// What a candidate's edits at least multiply its probability by (no apostrophe involved).
    let leastCostFactors: LeastCostFactors
    /// The probability given to a user word.
    static let userWordProbability = 1e-4

    /// A speller over `dictionary` for typing on `keyboard`, slips costing what `errors` says.
    /// With `misspellings`, candidates are re-ranked by how people misspell as well as how they slip.
    public init(
        dictionary: CompactDictionary, keyboard: KeyProximity = .qwerty, errors: TypingErrorModel = .standard,
        misspellings: MisspellingModel? = nil
    ) {
        self.dictionary = dictionary
        self.keyboard = keyboard
        self.errors = errors
        // Its channel tables made for this speller's slips (the bundled tables are for the standard
        // ones): the edits those slips beat are left out, with the same costs.
        self.misspellings = misspellings?.prepared(for: MisspellingModel.Slips(errors: errors, unit: Self.costWeight, keyboard: keyboard))
        leastCostFactors = LeastCostFactors(model: errors, weight: Self.costWeight)
        // Counted when the dictionary was loaded (on its own thread, beside the misspelling table's).
        let counts = dictionary.wordCounts
        mostFrequent = counts.commonest
        var common = -1, words = 0
        for (c, count) in counts.perClass.enumerated() {
            words += count
            guard words <= dictionary.wordCount / 32 else { break }
            common = c
        }
        commonClasses = common
        var neighbours = [Bool](repeating: false, count: 256 * 256)
        for (i, x) in dictionary.alphabet.enumerated() {
            for (j, y) in dictionary.alphabet.enumerated() {
                neighbours[(i + 1) << 8 | (j + 1)] = keyboard.areNeighbours(Unicode.Scalar(x)!, Unicode.Scalar(y)!)
            }
        }
        self.neighbours = neighbours
    }

    /// This speller with objects of its own over the same memory (the mapped dictionary, the
    /// misspelling and key tables), and channel buffers of its own: for a thread answering words
    /// beside others. A word's lookup retains and releases the speller's objects a few dozen times;
    /// when threads shared them, each count moved the object's cache line between cores, about 3%
    /// of `keycraft suggest` on two. Answers are the same as this speller's.
    package func replica() -> Speller { Speller(replicating: self) }

    private init(replicating other: Speller) {
        dictionary = other.dictionary.replica()
        keyboard = other.keyboard.replica()
        errors = other.errors
        misspellings = other.misspellings?.replica()
        soundAlikeFactor = other.soundAlikeFactor
        neighbours = other.neighbours.unshared
        mostFrequent = other.mostFrequent.unshared
        commonClasses = other.commonClasses
        leastCostFactors = other.leastCostFactors.replica()
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
        // The model is read in place, not bound to a name: a copy of it would retain and release
        // each of its arrays once a word.
        guard misspellings != nil, limit > 0 else {
            return candidates(for: typed, previousWord: previousWord, userWords: userWords, maxDistance: maxDistance, limit: limit, source: .index)
        }
        return candidates(for: typed, previousWord: previousWord, userWords: userWords, maxDistance: maxDistance,
                          limit: max(limit, Self.candidatesReranked), source: .index) { search, query in
            reranked(search.chosen(query), search: search, typed: typed, model: misspellings!, limit: limit)
        }
    }

    /// Where candidates come from: the delete index, or (the reference the index is tested
    /// against) a scan of every word with the plain banded distance.
    enum CandidateSource { case index, scan }

    /// The candidates as `answer` makes them from the finished search (by default its own answer;
    /// re-ranked by the misspelling model in ``candidates(for:previousWord:userWords:maxDistance:limit:)``).
    func candidates(
        for typed: String, previousWord: String?, userWords: UserWords, maxDistance: Int, limit: Int, source: CandidateSource,
        answer: (inout CandidateSearch, UnsafeBufferPointer<UInt8>) -> [SpellingCandidate] = { $0.answer($1) }
    ) -> [SpellingCandidate] {
        let symbols = SpellingSymbols.symbols(of: typed)
        guard !symbols.isEmpty, limit > 0 else { return [] }
        // The closures below capture the dictionary, not the speller: capturing `self` copied the
        // whole speller (each of its arrays and objects retained and released) once a word.
        let dictionary = self.dictionary
        var search = CandidateSearch(speller: self, typed: typed, symbols: symbols, previousWord: previousWord,
                                     userWords: userWords, maxDistance: maxDistance, limit: limit)
        let codes = search.codes, maxDistance = search.maxDistance
        return codes.withUnsafeBufferPointer { query in
            BitParallelDistance.with(query, letters: dictionary.alphabet.count) { matcher in
                if let matcher, source == .index {
                    // The near words and the common classes first; then, from what they scored, the
                    // rarer words only if they could still change the answer.
                    dictionary.index.lookUp(query, limit: maxDistance, distance: matcher) { lookup in
                        lookup.takeNearWords(andClassesUpTo: search.firstPassClasses) { search.add($0, $1, $2) }
                        search.addUserWords()
                        search.rankNewlyFound(query)
                        let rarest = search.rarestClassesThatCanMatter()
                        if lookup.hasDeferredWords, max(rarest.0, rarest.1, rarest.2) >= 0 {
                            lookup.takeDeferredWords(where: { c, m in c <= (m == 0 ? rarest.0 : m == 1 ? rarest.1 : rarest.2) }) {
                                search.add($0, $1, $2)
                            }
                            search.rankNewlyFound(query)
                        }
                    }
                } else {
                    // The reference, or over 64 letters (no bit-parallel column): every word in full.
                    for i in 0..<dictionary.wordCount {
                        if let d = EditDistance.bounded(query, dictionary.codes(of: i), limit: maxDistance) { search.add(i, d, 0) }
                    }
                    search.addUserWords()
                    search.rankNewlyFound(query)
                }
            }
            return answer(&search, query)
        }
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

    func probability(of word: Int, after context: Int?, contextTotal: Double) -> Double {
        probability(of: word, frequency: dictionary.frequency(at: word), after: context, contextTotal: contextTotal)
    }

    /// The probability of word `word`, whose count is `frequency`, after word `context`.
    func probability(of word: Int, frequency: UInt64, after context: Int?, contextTotal: Double) -> Double {
        Self.probability(of: word, frequency: frequency, after: context, contextTotal: contextTotal, in: dictionary)
    }

    /// ``probability(of:frequency:after:contextTotal:)`` in `dictionary`, for a caller that holds
    /// the dictionary rather than a copy of the whole speller.
    static func probability(of word: Int, frequency: UInt64, after context: Int?, contextTotal: Double, in dictionary: CompactDictionary) -> Double {
        let unigram = Double(frequency) / max(1, dictionary.totalFrequency)
        guard let context, contextTotal > 0 else { return max(unigram, 1e-300) }
        return max(0.5 * dictionary.bigramCount(context, word) / contextTotal + 0.5 * unigram, 1e-300)
    }
}
