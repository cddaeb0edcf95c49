import Foundation
import KeycraftKeyboard
import KeycraftText

/// Autocorrect and the suggestion bar of a keyboard that edits a text field or text view in place, as
/// the system keyboard does (the playground's letter keyboards; a keyboard extension goes through the
/// document proxy with ``KeyboardTextEntry`` instead).
///
/// A space or punctuation ending an unknown word replaces the word with its correction in one edit
/// (`replace` with `.replacement`, so the field's rules and delegate see it, as they see UIKit's
/// autocorrection), then types the terminator. A backspace right after puts the word back as typed,
/// and that correction is not made again for it. Off wherever ``Autocorrector/isEnabled(for:)`` says
/// so (`autocorrectionType` .no, secure entry, URL, e-mail and number keyboards): there keys are
/// typed as they are, the bar is empty and nothing is learned.
///
/// A glide gesture's words (``glide(_:decoder:shifted:into:)``) go in as QuickPath puts them (``GlidedWord``);
/// until the next key the bar offers the alternatives, a tap on one swaps the word, and a backspace
/// removes it whole.
///
/// Privacy: it keeps no typed text beyond the one word it may revert or swap, in memory, until the
/// next key.
public struct FieldTextEntry {
    /// What corrects and suggests: the standard ``Autocorrector`` or any other ``SuggestionService``.
    public var suggestionService: any SuggestionService
    /// The user's lexicon: its single-word entries are never corrected and are suggested.
    public var lexicon: Lexicon
    /// Backspace-to-revert: the correction just made, where it is (UTF-16) and what went in.
    private var revert = AutocorrectRevert<InsertedText>()
    /// The word the last gesture put in and where (UTF-16), until the next key.
    private var glided: (word: GlidedWord, range: NSRange)?

    public init(suggestionService: any SuggestionService, lexicon: Lexicon = .empty) {
        self.suggestionService = suggestionService
        self.lexicon = lexicon
    }

    /// Whether a backspace typed now would revert a correction.
    public var canRevertCorrection: Bool { revert.applied != nil }

    /// Types `text` (a key) at the caret; when it ends an unknown word that autocorrect corrects, the
    /// word is replaced first. An unknown word left as it is counts towards learning it.
    @discardableResult
    public mutating func insertText(_ text: String, source: EditSource = .typing, into input: inout some TextInputSession) -> EditResult {
        let reverted = revert.typing()
        glided = nil
        guard WordTerminator.endsWord(text), Autocorrector.isEnabled(for: input.traits),
              let caret = CaretContext(in: input.content), let word = caret.word, word.text != reverted
        else { return input.insertText(text, source: source) }
        guard let correction = suggestionService.correction(for: word.text, context: caret.typing, lexicon: lexicon) else {
            suggestionService.kept(word.text, lexicon: lexicon)
            suggestionService.ended(word.text, context: caret.typing)
            return input.insertText(text, source: source)
        }
        suggestionService.ended(correction, context: caret.typing)
        guard input.replace(word.range, with: correction, source: .replacement).wasApplied else {
            return input.insertText(text, source: source)
        }
        let result = input.insertText(text, source: source)
        let selection = input.content.selectedRange
        let range = NSRange(location: word.range.location, length: selection.location - word.range.location)
        if selection.length == 0, range.length > 0, let inserted = try? input.content.substring(in: range) {
            revert.made(.init(typedWord: word.text, correction: correction, place: InsertedText(range: range, text: inserted)))
        }
        return result
    }

    /// Deletes backward; right after a correction, puts the word back as typed instead ("the " →
    /// "teh"), replacing the correction and its terminator in one edit.
    @discardableResult
    public mutating func deleteBackward(in input: inout some TextInputSession) -> EditResult {
        let applied = revert.backspace()
        if let glided = glided.take(), Self.isBeforeCaret(glided, in: input.content) {
            return input.replace(glided.range, with: "", source: .deletion)
        }
        guard let applied, applied.place.isBeforeCaret(in: input.content) else { return input.deleteBackward() }
        let result = input.replace(applied.place.range, with: applied.typedWord, source: .replacement)
        if result.wasApplied, let undone = revert.reverted(applied) {
            suggestionService.reverted(typed: undone.typed, correction: undone.correction)
        }
        return result
    }

