import KeycraftText

extension TextDocumentProxy {
    /// The word the cursor touches: the fragment before the input joined with the fragment after it
    /// (KeycraftText's `WordBoundaries.currentWord(documentContextBeforeInput:documentContextAfterInput:)`).
    public var currentWord: TextDocumentWord? {
        WordBoundaries.currentWord(
            documentContextBeforeInput: documentContextBeforeInput, documentContextAfterInput: documentContextAfterInput)
    }

    /// The last word ending at or before the cursor, past any spaces and punctuation.
    public var wordBeforeInput: TextDocumentWord? {
        WordBoundaries.wordBeforeInput(
            documentContextBeforeInput: documentContextBeforeInput, documentContextAfterInput: documentContextAfterInput)
    }

    /// The word that ends exactly at the caret ("omw|"), which a space typed now would end; nil with a
    /// selection, inside a word, or after a space.
    public var wordEndingAtInput: TextDocumentWord? {
        guard selectedText == nil, let word = currentWord, word.rangeFromCursor.upperBound == 0 else { return nil }
        return word
    }

    /// Replaces the word the cursor touches with `replacement`, through the proxy as a keyboard must:
    /// moves the caret to the word's end, deletes it character by character, inserts the replacement.
    /// Returns false, changing nothing, when there is a selection or no current word.
    @discardableResult
    public func replaceCurrentWord(with replacement: String) -> Bool {
        guard selectedText == nil, let word = currentWord else { return false }
        let split = word.text.utf16.index(word.text.startIndex, offsetBy: word.utf16CountBeforeCursor)
        adjustTextPosition(byCharacterOffset: word.text[split...].count)
        deleteBackward(characters: word.text.count)
        insertText(replacement)
        return true
    }
}
