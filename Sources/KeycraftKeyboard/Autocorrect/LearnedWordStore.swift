import Foundation

/// Where the learned vocabulary persists. On iOS, a file in the App Group container the keyboard
/// shares with its host app under full access (so the app can edit the keyboard's vocabulary); on
/// Linux, any file (``FileLearnedWordStore``); in tests, memory (``InMemoryLearnedWordStore``).
public protocol LearnedWordStore: AnyObject {
    /// The stored vocabulary (empty when nothing was stored yet).
    func load() throws -> LearnedVocabulary
    /// Replaces the stored vocabulary.
    func save(_ vocabulary: LearnedVocabulary) throws
}

extension LearnedWordStore {
    /// Adds a word, as the host app does from its settings.
    public func addWord(_ word: String) throws {
        var vocabulary = try load()
        vocabulary.add(word)
        try save(vocabulary)
    }

    /// Removes a word, as the host app does from its settings.
    public func removeWord(_ word: String) throws {
        var vocabulary = try load()
        vocabulary.remove(word)
        try save(vocabulary)
    }
}

/// A vocabulary kept in memory, for tests and for keyboards without full access.
public final class InMemoryLearnedWordStore: LearnedWordStore {
    /// The vocabulary held.
    public var vocabulary: LearnedVocabulary
    /// A store holding `vocabulary`.
    public init(_ vocabulary: LearnedVocabulary = LearnedVocabulary()) { self.vocabulary = vocabulary }
    /// The vocabulary held.
    public func load() throws -> LearnedVocabulary { vocabulary }
    /// Replaces the vocabulary held.
    public func save(_ vocabulary: LearnedVocabulary) throws { self.vocabulary = vocabulary }
}

/// A vocabulary in a JSON file, written atomically (a crash never leaves half a file). A missing
/// file is an empty vocabulary.
public final class FileLearnedWordStore: LearnedWordStore {
    /// The JSON file.
    public let url: URL
    /// A store in the file at `url` (created on the first save).
    public init(url: URL) { self.url = url }

    /// The vocabulary in the file, or an empty one when the file does not exist.
    public func load() throws -> LearnedVocabulary {
        guard FileManager.default.fileExists(atPath: url.path) else { return LearnedVocabulary() }
        return try JSONDecoder().decode(LearnedVocabulary.self, from: Data(contentsOf: url))
    }

    /// Writes the vocabulary atomically, as sorted, indented JSON.
    public func save(_ vocabulary: LearnedVocabulary) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(vocabulary).write(to: url, options: .atomic)
    }
}
