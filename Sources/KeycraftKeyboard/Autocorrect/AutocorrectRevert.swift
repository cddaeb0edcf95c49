/// Backspace-to-revert, as iOS does it, for both typing pipelines (``KeyboardTextEntry`` through the
/// document proxy, the playground's `FieldTextEntry` in a field): a correction or text replacement just made can be put
/// back as typed by the very next key, if that is a backspace, and the word put back is then left alone
/// by the next terminator. Where the text is (`Place`) and how it is rewritten are the pipeline's own.
///
/// Privacy: it holds one word, in memory, until the next key.
package struct AutocorrectRevert<Place> {
    /// A correction (or replacement) just made.
    package struct Applied {
        /// The word as the user typed it.
        package let typedWord: String
        /// The autocorrection made, or nil for a lexicon replacement (which autocorrect doesn't learn from).
        package let correction: String?
        /// Where the pipeline put it, to check the text is still as it left it.
        package let place: Place

        package init(typedWord: String, correction: String?, place: Place) {
            self.typedWord = typedWord
            self.correction = correction
            self.place = place
        }
    }

    package init() {}

    /// The correction a backspace typed now would revert.
    package private(set) var applied: Applied?
    /// A word the user just reverted, which the next terminator leaves alone.
    private var revertedWord: String?

    /// A key that types text (or takes a suggestion) was pressed: the chance to revert ends; returns the
    /// word just reverted, which this key must not correct again.
    @discardableResult
    package mutating func typing() -> String? {
        defer { applied = nil; revertedWord = nil }
        return revertedWord
    }

    /// The key made `applied`: the next key, if a backspace, may revert it.
    package mutating func made(_ applied: Applied) { self.applied = applied }

    /// A backspace was pressed: what it may revert, if anything (the pipeline checks it is still there).
    /// Either way the chance ends.
    package mutating func backspace() -> Applied? {
        defer { applied = nil; revertedWord = nil }
        return applied
    }

    /// The backspace put `applied` back as typed: the next terminator leaves the word alone. Returns the
    /// correction autocorrect should learn not to make again (``Autocorrector/reverted(typed:correction:)``),
    /// nil for a lexicon replacement.
    package mutating func reverted(_ applied: Applied) -> (typed: String, correction: String)? {
        revertedWord = applied.typedWord
        return applied.correction.map { (applied.typedWord, $0) }
    }

    /// Any other key (an arrow, a tap in the text) ends the chance to revert. A just-reverted word stays
    /// exempt until the next terminator: typing more letters makes it a different word anyway.
    package mutating func otherKeyPressed() { applied = nil }

    /// Focus moved, or the text changed under the keyboard: nothing typed before applies any more.
    package mutating func reset() { applied = nil; revertedWord = nil }
}
