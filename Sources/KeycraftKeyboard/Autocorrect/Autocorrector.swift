import KeycraftText

/// Decides corrections and fills the suggestion bar, and learns from what the user keeps.
///
/// A word ending is corrected only when it is unknown (not in the dictionary, the lexicon or the
/// learned words), has no digits, and its best candidate is close enough: at most one slip onto a
/// neighbouring key for a word of one or two keystrokes, 1.5 of edit cost for three or four, 2 beyond. A capitalised word in the middle
/// of a sentence is probably a name: it is corrected only when confident — the best candidate costs at
/// most one edit and beats the next by more than one edit's worth of score (``Speller``'s
/// ln(26 / ε) ≈ 7.2 nats: the runner-up would need one more typing slip to explain the typo).
///
/// Learning: a word whose correction the user reverted is learned at once, and that correction is
/// not made again; an unknown word the user ends uncorrected twice is learned. The counts for words
/// not yet learned live in memory only; only learned words and rejected corrections reach the store.
public struct Autocorrector {
    /// The speller that finds and ranks candidates.
    public let speller: Speller
    /// The words learned and the corrections rejected so far (loaded from `store`).
    public private(set) var vocabulary: LearnedVocabulary
    /// Where learned words and rejections persist; nil keeps them for this session only.
    public let store: (any LearnedWordStore)?
    private var timesKept: [String: Int] = [:]

    /// How many times an unknown word is ended uncorrected before it is learned.
    public static let timesToLearn = 2

    /// An autocorrector over `speller`, starting from the vocabulary in `store` (empty if it cannot be read).
    public init(speller: Speller, store: (any LearnedWordStore)? = nil) {
        self.speller = speller
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
        guard word.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "\u{2019}" }), !user.contains(word) else { return nil }
        if let listed = speller.dictionary.index(of: word).map(speller.dictionary.word(at:)) {
            // A known word is left alone, unless the dictionary writes it with capitals the typed
            // word lacks (i → I, i'm → I'm).
            let fixed = CasePattern(of: word).apply(to: listed)
            return fixed != word && fixed.lowercased() == word.lowercased() && word == word.lowercased() ? fixed : nil
        }
        // A letter the dictionary never uses (é from a long press, another script) was typed on purpose:
        // it is not corrected away (café does not become car).
        guard !speller.dictionary.encode(word).contains(DictionaryFormat.unknownSymbol) else { return nil }
        let ranked = speller.candidates(for: word, previousWord: context.previousWord, userWords: user, limit: 2)
        guard let best = ranked.first, best.distance > 0, best.word != word else { return nil }
        // Keystrokes, not characters: a Korean syllable is two to five keys.
        let length = SpellingSymbols.symbols(of: word).count
        let maxCost = length <= 2 ? Speller.neighbourKeyCost : length <= 4 ? 1.5 : 2
        guard best.cost <= maxCost, !vocabulary.isRejected(best.word, for: word) else { return nil }
        if CasePattern(of: word) == .capitalized, !context.isSentenceStart {
            let margin = ranked.count > 1 ? best.score - ranked[1].score : .infinity
            guard best.cost <= 1, margin >= Self.confidentMargin else { return nil }
        }
        return best.word
    }

    static let confidentMargin = Speller.costWeight

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
            var words = speller.predictions(after: context.previousWord, limit: SuggestionBar.slotCount)
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
        let completions = speller.completions(of: currentWord, previousWord: context.previousWord, userWords: user, limit: 4)
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
