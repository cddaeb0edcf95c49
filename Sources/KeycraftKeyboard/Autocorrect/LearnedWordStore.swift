import Foundation

/// Where the learned vocabulary persists. On iOS, a file in the App Group container the keyboard
/// shares with its host app under full access (so the app can edit the keyboard's vocabulary); on
/// Linux, any file (``FileLearnedWordStore``); in tests, memory (``InMemoryLearnedWordStore``).
public protocol LearnedWordStore: AnyObject {
    func load() throws -> LearnedVocabulary
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
    public var vocabulary: LearnedVocabulary
    public init(_ vocabulary: LearnedVocabulary = LearnedVocabulary()) { self.vocabulary = vocabulary }
    public func load() throws -> LearnedVocabulary { vocabulary }
    public func save(_ vocabulary: LearnedVocabulary) throws { self.vocabulary = vocabulary }
}

/// A vocabulary in a JSON file, written atomically (a crash never leaves half a file). A missing
/// file is an empty vocabulary.
public final class FileLearnedWordStore: LearnedWordStore {
    public let url: URL
    public init(url: URL) { self.url = url }

    public func load() throws -> LearnedVocabulary {
        guard FileManager.default.fileExists(atPath: url.path) else { return LearnedVocabulary() }
        return try JSONDecoder().decode(LearnedVocabulary.self, from: Data(contentsOf: url))
    }

    public func save(_ vocabulary: LearnedVocabulary) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(vocabulary).write(to: url, options: .atomic)
    }
}
