/// Words that belong to the user — lexicon entries (contact names, shortcuts) and learned words —
/// which are never corrected and are offered as suggestions. Compared in spelling form, so looking
/// one up costs the same for any number of words; finding near ones is a scan (a user has hundreds,
/// not tens of thousands).
public struct UserWords: Sendable, Equatable {
    private var wordsByKey: [[Unicode.Scalar]: String] = [:]

    /// The user words `words` (duplicates, ignoring case, kept once).
    public init(_ words: some Sequence<String> = []) {
        for word in words { insert(word) }
    }

    /// The user input and document text of every lexicon entry that is a single word.
    public init(lexicon: Lexicon, learned: some Sequence<String> = []) {
        self.init(learned)
        for entry in lexicon.entries {
            for text in [entry.documentText, entry.userInput] where !text.contains(where: \.isWhitespace) {
                insert(text)
            }
        }
    }

    /// Adds `word` unless it is blank or already there (ignoring case).
    public mutating func insert(_ word: String) {
        let key = SpellingSymbols.symbols(of: word)
        if !key.isEmpty, wordsByKey[key] == nil { wordsByKey[key] = word }
    }

    /// Whether `word` is a user word, compared as spelling compares words (case-folded).
    public func contains(_ word: some StringProtocol) -> Bool { wordsByKey[SpellingSymbols.symbols(of: word)] != nil }

    /// Whether there are no user words.
    public var isEmpty: Bool { wordsByKey.isEmpty }

    /// Every word with its spelling form.
    var entries: Dictionary<[Unicode.Scalar], String> { wordsByKey }
}
