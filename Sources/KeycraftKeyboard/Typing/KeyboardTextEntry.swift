/// The typing pipeline of a keyboard: every key that puts text into the document goes through it, so
/// text replacement and the SOS location apply whatever the keyboard's layout (letters, Morse, …).
///
/// Privacy: it keeps no typed text beyond the one word it may revert, in memory, until the next key.
public struct KeyboardTextEntry {
    public var lexicon: Lexicon
    /// The SOS feature, or nil when the keyboard doesn't offer it.
    public var sosLocation: SOSLocationInsertion?
    /// The replacement a backspace typed now would revert.
    private var revertible: AppliedReplacement?
    /// A word the user just reverted, which the next terminator leaves alone (as iOS does).
    private var revertedWord: String?

    public init(lexicon: Lexicon = .empty, sosLocation: SOSLocationInsertion? = nil) {
        self.lexicon = lexicon
        self.sosLocation = sosLocation
    }

    /// Whether a backspace typed now would revert a text replacement.
    public var canRevertReplacement: Bool { revertible != nil }

    /// Types `text`. When it ends a word (a space or punctuation, see ``WordTerminator``) that matches
    /// the lexicon, the word is deleted character by character and the replacement inserted with `text`
    /// after it; after "sos" and a space, with full access and location permission, the coordinates are
    /// inserted between the word and the space. Neither happens in a secure field.
    ///
    /// The word is found in the context the host shares. A host that cuts its context inside a word
    /// longer than its limit shows the keyboard only the word's tail, which is then taken for the whole
    /// word: a keyboard can't tell such a cut from the start of the document.
    public mutating func insertText(_ text: String, in controller: KeyboardInputViewController) {
        let proxy = controller.textDocumentProxy
        let reverted = revertedWord
        revertible = nil
        revertedWord = nil
        guard WordTerminator.endsWord(text), !proxy.isSecureTextEntry, let word = proxy.wordEndingAtInput else {
            proxy.insertText(text)
            return
        }
        if word.text != reverted, let entry = lexicon.entry(forUserInput: word.text), entry.documentText != word.text {
            proxy.deleteBackward(characters: word.text.count)
            let inserted = entry.documentText + text
            proxy.insertText(inserted)
            revertible = AppliedReplacement(typedWord: word.text, insertedText: inserted)
            return
        }
        let location = sosLocation?.insertion(afterWord: word.text, endedBy: text, hasFullAccess: controller.hasFullAccess)
        proxy.insertText((location ?? "") + text)
    }

    /// Deletes backward. Right after a text replacement this reverts it instead: the replacement and its
    /// terminator go, and the word as typed comes back ("On my way! " → "omw"), as iOS undoes a
    /// correction on backspace.
    public mutating func deleteBackward(in controller: KeyboardInputViewController) {
        let proxy = controller.textDocumentProxy
        let replacement = revertible
        revertible = nil
        revertedWord = nil
        guard let replacement, replacement.isStillBeforeInput(in: proxy) else {
            proxy.deleteBackward()
            return
        }
        proxy.deleteBackward(characters: replacement.insertedText.count)
        proxy.insertText(replacement.typedWord)
        revertedWord = replacement.typedWord
    }

    /// Any other key ends the chance to revert. A just-reverted word stays exempt until the next
    /// terminator: typing more letters makes it a different word anyway.
    public mutating func otherKeyPressed() {
        revertible = nil
    }

    /// The host changed the document or the selection: nothing typed before applies any more.
    public mutating func reset() {
        revertible = nil
        revertedWord = nil
    }
}

/// A text replacement just made, kept until the next key so a backspace can undo it.
private struct AppliedReplacement {
    let typedWord: String
    let insertedText: String

    /// Whether the document still ends with what was inserted (as far as the context shows it).
    func isStillBeforeInput(in proxy: any TextDocumentProxy) -> Bool {
        guard proxy.selectedText == nil, let before = proxy.documentContextBeforeInput else { return false }
        return before.hasSuffix(insertedText) || insertedText.hasSuffix(before)
    }
}
