/// The word pairs ended in this session — each word after the one before it — so that predictions
/// follow the user's own phrases: a text typed again is predicted better the second time.
///
/// Privacy: they are typed text, so they live in memory only, for the keyboard's session, are
/// never stored or sent, and are never taken from a secure field (autocorrect is off there). Bounded:
/// past ``capacity`` first words, the one least recently added to is forgotten.
public struct LearnedPairs: Sendable, Equatable {
    /// How many first words are remembered at most.
    public static let capacity = 2_048

    /// For each first word (folded), the words seen after it as typed, with how often.
    private var followers: [String: [String: Int]] = [:]
    /// The first words, least recently added to first.
    private var recency: [String] = []

    /// No pairs.
    public init() {}

    /// Whether no pair was learned.
    public var isEmpty: Bool { followers.isEmpty }

    /// Counts `word` once more after `previous`.
    public mutating func add(_ word: String, after previous: String) {
        let key = previous.lowercased()
        if followers[key] != nil {
            recency.removeAll { $0 == key }
        } else if followers.count >= Self.capacity {
            followers[recency.removeFirst()] = nil
        }
        recency.append(key)
        followers[key, default: [:]][word, default: 0] += 1
    }

    /// The words seen after `previous` (ignoring its case), most often first, then alphabetically.
    public func followers(of previous: String) -> [String] {
        (followers[previous.lowercased()] ?? [:]).sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }
}
