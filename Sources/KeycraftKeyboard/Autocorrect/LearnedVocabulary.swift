/// What autocorrect remembers between sessions: the words the user taught it and the corrections
/// the user undid. Nothing else typed is ever kept.
public struct LearnedVocabulary: Codable, Equatable, Sendable {
    /// Words never corrected and offered as suggestions, as the user typed them.
    public private(set) var words: [String]
    /// For a typed word (lower-cased), the corrections the user reverted, which are not made again.
    public private(set) var rejectedCorrections: [String: [String]]

    /// A vocabulary with `words` (blank and duplicate words dropped) and `rejectedCorrections`.
    public init(words: [String] = [], rejectedCorrections: [String: [String]] = [:]) {
        self.words = []
        self.rejectedCorrections = rejectedCorrections
        for word in words { add(word) }
    }

    /// Adds `word` (the host app's "add to vocabulary", or a word the user kept); blank text is ignored.
    public mutating func add(_ word: String) {
        let word = word.trimmingWhitespace
        guard !word.isEmpty, !contains(word) else { return }
        words.append(word)
    }

    /// Removes `word`, ignoring case.
    public mutating func remove(_ word: String) {
        let key = word.trimmingWhitespace.lowercased()
        words.removeAll { $0.lowercased() == key }
    }

    /// Whether `word` was learned, ignoring case.
    public func contains(_ word: String) -> Bool {
        let key = word.lowercased()
        return words.contains { $0.lowercased() == key }
    }

    mutating func reject(_ correction: String, for typed: String) {
        let key = typed.lowercased()
        if !(rejectedCorrections[key] ?? []).contains(correction.lowercased()) {
            rejectedCorrections[key, default: []].append(correction.lowercased())
        }
    }

    func isRejected(_ correction: String, for typed: String) -> Bool {
        rejectedCorrections[typed.lowercased()]?.contains(correction.lowercased()) ?? false
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
