/// One text replacement, mirroring `UILexiconEntry`: what the user types and what the document gets.
public struct LexiconEntry: Hashable, Sendable {
    /// What the user types, such as "omw".
    public let userInput: String
    /// What replaces it, such as "On my way!".
    public let documentText: String

    public init(userInput: String, documentText: String) {
        self.userInput = userInput
        self.documentText = documentText
    }
}
