/// Text replacements a keyboard applies, as `UILexicon` supplies them: the user's shortcuts
/// (omw → On my way!), contact names, common words.
///
/// Lookup is hashed on the case-folded user input, so finding the replacement for a typed word costs
/// the same with ten entries or a hundred thousand — unlike filtering all entries on every space.
///
/// ```swift
/// let lexicon = Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")])
/// lexicon.entry(forUserInput: "OMW")?.documentText   // "On my way!"
/// ```
public struct Lexicon: Sendable {
    /// Every entry, in the order given.
    public let entries: [LexiconEntry]
    /// For each case-folded user input, the index of its first entry.
    private let indexByKey: [String: Int]

    /// A lexicon of `entries`. When two entries have the same user input (ignoring case), the first wins,
    /// as the first match of the guide's filter would.
    public init(_ entries: [LexiconEntry]) {
        self.entries = entries
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            let key = Self.key(entry.userInput)
            if index[key] == nil { index[key] = position }
        }
        indexByKey = index
    }

    /// No replacements: what a keyboard has before `requestSupplementaryLexicon` answers.
    public static let empty = Lexicon([])

    /// The entry whose user input is `word`, ignoring case ("OMW" finds "omw"); nil when there is none.
    public func entry(forUserInput word: some StringProtocol) -> LexiconEntry? {
        indexByKey[Self.key(word)].map { entries[$0] }
    }

    /// The lookup key: full Unicode lower-casing. Swift strings hash by canonical equivalence, so a
    /// precomposed é and e + U+0301 find the same entry.
    static func key(_ text: some StringProtocol) -> String {
        text.lowercased()
    }
}
