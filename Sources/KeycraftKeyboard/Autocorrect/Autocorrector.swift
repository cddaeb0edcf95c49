import KeycraftText

/// Decides corrections and fills the suggestion bar, and learns from what the user keeps.
///
/// Precision first: a correct word must never be damaged, so a word ending is corrected only when
/// it is unknown (not in the dictionary, the lexicon or the learned words) and plausibly a slip:
/// - left alone are single letters, words with digits, Roman numerals in capitals (XV), words attached to what precedes them (an address's
///   user@exmaple, http://…, a hyphenated compound's second half, 'em), camelCase, and words with
///   an apostrophe after a known or capitalised stem (whale's, Anne's, vow'd) — but a capitalised word
///   whose first two letters were swapped (oNw: Now, uLcy: Lucy; shift pressed for the first letter)
///   is put right;
/// - the best candidate must be close enough — at most one cheap slip (a neighbouring, dropped or
///   doubled key) for a word of one or two keystrokes, 1.5 of edit cost for three or four, 2 beyond —
///   likely enough that an unknown but real word is the poorer explanation (its score at least
///   ``CorrectionPolicy/leastScore``), and ahead of the runner-up by ``CorrectionPolicy/leastMargin``;
/// - a capitalised word in the middle of a sentence is probably a name: it is corrected only when
///   confident — the best candidate costs at most one edit and beats the next by
///   ``CorrectionPolicy/capitalisedMargin`` (2.5 nats, calibrated on prose the language model has
///   not read);
/// - a capitalised word in the middle of a sentence that the language model read as a name (at least
///   twice, capitalised mid-sentence) is left alone though the dictionary lacks it: Knightley, not Knightly;
/// - a capitalised word that is a known word and an s (the Eltons, the Churchills) is a family's
///   name: neither made singular nor possessive;
/// - a word with an apostrophe the language model read is left alone though its stem is no word (ma'am),
///   and no word is made its own possessive (Falconroy's learned, Falconroy stays);
/// - a correction whose first letter was not typed (dropped, or another key) takes its capital at a
///   sentence's start — after an opening quote or bracket too (“ou know: “You know) — or when the
///   language model read it as a name (ondon: London).
///
/// The two thresholds were calibrated on sentences of public-domain novels (Austen, Chesterton,
/// Melville, Edgeworth) with one word in ten slipped (`scripts/sentence_typos.py`): without them
/// 1.4% of the correct words were changed (mostly real words the dictionary lacks: sucklings,
/// unlading); with them 0.5% at most, for a few points of typos left unfixed.
///
/// The thresholds and the context's weight are a ``CorrectionPolicy`` (``policy``), which
/// `keycraft-benchmarks sentences` calibrates on development books the benchmark never measures.
///
/// Context: with a language model, the candidates are re-ranked by the two words before
/// (``WordPredictor/ranked(_:after:following:weight:followingWeight:)``) before the thresholds apply, so the context decides both
/// which word and whether to correct at all. On the same sentences: 84.6% of the slips fixed and
/// 0.33% of the correct words changed, from 83.4% and 0.42% with the dictionary's bigram alone.
/// When the whole text is known (`keycraft correct`, never a keyboard), the word after counts too
/// (``TypingContext/following``): on 4,000 development sentences 93.9% / 0.21%, from 90.8% / 0.22%
/// with the words before alone.
///
/// Learning: a word whose correction the user reverted is learned at once, and that correction is
/// not made again; an unknown word the user ends uncorrected twice is learned. The counts for words
/// not yet learned live in memory only; only learned words and rejected corrections reach the store.
public struct Autocorrector {
    /// The speller that finds and ranks candidates.
    public let speller: Speller
    /// Next words, completions and the context's say in corrections (the language model's, if any).
    public let predictor: WordPredictor
    /// The words learned and the corrections rejected so far (loaded from `store`).
    public private(set) var vocabulary: LearnedVocabulary
    /// Where learned words and rejections persist; nil keeps them for this session only.
    public let store: (any LearnedWordStore)?
    /// When a word is corrected: the thresholds and the context's weight.
    public var policy: CorrectionPolicy = .standard
    private var timesKept: [String: Int] = [:]
    /// The word pairs ended this session, which predictions put first (memory only, never stored).
    public private(set) var pairs = LearnedPairs()
    /// How many of the three predictions learned pairs may take: the model keeps at least one.
    static let learnedPredictionSlots = 2

