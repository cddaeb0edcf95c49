/// The typing pipeline of a keyboard: every key that puts text into the document goes through it, so
/// text replacement and the SOS location apply whatever the keyboard's layout (letters, Morse, …).
///
/// Privacy: it keeps no typed text beyond the one word it may revert, in memory, until the next key.
///
/// ```swift
/// var entry = KeyboardTextEntry(lexicon: Lexicon([LexiconEntry(userInput: "omw", documentText: "On my way!")]))
/// for character in "omw " { entry.insertText(String(character), in: controller) }
/// // the document now ends with "On my way! "
/// ```
public struct KeyboardTextEntry {
    /// The text replacements applied when a word ends, such as the user's "omw" → "On my way!".
    public var lexicon: Lexicon
    /// The SOS feature, or nil when the keyboard doesn't offer it.
    public var sosLocation: SOSLocationInsertion?
    /// What corrects words and fills the bar (``SuggestionService``: the standard ``Autocorrector``,
    /// ``DisabledSuggestionService`` or an app's own), or nil when the keyboard doesn't correct. It
    /// acts only where the field allows it (``Autocorrector/isEnabled(for:)``) and never learns from a
    /// secure field.
    public var suggestionService: (any SuggestionService)?
    /// The service when it is the standard ``Autocorrector`` (nil for another one); setting it sets
    /// ``suggestionService``.
    public var autocorrector: Autocorrector? {
        get { suggestionService as? Autocorrector }
        set { suggestionService = newValue }
    }
    /// Backspace-to-revert: the replacement just made and the text it inserted.
    private var revert = AutocorrectRevert<InsertedText>()

    /// A pipeline with the features given; with none, text goes straight to the document.
    /// `suggestionService`, when given, takes `autocorrector`'s place.
    public init(lexicon: Lexicon = .empty, sosLocation: SOSLocationInsertion? = nil, autocorrector: Autocorrector? = nil,
                suggestionService: (any SuggestionService)? = nil) {
        self.lexicon = lexicon
        self.sosLocation = sosLocation
        self.suggestionService = suggestionService ?? autocorrector
    }

    /// Whether a backspace typed now would revert a text replacement.
    public var canRevertReplacement: Bool { revert.applied != nil }

    /// Types `text`. When it ends a word (a space or punctuation, see ``WordTerminator``) that matches
    /// the lexicon, the word is deleted character by character and the replacement inserted with `text`
    /// after it; after "sos" and a space, with full access and location permission, the coordinates are
    /// inserted between the word and the space. Otherwise autocorrect replaces an unknown word the
    /// same way (revertible by backspace), or counts it towards learning. None of it happens in a
    /// secure field.
    ///
    /// The word is found in the context the host shares. A host that cuts its context inside a word
    /// longer than its limit shows the keyboard only the word's tail, which is then taken for the whole
    /// word: a keyboard can't tell such a cut from the start of the document.
    public mutating func insertText(_ text: String, in controller: KeyboardInputViewController) {
        insertText(text, in: controller, upcoming: nil)
    }

    /// Types `text` knowing what the text holds after it (`upcoming`), as when a whole text is
    /// corrected (`keycraft correct`): a correction also weighs the word that follows
    /// (``TypingContext/following``), read from the start of `upcoming` only (its current line, as
    /// much as a host shares), so the work per word doesn't grow with the text's length. A keyboard never knows what the user will type next: it calls
    /// ``insertText(_:in:)``, whose corrections depend only on what is before the cursor.
    public mutating func insertText(_ text: String, in controller: KeyboardInputViewController, upcoming: Substring) {
        insertText(text, in: controller, upcoming: Optional(upcoming))
    }

    /// Types `text` key by key (one character a key); with `seeingWhatFollows`, each key knows the
    /// rest of `text` (``insertText(_:in:upcoming:)``), as `keycraft correct` corrects a whole text.
    /// Without it, as a keyboard types.
    public mutating func type(_ text: String, in controller: KeyboardInputViewController, seeingWhatFollows: Bool) {
        var i = text.startIndex
        while i < text.endIndex {
            let next = text.index(after: i)
            insertText(String(text[i]), in: controller, upcoming: seeingWhatFollows ? text[next...] : nil)
            i = next
        }
    }

    private mutating func insertText(_ text: String, in controller: KeyboardInputViewController, upcoming: Substring?) {
        let proxy = controller.textDocumentProxy
        let reverted = revert.typing()
        guard WordTerminator.endsWord(text), !proxy.isSecureTextEntry, let word = proxy.wordEndingAtInput else {
            proxy.insertText(text)
            return
        }
        if word.text != reverted, let entry = lexicon.entry(forUserInput: word.text), entry.documentText != word.text {
            proxy.deleteBackward(characters: word.text.count)
            let inserted = entry.documentText + text
            proxy.insertText(inserted)
            revert.made(.init(typedWord: word.text, correction: nil, place: InsertedText(text: inserted)))
            return
        }
        if word.text != reverted, autocorrect(word.text, endedBy: text, upcoming: upcoming, reverted: reverted, in: proxy) { return }
        let location = sosLocation?.insertion(afterWord: word.text, endedBy: text, hasFullAccess: controller.hasFullAccess)
        proxy.insertText((location ?? "") + text)
    }

    /// Deletes backward. Right after a text replacement this reverts it instead: the replacement and its
    /// terminator go, and the word as typed comes back ("On my way! " → "omw"), as iOS undoes a
    /// correction on backspace.
    public mutating func deleteBackward(in controller: KeyboardInputViewController) {
        let proxy = controller.textDocumentProxy
        guard let replacement = revert.backspace(), replacement.place.isStillBeforeInput(in: proxy) else {
            proxy.deleteBackward()
            return
        }
        proxy.deleteBackward(characters: replacement.place.text.count)
        proxy.insertText(replacement.typedWord)
        if let undone = revert.reverted(replacement) {
            suggestionService?.reverted(typed: undone.typed, correction: undone.correction)
        }
    }

