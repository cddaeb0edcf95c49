/// One text replacement, mirroring `UILexiconEntry`: what the user types and what the document gets.
///
/// ```swift
/// LexiconEntry(userInput: "omw", documentText: "On my way!")
/// ```
public struct LexiconEntry: Hashable, Sendable {
    /// What the user types, such as "omw".
    public let userInput: String
    /// What replaces it, such as "On my way!".
    public let documentText: String

    /// An entry replacing `userInput` with `documentText`.
    public init(userInput: String, documentText: String) {
        self.userInput = userInput
        self.documentText = documentText
    }
}