    /// How many times an unknown word is ended uncorrected before it is learned.
    public static let timesToLearn = 2

    /// An autocorrector over `speller`, starting from the vocabulary in `store` (empty if it cannot be
    /// read); `languageModel` (KeycraftEnglishDictionary's `LanguageModel.english()`) ranks by the two words before.
    public init(speller: Speller, store: (any LearnedWordStore)? = nil, languageModel: LanguageModel? = nil) {
        self.speller = speller
        self.predictor = WordPredictor(speller: speller, model: languageModel)
        self.store = store
        self.vocabulary = (try? store?.load()) ?? LearnedVocabulary()
    }

    /// Whether the field lets a keyboard correct: not with `autocorrectionType` .no (HTML
    /// `autocorrect="off"` included), secure entry, URL, e-mail or number keyboards.
    public static func isEnabled(for traits: TextInputTraits) -> Bool {
        guard EffectiveTextInputTraits(traits).autocorrects else { return false }
        switch traits.keyboardType {
        case .URL, .emailAddress, .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad, .numbersAndPunctuation: return false
        default: return true
        }
    }

    /// The user's words: single-word lexicon entries and learned words.
    public func userWords(lexicon: Lexicon) -> UserWords {
        UserWords(lexicon: lexicon, learned: vocabulary.words)
    }

    /// Whether `word` needs no correction: the dictionary, the lexicon or the learned words have it.
    public func isKnown(_ word: String, userWords: UserWords) -> Bool {
        speller.isKnown(word) || userWords.contains(word)
    }