    /// The suggestion bar for the document as it stands: empty where autocorrect is off.
    public func suggestionBar(in controller: KeyboardInputViewController) -> SuggestionBar {
        let proxy = controller.textDocumentProxy
        guard let suggestionService, Autocorrector.isEnabled(for: proxy.traits), proxy.selectedText == nil else {
            return SuggestionBar()
        }
        let before = proxy.documentContextBeforeInput ?? ""
        let word = proxy.wordEndingAtInput?.text ?? ""
        let context = TypingContext(textBefore: before.dropLast(word.count))
        return suggestionService.suggestionBar(currentWord: word, context: context, lexicon: lexicon)
    }

    /// Puts a tapped suggestion in place of the word being typed (or after the space, for a
    /// prediction), followed by a space, as iOS does. Tapping the typed word keeps it and learns it.
    public mutating func accept(_ suggestion: Suggestion, in controller: KeyboardInputViewController) {
        let proxy = controller.textDocumentProxy
        revert.typing()
        if let word = proxy.wordEndingAtInput, suggestion.kind != .prediction {
            if suggestion.kind == .typedWord, !proxy.isSecureTextEntry { suggestionService?.learn(word.text) }
            proxy.deleteBackward(characters: word.text.count)
        }
        proxy.insertText(suggestion.text + " ")
    }

    /// Corrects the word that `terminator` ends, when autocorrect applies; false leaves it to the caller.
    /// The parts of a hyphenated compound are each corrected as a word of their own.
    private mutating func autocorrect(_ word: String, endedBy terminator: String, upcoming: Substring?, reverted: String?,
                                      in proxy: any TextDocumentProxy) -> Bool {
        guard var service = suggestionService, Autocorrector.isEnabled(for: proxy.traits) else { return false }
        defer { self.suggestionService = service }
        let before = (proxy.documentContextBeforeInput ?? "").dropLast(word.count)
        let after = upcoming.map { Self.textAfter(terminator, upcoming: $0) }
        func context(before: some StringProtocol, after: String?) -> TypingContext {
            after.map { TypingContext(textBefore: before, textAfter: $0) } ?? TypingContext(textBefore: before)
        }
        guard let compound = HyphenatedCompound(endingWith: word, textBefore: before) else {
            let context = context(before: before, after: after)
            guard let correction = service.correction(for: word, context: context, lexicon: lexicon) else {
                service.kept(word, lexicon: lexicon)
                service.ended(word, context: context)
                return false
            }
            service.ended(correction, context: context)
            return replace(word, with: correction, endedBy: terminator, in: proxy)
        }
        let typed = compound.text
        guard typed != reverted else { return false }
        if service.isKnown(typed, lexicon: lexicon) { return false }
        let start = before.dropLast(typed.count - word.count)
        var corrected: [String] = []
        for (i, part) in compound.parts.enumerated() {
            // Each part after the words before it (as corrected) and, when known, the part after it.
            var partContext = context(before: start + corrected.map { $0 + "-" }.joined(),
                                      after: after.map { rest in compound.parts[(i + 1)...].map { "-" + $0 }.joined() + rest })
            partContext.isAttachedToPrevious = false
            let fixed = part.count >= HyphenatedCompound.shortestPartCorrected
                ? service.correction(for: part, context: partContext, lexicon: lexicon) : nil
            if fixed == nil { service.kept(part, lexicon: lexicon) }
            service.ended(fixed ?? part, context: partContext)
            corrected.append(fixed ?? part)
        }
        let correction = corrected.joined(separator: "-")
        return correction != typed && replace(typed, with: correction, endedBy: terminator, in: proxy)
    }

    /// What follows the word being ended, as a document would share it after the cursor: the
    /// terminator and the start of `upcoming`, cut as ``DocumentContextLimit/typical`` cuts a host's
    /// context. The context reads only the next token (``TypingContext/following``); handing over the
    /// whole rest of the text at every word made correcting a long line quadratic in its length.
    static func textAfter(_ terminator: String, upcoming: Substring) -> String {
        terminator + DocumentContextLimit.typical.contextAfter(upcoming.startIndex, in: upcoming)
    }

    /// Puts `correction` and its terminator in place of `typed`, which ends at the cursor (revertible).
    private mutating func replace(_ typed: String, with correction: String, endedBy terminator: String, in proxy: any TextDocumentProxy) -> Bool {
        proxy.deleteBackward(characters: typed.count)
        let inserted = correction + terminator
        proxy.insertText(inserted)
        revert.made(.init(typedWord: typed, correction: correction, place: InsertedText(text: inserted)))
        return true
    }

    /// Any other key ends the chance to revert. A just-reverted word stays exempt until the next
    /// terminator: typing more letters makes it a different word anyway.
    public mutating func otherKeyPressed() {
        revert.otherKeyPressed()
    }

    /// The host changed the document or the selection: nothing typed before applies any more.
    public mutating func reset() {
        revert.reset()
    }
}

/// What a text replacement or correction inserted (its terminator included), which a backspace removes.
private struct InsertedText {
    let text: String

    /// Whether the document still ends with what was inserted (as far as the context shows it).
    func isStillBeforeInput(in proxy: any TextDocumentProxy) -> Bool {
        guard proxy.selectedText == nil, let before = proxy.documentContextBeforeInput else { return false }
        return before.hasSuffix(text) || text.hasSuffix(before)
    }
}
