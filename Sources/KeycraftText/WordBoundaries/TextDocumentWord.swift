/// A word near the cursor of a text document, located relative to the cursor in UTF-16 code units
/// (what a custom keyboard counts when it moves the cursor or deletes through `UITextDocumentProxy`).
public struct TextDocumentWord: Equatable, Sendable {
    /// The word itself.
    public let text: String
    /// Where the word lies, in UTF-16 offsets from the cursor: negative before it, positive after it.
    /// "hel|lo" gives -3 ..< 2; "hello, |" (the word before the input) gives -7 ..< -2.
    public let rangeFromCursor: Range<Int>

    /// A word `text` lying at `rangeFromCursor`, in UTF-16 offsets relative to the cursor.
    public init(text: String, rangeFromCursor: Range<Int>) {
        self.text = text
        self.rangeFromCursor = rangeFromCursor
    }

    /// UTF-16 code units of the word before the cursor: what `deleteBackward` must remove when the
    /// cursor is at or inside the word.
    public var utf16CountBeforeCursor: Int { max(0, min(0, rangeFromCursor.upperBound) - rangeFromCursor.lowerBound) }

    /// UTF-16 code units of the word after the cursor.
    public var utf16CountAfterCursor: Int { max(0, rangeFromCursor.upperBound - max(0, rangeFromCursor.lowerBound)) }
}
