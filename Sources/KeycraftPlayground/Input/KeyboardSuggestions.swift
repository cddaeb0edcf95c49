import Foundation
import KeycraftEmojiData
import KeycraftEnglishDictionary
import KeycraftKeyboard
import KeycraftKoreanDictionary
import KeycraftText

/// The letter keyboards' suggestion bar and autocorrect: KeycraftKeyboard's `FieldTextEntry` on the
/// bundled dictionary of the input source's language (English, or Korean — loaded the first time the
/// Korean source types), acting on the first responder as the system keyboard does. Keys from
/// the physical keyboard and taps on the on-screen keys both go through ``typing(into:source:_:)``,
/// and a tap on a slot puts that suggestion in. Each language keeps its own entry (what it may revert,
/// what it learned).
///
/// Privacy: nothing typed is logged or stored; learned words live in memory for the screen's life.
struct KeyboardSuggestions {
    /// The spellers, each built once for every screen on first use; nil if the bundled dictionary
    /// can't be read (then that source shows no bar).
    private static let english: Speller? = try? SpellingLanguage.english.speller()
    /// The glide decoder over the English dictionary, built the first time a gesture is drawn.
    private static let glideDecoder: GlideDecoder? = english.map { GlideDecoder(dictionary: $0.dictionary) }
    private static let korean: Speller? = try? SpellingLanguage.korean.speller()
    private var englishEntry = Self.english.map {
        FieldTextEntry(suggestionService: Autocorrector(speller: $0, languageModel: SpellingLanguage.english.languageModel()))
    }
    /// Made when the Korean source first types, so a session in English never loads the dictionary.
    private var koreanEntry: FieldTextEntry?
    /// The last bar and what it was computed for. A screen draws several times per event and asks
    /// each time; a lookup is done once per edit. Every mutating call starts a new box, so a copy of
    /// this value never reads a bar computed for another's entry.
    private var lastBar = LastBar()
    /// Set by a tap on a letter key until the next event: whether shift was on. A glide that starts
    /// with that press takes its letter back and is capitalised by that shift.
    private var letterPress: Bool?
    /// Emoji in the bar (🍕 after "pizza"), as on iOS; on by default.
    var emojiSuggestions = EmojiSuggestions() {
        didSet { lastBar = LastBar() }
    }
    /// The emoji search field while it is open (the globe key, the emoji key of a keyboard with one
    /// language, opens and closes it): keys type its query, the bar shows its best emoji, a tap on
    /// one puts it at the caret.
    private(set) var emojiSearch: EmojiSearchField? {
        didSet { lastBar = LastBar() }
    }

    private final class LastBar {
        var key: (content: EditableText, traits: TextInputTraits, source: InputSource)?
        var bar: SuggestionBar?
    }

    /// The bar over `field`'s keyboard; nil where the keyboard shows none (a field where autocorrect is
    /// off, which includes every keyboard without letter keys: secure, e-mail, URL, number pads,
    /// `autocorrectionType` .no).
    func bar(for field: some KeyEditable, source: InputSource) -> SuggestionBar? {
        if let key = lastBar.key, key.source == source, key.traits == field.traits, key.content == field.content {
            return lastBar.bar
        }
        // The emoji field's query is not part of the key: every change to it starts a new `lastBar`.
        let bar: SuggestionBar? = if let emojiSearch {
            SuggestionBar(slots: (try? EmojiSearch.bundled(source == .korean ? .korean : .english)).map {
                emojiSearch.results(in: $0, limit: SuggestionBar.slotCount)
            }?.map { Suggestion(text: $0, kind: .emoji) } ?? [])
        } else if let entry = entry(for: source), Autocorrector.isEnabled(for: field.traits) {
            source == .english
                ? emojiSuggestions.adding(to: entry.suggestionBar(for: field), traits: field.traits, search: try .bundled(.english))
                : entry.suggestionBar(for: field)
        } else {
            nil
        }
        lastBar.key = (field.content, field.traits, source)
        lastBar.bar = bar
        return bar
    }

    /// The entry of `source`'s language: stored, or (Korean, before it first typed) a fresh one.
    private func entry(for source: InputSource) -> FieldTextEntry? {
        switch source {
        case .english: englishEntry
        case .korean: koreanEntry ?? Self.korean.map { FieldTextEntry(suggestionService: Autocorrector(speller: $0)) }
        }
    }

    /// Runs `body` (a key's edits) on `field`, its typing and deleting through the autocorrect of the
    /// source's language.
    mutating func typing<Field: KeyEditable>(into field: inout Field, source: InputSource,
                                             _ body: (inout AutocorrectingField<Field>) -> Void) {
        lastBar = LastBar()
        // Moved, not copied: a second reference to the text would make the edit copy all of it.
        var wrapped = AutocorrectingField(field: consume field, entry: takeEntry(for: source))
        body(&wrapped)
        field = wrapped.field
        store(wrapped.entry, for: source)
    }

    /// `source`'s entry, taken out so that editing it copies nothing.
    private mutating func takeEntry(for source: InputSource) -> FieldTextEntry? {
        let entry = entry(for: source)
        store(nil, for: source)
        return entry
    }

    private mutating func store(_ entry: FieldTextEntry?, for source: InputSource) {
        switch source {
        case .english: englishEntry = entry
        case .korean: koreanEntry = entry
        }
    }

