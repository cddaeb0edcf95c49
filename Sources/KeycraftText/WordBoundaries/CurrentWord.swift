extension WordBoundaries {
    /// The word the cursor touches, from the text before and after it as `UITextDocumentProxy` hands
    /// them over: the fragment before the cursor joined with the fragment after it.
    ///
    /// With the cursor inside a word, that word ("hel|lo" → "hello", "don|'t" → "don't"). With the cursor
    /// between two segments, the word ending at the cursor wins over the one starting there, because
    /// that is the word being typed ("hello|, world" → "hello", "hello |world" → "world"). `nil` when the
    /// cursor touches no word (only spaces, punctuation or emoji around it, or no context at all).
    /// Only the text near the cursor is examined, whatever the length of the context.
    public static func currentWord(
        documentContextBeforeInput: String?, documentContextAfterInput: String?
    ) -> TextDocumentWord? {
        let context = DocumentContextScalars(
            beforeInput: documentContextBeforeInput ?? "", afterInput: documentContextAfterInput ?? "")
        let scanner = WordBoundaryScanner(scalars: context)
        let cursor = context.cursor
        let candidates: [Range<DocumentContextScalars.Index>]
        if scanner.isBoundary(at: cursor) {
            let endingAtCursor = scanner.previousBoundary(before: cursor).map { $0..<cursor }
            let startingAtCursor = scanner.nextBoundary(after: cursor).map { cursor..<$0 }
            candidates = [endingAtCursor, startingAtCursor].compactMap { $0 }
        } else if let start = scanner.previousBoundary(before: cursor), let end = scanner.nextBoundary(after: cursor) {
            candidates = [start..<end]
        } else {
            candidates = []
        }
        return candidates.first { WordCharacters.containsWordCharacter(context[$0]) }.map { word(in: context, at: $0) }
    }

    /// The last word that ends at or before the cursor, skipping the spaces and punctuation after it
    /// ("Hello, world! |" → "world"): the word a keyboard autocorrects once a space is typed. A word the
    /// cursor is inside of ("hel|lo") has not ended yet, so the word before it is returned. `nil` when
    /// no word precedes the cursor. Examines the context back to that word only.
    public static func wordBeforeInput(
        documentContextBeforeInput: String?, documentContextAfterInput: String? = nil
    ) -> TextDocumentWord? {
        let context = DocumentContextScalars(
            beforeInput: documentContextBeforeInput ?? "", afterInput: documentContextAfterInput ?? "")
        let scanner = WordBoundaryScanner(scalars: context)
        var end = scanner.isBoundary(at: context.cursor) ? context.cursor : scanner.previousBoundary(before: context.cursor)
        while let segmentEnd = end, let segmentStart = scanner.previousBoundary(before: segmentEnd) {
            if WordCharacters.containsWordCharacter(context[segmentStart..<segmentEnd]) {
                return word(in: context, at: segmentStart..<segmentEnd)
            }
            end = segmentStart
        }
        return nil
    }

    private static func word(
        in context: DocumentContextScalars, at range: Range<DocumentContextScalars.Index>
    ) -> TextDocumentWord {
        TextDocumentWord(
            text: context.text(in: range),
            rangeFromCursor: context.utf16OffsetFromCursor(range.lowerBound)..<context.utf16OffsetFromCursor(range.upperBound)
        )
    }
}