    /// The correction for `word` as it ends, or nil to leave it.
    public func correction(for word: String, context: TypingContext, lexicon: Lexicon = .empty) -> String? {
        let user = userWords(lexicon: lexicon)
        guard word.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "\u{2019}" }), !user.contains(word),
              !context.isAttachedToPrevious else { return nil }
        // oNw for Now: the shift key pressed for the first letter, the first two letters swapped.
        if let swapped = Self.capitalSwapped(word), !vocabulary.isRejected(swapped, for: word),
           let listed = speller.dictionary.index(of: swapped).map(speller.dictionary.word(at:)) {
            return CasePattern.capitalized.apply(to: listed)
        }
        guard !Self.isCamelCase(word) else { return nil }
        if let listed = speller.dictionary.index(of: word).map(speller.dictionary.word(at:)) {
            // A known word is left alone, unless the dictionary writes it with capitals the typed
            // word lacks (i → I, i'm → I'm).
            let fixed = CasePattern(of: word).apply(to: listed)
            return fixed != word && fixed.lowercased() == word.lowercased() && word == word.lowercased() ? fixed : nil
        }
        // A number: XV is not a slip for XIV.
        if RomanNumeral.isRomanNumeral(word) { return nil }
        // A name the language model read in books (at least twice, capitalised mid-sentence) though the
        // dictionary lacks it, typed so: Knightley, not Knightly.
        if CasePattern(of: word) == .capitalized, !context.isSentenceStart, let model = predictor.model,
           let i = model.index(of: word), model.word(at: i).first?.isUppercase == true { return nil }
        // A letter the dictionary never uses (é from a long press, another script) was typed on purpose:
        // it is not corrected away (café does not become car).
        guard !speller.dictionary.encode(word).contains(DictionaryFormat.unknownSymbol) else { return nil }
        // A letter standing alone (an initial, a unit, the m of "I' m") is one keystroke: too short to
        // tell from a slip (on the development sentences every one corrected was a correct word changed).
        guard SpellingSymbols.symbols(of: word).count > 1 else { return nil }
        // A possessive or a contraction of a word that is known, or a name: whale's, Anne's, vow'd; or
        // a word with an apostrophe the language model read in books though the dictionary lacks it
        // (ma'am, o'er: on development books the model had not read, ma'am → madam was the commonest
        // correct word changed).
        if let apostrophe = word.firstIndex(where: { $0 == "'" || $0 == "\u{2019}" }), apostrophe > word.startIndex {
            let stem = word[..<apostrophe]
            if speller.isKnown(stem) || user.contains(String(stem)) || stem.first!.isUppercase { return nil }
            if predictor.model?.index(of: String(word.map { $0 == "\u{2019}" ? "'" : $0 })) != nil { return nil }
        }
        // The language model re-ranks by the two words before (a third candidate may overtake).
        let ranked = predictor.ranked(speller.candidates(for: word, previousWord: context.previousWord, userWords: user,
                                                         limit: predictor.model == nil ? 2 : policy.contextCandidates), after: context.prediction,
                                     following: context.following, weight: policy.contextWeight, followingWeight: policy.followingWeight)
        guard let best = ranked.first, best.distance > 0, best.word != word else { return nil }
        // Keystrokes, not characters: a Korean syllable is two to five keys.
        let length = SpellingSymbols.symbols(of: word).count
        let maxCost = length <= 2 ? Speller.neighbourKeyCost : length <= 4 ? 1.5 : 2
        guard best.cost <= maxCost, best.score >= policy.leastScore, !vocabulary.isRejected(best.word, for: word) else { return nil }
        // A word that differs only by apostrophes (im → I'm) is clear whatever follows it.
        let margin = ranked.count > 1 && best.cost > 0 ? best.score - ranked[1].score : .infinity
        let leastMargin = predictor.model == nil ? max(policy.leastMargin, CorrectionPolicy.leastMarginWithoutContext) : policy.leastMargin
        guard margin >= leastMargin else { return nil }
        // A capitalised word that is a known word and an s is a family's name: the Eltons, the Churchills.
        if CasePattern(of: word) != .asListed, Self.isPlural(word, of: best.word) { return nil }
        // Nor is a word made its own possessive: the word is as real as its possessive (Falconroy, after
        // Falconroy's was learned from being typed twice).
        if Self.isPossessive(best.word, of: word) { return nil }
        if CasePattern(of: word) == .capitalized, !context.isSentenceStart {
            guard best.cost <= 1, margin >= policy.capitalisedMargin else { return nil }
        }
        return capitalised(best.word, typed: word, context: context)
    }

    /// `correction` with the capital its first letter wants when the first key typed was not that
    /// letter (dropped, or another key): the typed word's case then says nothing of the first
    /// letter's, so a sentence's start (ou: You, erhaps: Perhaps) or a name the language model read
    /// capitalised (linor: Elinor, ondon: London) decides it. A word whose first letter was typed keeps
    /// the case it was typed in.
    func capitalised(_ correction: String, typed: String, context: TypingContext) -> String {
        guard CasePattern(of: typed) == .asListed, let first = correction.first, first.isLowercase,
              let typedFirst = typed.first, first.lowercased() != typedFirst.lowercased() else { return correction }
        if context.isSentenceStart { return CasePattern.capitalized.apply(to: correction) }
        guard let model = predictor.model, let i = model.index(of: correction) else { return correction }
        let shown = model.word(at: i)
        return shown.first?.isUppercase == true && shown.lowercased() == correction.lowercased() ? shown : correction
    }

    /// The word `typed` would be with its first two letters swapped back, capitalised (oNw: Now,
    /// uLcy: Lucy), when it has that shape: a lower-case letter, a capital, then lower case only.
    static func capitalSwapped(_ typed: String) -> String? {
        let letters = Array(typed)
        guard letters.count >= 3, letters[0].isLowercase, letters[1].isUppercase,
              letters.dropFirst(2).allSatisfy({ $0.isLowercase }) else { return nil }
        return String(letters[1]) + String(letters[0]) + String(letters[2...])
    }

    /// Whether `typed` is `correction` with an s after it, or `correction` with its apostrophe left
    /// out (Churchills for Churchill or Churchill's): the plural of a name, if capitalised.
    static func isPlural(_ typed: String, of correction: String) -> Bool {
        guard let last = typed.last, last == "s" || last == "S" else { return false }
        return correction.lowercased() == typed.dropLast().lowercased() || isPossessive(correction, of: String(typed.dropLast()))
    }

    /// Whether `correction` is `typed` and an 's (or ’s): its possessive, which a slip doesn't explain.
    static func isPossessive(_ correction: String, of typed: String) -> Bool {
        let fixed = correction.lowercased(), stem = typed.lowercased()
        return fixed == stem + "'s" || fixed == stem + "\u{2019}s"
    }

    /// Whether `word` has a capital after a lower-case letter (iPhone, myVariable): a name or code.
    static func isCamelCase(_ word: String) -> Bool {
        zip(word, word.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// The user undid `correction` of `typed`: don't make it again, and learn the typed word.
    public mutating func reverted(typed: String, correction: String) {
        vocabulary.reject(correction, for: typed)
        vocabulary.add(typed)
        timesKept[typed.lowercased()] = nil
        persist()
    }

    /// An unknown word ended without a correction; the second time, it is learned.
    public mutating func kept(_ word: String, lexicon: Lexicon = .empty) {
        guard !isKnown(word, userWords: userWords(lexicon: lexicon)), word.contains(where: \.isLetter) else { return }
        let key = word.lowercased()
        let count = (timesKept[key] ?? 0) + 1
        if count >= Self.timesToLearn {
            timesKept[key] = nil
            vocabulary.add(word)
            persist()
        } else {
            timesKept[key] = count
        }
    }

    /// A word was ended (as typed, or as corrected) in `context`: the pair it makes with the
    /// previous word is learned for this session's predictions.
    public mutating func ended(_ word: String, context: TypingContext) {
        guard let previous = context.previousWord, word.contains(where: \.isLetter) else { return }
        pairs.add(word, after: previous)
    }

    /// Learns `word` now, as when the user picks the typed word in the suggestion bar.
    public mutating func learn(_ word: String) {
        vocabulary.add(word)
        persist()
    }

    /// Forgets `word`.
    public mutating func forget(_ word: String) {
        vocabulary.remove(word)
        persist()
    }

    /// The suggestion bar for the word being typed (`currentWord`, empty after a space).
    public func suggestionBar(currentWord: String, context: TypingContext, lexicon: Lexicon = .empty) -> SuggestionBar {
        let user = userWords(lexicon: lexicon)
        guard !currentWord.isEmpty else {
            var words = Array(context.previousWord.map(pairs.followers(of:))?.prefix(Self.learnedPredictionSlots) ?? [])
            for word in predictor.predictions(after: context.prediction, limit: SuggestionBar.slotCount + words.count)
            where words.count < SuggestionBar.slotCount && !words.contains(where: { $0.lowercased() == word.lowercased() }) {
                words.append(word)
            }
            if context.isSentenceStart { words = words.map { CasePattern.capitalized.apply(to: $0) } }
            let ordered = words.count == 3 ? [words[1], words[0], words[2]] : words
            return SuggestionBar(slots: ordered.map { Suggestion(text: $0, kind: .prediction) })
        }
        let known = isKnown(currentWord, userWords: user)
        var slots = [Suggestion(text: currentWord, kind: .typedWord, isUnknown: !known)]
        func offer(_ text: String, _ kind: Suggestion.Kind) {
            guard slots.count < SuggestionBar.slotCount, !slots.contains(where: { $0.text == text }) else { return }
            slots.append(Suggestion(text: text, kind: kind))
        }
        if let correction = correction(for: currentWord, context: context, lexicon: lexicon) {
            offer(correction, .autocorrection)
        }
        let completions = predictor.completions(of: currentWord, after: context.prediction, userWords: user, limit: 4)
        if known {
            for word in completions { offer(word, .completion) }
        }
        for candidate in speller.candidates(for: currentWord, previousWord: context.previousWord, userWords: user, limit: 3) {
            offer(candidate.word, .correction)
        }
        for word in completions { offer(word, .completion) }
        return SuggestionBar(slots: slots)
    }

    private func persist() {
        try? store?.save(vocabulary)
    }
}