    /// A physical key typed through the input source, then autocorrect; into the emoji search
    /// field's query while it is open (any key that doesn't type closes it, see ``willHandle(_:)``).
    mutating func type(_ key: Key, with input: inout HardwareKeyboardInput, into field: inout some KeyEditable) {
        if emojiSearch != nil {
            switch key {
            case .character(let character):
                let jamo = input.source == .korean ? HangulTwoSetLayout.jamo(for: character) : nil
                emojiSearch?.insertText(String(jamo ?? character), composingHangul: jamo != nil)
            case .backspace: emojiSearch?.deleteBackward()
            default: break
            }
            return
        }
        typing(into: &field, source: input.source) { input.type(key, into: &$0) }
    }

    /// A tapped on-screen key, through autocorrect.
    mutating func tap(_ key: KeyboardKey, with keys: inout OnScreenKeyboardInput, source: InputSource,
                      into field: inout some KeyEditable) {
        if key == .globe, Autocorrector.isEnabled(for: field.traits) {
            emojiSearch = emojiSearch == nil ? EmojiSearchField() : nil
            return
        }
        if emojiSearch != nil {
            switch key {
            case .text(let text): emojiSearch?.insertText(keys.isShifted ? text.uppercased() : text)
            case .space: emojiSearch?.insertText(" ")
            case .delete: emojiSearch?.deleteBackward()
            case .returnKey: emojiSearch = nil
            default: break
            }
            return
        }
        let shifted = keys.isShifted
        typing(into: &field, source: source) { keys.tap(key, into: &$0) }
        if case .text = key { letterPress = shifted }
    }

    /// A tap on slot `index` of the bar puts its suggestion in `field`.
    mutating func accept(slot index: Int, into field: inout some KeyEditable, source: InputSource) {
        guard let slots = bar(for: field, source: source)?.slots, slots.indices.contains(index) else { return }
        lastBar = LastBar()
        var entry = takeEntry(for: source)
        if emojiSearch != nil {
            entry?.otherKeyPressed()
            store(entry, for: source)
            _ = field.insertText(slots[index].text, source: .typing)
            return
        }
        entry?.accept(slots[index], into: &field)
        store(entry, for: source)
    }

    /// A glide gesture (points in the letter layout's coordinates) that started with a press on a
    /// letter key, which typed its letter as a tap: the letter is taken back and the gesture's word
    /// and a space put in `field`, capitalised as the field asks or as the shift key was at the press;
    /// the bar then offers the alternatives. English only: the Korean source has no glide typing (as
    /// on iOS), and nothing happens without the press.
    mutating func glide(_ points: [CGPoint], into field: inout some KeyEditable, source: InputSource) {
        lastBar = LastBar()
        guard let shifted = letterPress.take(), source == .english, let decoder = Self.glideDecoder else { return }
        _ = field.deleteBackward()
        var entry = takeEntry(for: source)
        entry?.glide(points, decoder: decoder, shifted: shifted, into: &field)
        store(entry, for: source)
    }

    /// Focus moved or something else changed the text: a backspace no longer reverts.
    mutating func reset() {
        emojiSearch = nil
        lastBar = LastBar()
        englishEntry?.reset()
        koreanEntry?.reset()
    }

    /// Called before a screen handles `event`: anything but typing through the keyboard resets.
    mutating func willHandle(_ event: ScreenEvent) {
        if !Self.isTyping(event) { reset() }
        if case .glide = event {} else { letterPress = nil }
    }

    /// Whether `event` types through the keyboard (and so may revert a correction).
    private static func isTyping(_ event: ScreenEvent) -> Bool {
        switch event {
        case .key(.character), .key(.backspace), .key(.left), .key(.right), .tap(.keyboardKey), .tap(.suggestion), .glide: true
        default: false
        }
    }
}

/// A field whose typed text and deletions go through autocorrect (when it has an entry); everything
/// else reaches the field as it is, and ends the chance to revert a correction.
struct AutocorrectingField<Field: KeyEditable>: KeyEditable {
    var field: Field
    var entry: FieldTextEntry?

    var content: EditableText { field.content }
    var traits: TextInputTraits { field.traits }

    mutating func insertText(_ text: String, source: EditSource) -> EditResult {
        guard entry != nil else { return field.insertText(text, source: source) }
        return entry!.insertText(text, source: source, into: &field)
    }

    mutating func deleteBackward() -> EditResult {
        guard entry != nil else { return field.deleteBackward() }
        return entry!.deleteBackward(in: &field)
    }

    mutating func replace(_ range: NSRange, with text: String, source: EditSource) -> EditResult {
        entry?.otherKeyPressed()
        return field.replace(range, with: text, source: source)
    }

    /// An input method's operations: text it inserts once nothing is marked (the space or
    /// punctuation after a committed syllable) is typed through autocorrect, so it ends the word;
    /// the rest (marked text, the commit) is composing, which ends the chance to revert.
    mutating func apply(_ operations: [CompositionOperation], source: EditSource) -> [EditResult] {
        guard entry != nil else { return field.apply(operations, source: source) }
        var results: [EditResult] = []
        for operation in operations {
            if case .insertText(let text) = operation, field.content.markedRange == nil {
                results.append(insertText(text, source: source))
            } else {
                entry!.otherKeyPressed()
                results += field.apply([operation], source: source)
            }
        }
        return results
    }

    mutating func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        entry?.otherKeyPressed()
        try field.setSelectedRange(range)
    }
}