    /// The suggestion bar for the session as it stands: empty where autocorrect is off, with a
    /// selection, while an input method composes, and inside a word.
    public func suggestionBar(for input: some TextInputSession) -> SuggestionBar {
        if let glided, Self.isBeforeCaret(glided, in: input.content) { return glided.word.suggestionBar }
        guard Autocorrector.isEnabled(for: input.traits), let caret = CaretContext(in: input.content), !caret.isInsideWord else {
            return SuggestionBar()
        }
        return suggestionService.suggestionBar(currentWord: caret.word?.text ?? "", context: caret.typing, lexicon: lexicon)
    }

    /// Puts a tapped suggestion in place of the word being typed (or at the caret, for a prediction),
    /// followed by a space, in one edit, as iOS does. Tapping the typed word keeps it and learns it.
    @discardableResult
    public mutating func accept(_ suggestion: Suggestion, into input: inout some TextInputSession) -> EditResult {
        revert.typing()
        if let glided = glided.take(), Self.isBeforeCaret(glided, in: input.content), glided.word.alternatives.contains(suggestion.text) {
            let swapped = glided.word.replacing(with: suggestion.text)
            let result = input.replace(glided.range, with: swapped.insertedText, source: .replacement)
            if result.wasApplied { remember(swapped, in: input.content) }
            return result
        }
        guard Autocorrector.isEnabled(for: input.traits), let caret = CaretContext(in: input.content) else { return .nothingToDo }
        var range = input.content.selectedRange
        if suggestion.kind != .prediction, let word = caret.word {
            if suggestion.kind == .typedWord { suggestionService.learn(word.text) }
            range = word.range
        }
        return input.replace(range, with: suggestion.text + " ", source: .replacement)
    }

    /// A glide gesture decoded by `decoder` from `points` (in its layout's coordinates): the likeliest
    /// word and a space go in at the caret in one edit (``GlidedWord`` says how), capitalised as the
    /// field asks or as `shifted` says. Nothing happens in a secure field, with a selection or while an
    /// input method composes, or when no word fits (`.nothingToDo`).
    @discardableResult
    public mutating func glide(_ points: [CGPoint], decoder: GlideDecoder, shifted: Bool = false, into input: inout some TextInputSession) -> EditResult {
        revert.typing()
        glided = nil
        let content = input.content
        guard !input.traits.isSecureTextEntry, content.selectedRange.length == 0, content.markedRange == nil,
              let caret = try? content.index(atUTF16Offset: content.selectedRange.location) else { return .nothingToDo }
        let before = String(CaretContext.before.contextBefore(caret, in: content.text))
        let previous = TypingContext(textBefore: before).previousWord
        guard let candidates = try? decoder.candidates(for: points, previousWord: previous, limit: SuggestionBar.slotCount + 1),
              let word = GlidedWord(candidates: candidates.map(\.word), textBefore: before, traits: input.traits, shifted: shifted)
        else { return .nothingToDo }
        let result = input.insertText(word.insertedText, source: .typing)
        if result.wasApplied { remember(word, in: input.content) }
        return result
    }

    /// The word the last gesture put in, while a tap on the bar or a backspace can still replace it.
    public var glidedWord: GlidedWord? { glided?.word }

    /// Keeps `word` as glided when the text before the caret is what it inserted (a field's rules
    /// may have trimmed it).
    private mutating func remember(_ word: GlidedWord, in content: EditableText) {
        let length = word.insertedText.utf16.count, caret = content.selectedRange.location
        let range = NSRange(location: caret - length, length: length)
        glided = range.location >= 0 && (try? content.substring(in: range)) == word.insertedText ? (word, range) : nil
    }

    private static func isBeforeCaret(_ glided: (word: GlidedWord, range: NSRange), in content: EditableText) -> Bool {
        content.markedRange == nil && content.selectedRange == NSRange(location: NSMaxRange(glided.range), length: 0)
            && (try? content.substring(in: glided.range)) == glided.word.insertedText
    }

    /// Any other key (an arrow, a tap in the text) ends the chance to revert.
    public mutating func otherKeyPressed() {
        revert.otherKeyPressed()
        glided = nil
    }

    /// Focus moved, or the app changed the text: nothing typed before applies any more.
    public mutating func reset() {
        revert.reset()
        glided = nil
    }
}

/// Where a correction and its terminator went in the text (UTF-16), and what went in.
private struct InsertedText {
    let range: NSRange
    let text: String

    /// Whether the caret is still right after the unchanged correction.
    func isBeforeCaret(in content: EditableText) -> Bool {
        content.markedRange == nil && content.selectedRange == NSRange(location: NSMaxRange(range), length: 0)
            && (try? content.substring(in: range)) == text
    }
}
