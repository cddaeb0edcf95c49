import Foundation
import KeycraftText

/// What a keyboard extension's `UIInputViewController` delegates to: the whole typing pipeline over
/// the host's document, with the views left to the UIKit layer.
///
/// It builds on ``KeyboardInputViewController`` (the globe key, full access, the colour scheme chosen
/// each time the text did change) and runs every key through ``KeyboardTextEntry``: text replacement
/// from the app's entries and `UILexicon`, the SOS location under full access, autocorrect on space
/// with backspace to revert, and the ``SuggestionBar`` (tap a suggestion to insert it). Autocorrect and
/// suggestions are off where UIKit turns them off (secure entry, URL / e-mail / number keyboards,
/// `autocorrectionType == .no`); nothing is learned from a secure field. Letter keys can compose Korean
/// (``KeyboardTypingMode/hangulTwoSet``) as marked text, corrected and suggested from the Korean
/// dictionary (loaded the first time the keys type Korean), and ``pressMorseKey(_:)`` drives the guide's
/// ``MorseKeyboard`` through the same pipeline. With a ``GlideDecoder``, a gesture across the letter
/// keys (``glide(through:shifted:)``) commits the likeliest word and a space, as QuickPath does; the
/// other candidates fill the bar (a tap swaps the word) and a backspace right after removes the word.
///
/// Learned words go to the shared store (on iOS, the App Group container the containing app edits)
/// only under full access, which is what lets a keyboard write there; without it they last for the
/// session, in memory. Privacy: nothing typed is logged or kept, except the words the user chose to
/// keep (see ``Autocorrector``).
///
/// ```swift
/// let keyboard = KeyboardExtensionController(proxy: DocumentProxyBridge(systemProxy), host: host,
///                                            speller: Speller(dictionary: try .english()), learnedWordStore: store)
/// keyboard.viewDidLoad()                       // asks for the supplementary lexicon
/// keyboard.insertText("t"); keyboard.insertText("e"); keyboard.insertText("h")
/// keyboard.suggestionBar.autocorrection?.text  // "the"
/// keyboard.insertText(" ")                     // "the "; a backspace now puts "teh" back
/// ```
public final class KeyboardExtensionController<Proxy: TextDocumentProxy> {
    /// The host's document.
    public let proxy: Proxy
    /// The system side of the input view controller.
    public let host: any InputViewControllerHost
    /// The input view controller's state: globe key, full access, colour scheme, host changes.
    public let inputController: KeyboardInputViewController
    /// The typing pipeline every key goes through.
    public private(set) var textEntry: KeyboardTextEntry
    /// How letter keys type. Changing it commits a syllable being composed.
    public var typingMode: KeyboardTypingMode {
        didSet {
            guard typingMode != oldValue else { return }
            editDocument(commitComposition)
            // Korean keys spell Korean: autocorrect and the bar switch dictionary with the input source.
            reloadLearnedWords()
            refreshSuggestions()
        }
    }
    /// Whether keys click (heard only under full access and with the user's Keyboard Clicks setting on).
    public var playsInputClicks = true
    /// What the suggestion bar shows now; empty where autocorrect is off.
    public private(set) var suggestionBar = SuggestionBar()
    /// Receives the input view controller's events (never typed text), after the controller acted on them.
    public var eventHandler: ((KeyboardEvent) -> Void)?
    /// Emoji in the suggestion bar (🍕 after "pizza"); on by default, the user's setting turns it off.
    public var emojiSuggestions = EmojiSuggestions() {
        didSet { refreshSuggestions() }
    }
    /// The emoji search field, while it is open (``beginEmojiSearch()``): keys type its query.
    public private(set) var emojiSearchField: EmojiSearchField?

    private let appLexiconEntries: [LexiconEntry]
    private let speller: Speller?
    /// Ranks English predictions and corrections by the words before (KeycraftEnglishDictionary's
    /// `LanguageModel.english()`); without it the bar falls back to the dictionary's bigrams.
    private let languageModel: LanguageModel?
    private let glideDecoder: GlideDecoder?
    /// The emoji search of each locale, from whoever links the tables (KeycraftEmojiData).
    private let emojiSearch: ((EmojiLocale) -> EmojiSearch?)?
    /// An app's own suggestion service for a language over the store, in place of the spellers'.
    private let makeSuggestionService: ((SpellingLanguage, any LearnedWordStore) -> (any SuggestionService)?)?
    /// The word the last gesture put in, until another key: the bar offers its alternatives.
    private var glided: GlidedWord?
    /// Asked once, the first time letter keys compose Korean.
    private let loadKoreanSpeller: (() -> Speller?)?
    private lazy var koreanSpeller: Speller? = loadKoreanSpeller?()
    private let sharedStore: (any LearnedWordStore)?
    /// Where learned words go without full access: memory, for this session only.
    private let sessionStore = InMemoryLearnedWordStore()
    private let clickPlayer: (any InputClickPlayer)?
    private let morseTable: MorseTable
    private var composer = HangulComposer()
    private var morse: MorseKeyboard?
    /// The document as this controller's last edit left it: a notification that finds it unchanged is
    /// not a change the host made (see ``HostDocumentState``).
    private var documentAfterLastEdit: HostDocumentState?
    /// True while this controller edits the document: what UIKit reports meanwhile is that edit.
    private var isEditingDocument = false

    /// A controller for `proxy`. `lexicon` holds the app's own text replacements, which win over
    /// `UILexicon`'s; without `speller` there is no autocorrect and no suggestion bar; `languageModel`
    /// ranks English predictions and corrections by the two words before. `koreanSpeller`,
    /// when given, takes `speller`'s place while the keys compose Korean: it is asked once, when they
    /// first do, so a keyboard used only in English never loads the Korean dictionary. Without
    /// `locationProvider` there is no SOS location; without `glideDecoder` no glide typing; without
    /// `emojiSearch` (with KeycraftEmojiData: `{ try? EmojiSearch.bundled($0) }`) no emoji search
    /// field results and no emoji in the bar. `suggestionService`, when given, replaces the spellers:
    /// it is asked for the language the keys type and the store full access allows, each time either
    /// changes (``DisabledSuggestionService``, or an app's own corrector).
    public init(
        proxy: Proxy,
        host: any InputViewControllerHost,
        lexicon: Lexicon = .empty,
        speller: Speller? = nil,
        languageModel: LanguageModel? = nil,
        koreanSpeller: (() -> Speller?)? = nil,
        learnedWordStore: (any LearnedWordStore)? = nil,
        locationProvider: (any LocationProvider)? = nil,
        clickPlayer: (any InputClickPlayer)? = nil,
        typingMode: KeyboardTypingMode = .direct,
        morseTable: MorseTable = .itu,
        glideDecoder: GlideDecoder? = nil,
        emojiSearch: ((EmojiLocale) -> EmojiSearch?)? = nil,
        suggestionService: ((SpellingLanguage, any LearnedWordStore) -> (any SuggestionService)?)? = nil
    ) {
        self.makeSuggestionService = suggestionService
        self.glideDecoder = glideDecoder
        self.emojiSearch = emojiSearch
        self.proxy = proxy
        self.host = host
        self.appLexiconEntries = lexicon.entries
        self.speller = speller
        self.languageModel = languageModel
        self.loadKoreanSpeller = koreanSpeller
        self.sharedStore = learnedWordStore
        self.clickPlayer = clickPlayer
        self.typingMode = typingMode
        self.morseTable = morseTable
        inputController = KeyboardInputViewController(
            textDocumentProxy: proxy, needsInputModeSwitchKey: host.needsInputModeSwitchKey, hasFullAccess: host.hasFullAccess)
        textEntry = KeyboardTextEntry(lexicon: lexicon, sosLocation: locationProvider.map(SOSLocationInsertion.init(provider:)))
        inputController.eventHandler = { [weak self] event in self?.handle(event) }
        reloadLearnedWords()
    }

    // MARK: Lifecycle (called from the view controller's overrides)

    /// The view loaded: asks UIKit for the supplementary lexicon, which arrives later.
    public func viewDidLoad() {
        _ = refreshHostState()
        host.requestSupplementaryLexicon { [weak self] lexicon in self?.supplementaryLexiconDidLoad(lexicon) }
    }

    /// The keyboard is about to show: re-reads the globe-key need and full access (the user may have
    /// changed it in Settings), and reloads the learned words the containing app may have edited.
    public func viewWillAppear() {
        // Once: a change of full access already reloaded them.
        if !refreshHostState() { reloadLearnedWords() }
        refreshSuggestions()
    }

    /// The view is about to lay out its subviews: re-reads the globe-key need, which UIKit settles only
    /// once the keyboard's view is in place (Apple's keyboard template reads it here; in `viewDidLoad`
    /// and `viewWillAppear` it can still be wrong).
    public func viewWillLayoutSubviews() {
        inputController.needsInputModeSwitchKey = host.needsInputModeSwitchKey
    }

    /// `UILexicon` arrived: its entries join the app's (which win on the same user input).
    public func supplementaryLexiconDidLoad(_ lexicon: Lexicon) {
        textEntry.lexicon = Lexicon(appLexiconEntries + lexicon.entries)
        refreshSuggestions()
    }

    // MARK: The host's changes (UITextInputDelegate)

    /// The host is about to change the text.
    public func textWillChange() { inputController.textWillChange(proxy) }

    /// The host changed the text, or another field took focus: what was typed before no longer applies,
    /// and the colour scheme follows the (maybe new) field's appearance. UIKit also calls it for the
    /// keyboard's own edits, on caret moves and for text inputs inside the keyboard; a call that finds
    /// the document as this controller left it changes nothing (a syllable keeps composing, backspace
    /// can still revert).
    public func textDidChange() {
        guard isHostChange else { return }
        hostChanged()
        inputController.textDidChange(proxy)
    }

    /// The host is about to move the selection.
    public func selectionWillChange() { inputController.selectionWillChange(proxy) }

    /// The host moved the selection: what was typed before no longer applies (even where the caret
    /// lands where it was: the user tapped in the text).
    public func selectionDidChange() {
        hostChanged()
        inputController.selectionDidChange(proxy)
    }

    // MARK: Keys

    /// A key that types `text` (a letter, digit, punctuation, emoji, space or "\n" for return).
    public func insertText(_ text: String) {
        click()
        if emojiSearchField != nil { return emojiSearchField!.insertText(text, composingHangul: typingMode == .hangulTwoSet) }
        glided = nil
        editDocument {
            switch typingMode {
            case .direct: textEntry.insertText(text, in: inputController)
            case .hangulTwoSet: for character in text { apply(composer.type(character)) }
            }
        }
        refreshSuggestions()
    }

    /// The delete key: takes back the last jamo while composing, reverts a correction just made, or
    /// deletes the character before the caret.
    public func deleteBackward() {
        click()
        if emojiSearchField != nil { return emojiSearchField!.deleteBackward() }
        if let glided = glided.take(), isStillBeforeInput(glided) {
            editDocument { proxy.deleteBackward(characters: glided.insertedText.count) }
            refreshSuggestions()
            return
        }
        editDocument {
            switch typingMode {
            case .direct: textEntry.deleteBackward(in: inputController)
            case .hangulTwoSet: apply(composer.deleteBackward())
            }
        }
        refreshSuggestions()
    }

    /// A tap on the suggestion bar: the word being typed becomes `suggestion`, followed by a space.
    public func selectSuggestion(_ suggestion: Suggestion) {
        click()
        if let glided = glided.take(), isStillBeforeInput(glided), glided.alternatives.contains(suggestion.text) {
            let swapped = glided.replacing(with: suggestion.text)
            editDocument {
                proxy.deleteBackward(characters: glided.insertedText.count)
                proxy.insertText(swapped.insertedText)
            }
            self.glided = swapped
            refreshSuggestions()
            return
        }
        editDocument {
            commitComposition()
            textEntry.accept(suggestion, in: inputController)
        }
        refreshSuggestions()
    }

    /// A tap on slot `index` of the suggestion bar; ignored for an empty slot.
    public func selectSuggestion(at index: Int) {
        guard suggestionBar.slots.indices.contains(index) else { return }
        selectSuggestion(suggestionBar.slots[index])
    }

    /// A key of the guide's Morse keyboard, through the same pipeline as the letter keys.
    public func pressMorseKey(_ key: MorseKey) {
        if case .nextKeyboard = key {} else { click() }
        glided = nil
        editDocument {
            commitComposition()
            var keyboard = morse ?? MorseKeyboard(controller: inputController, table: morseTable, textEntry: textEntry)
            keyboard.textEntry = textEntry
            keyboard.press(key)
            textEntry = keyboard.textEntry
            morse = keyboard
        }
        refreshSuggestions()
    }

    /// A glide gesture across the letter keys, through `points` in the ``LetterKeyLayout``'s
    /// coordinates (the decoder's), in the order touched: the likeliest word goes in with a space
    /// after it (and one before it when it follows a word or punctuation), capitalised as the field
    /// asks or as `shifted` says; the other candidates fill the suggestion bar. Returns false, changing
    /// nothing, without a decoder, in a secure field, while typing Korean, or when no word fits.
    @discardableResult
    public func glide(through points: [CGPoint], shifted: Bool = false) -> Bool {
        guard let glideDecoder, typingMode == .direct, !proxy.isSecureTextEntry else { return false }
        let before = proxy.documentContextBeforeInput ?? ""
        let context = TypingContext(textBefore: before)
        guard let candidates = try? glideDecoder.candidates(for: points, previousWord: context.previousWord, limit: SuggestionBar.slotCount + 1),
              let word = GlidedWord(candidates: candidates.map(\.word), textBefore: before, traits: proxy.traits, shifted: shifted)
        else { return false }
        click()
        morse = nil
        textEntry.otherKeyPressed()
        editDocument { proxy.insertText(word.insertedText) }
        glided = word
        refreshSuggestions()
        return true
    }

    /// The word the last gesture put in, while a tap on the bar or a backspace can still replace it.
    public var glidedWord: GlidedWord? { glided }

    // MARK: Emoji search

    /// Opens the emoji search field: from now on keys type the query, not the document.
    public func beginEmojiSearch() {
        glided = nil
        editDocument(commitComposition)
        emojiSearchField = EmojiSearchField()
    }

    /// Closes the emoji search field (its query is dropped); keys type the document again.
    public func endEmojiSearch() {
        emojiSearchField = nil
        refreshSuggestions()
    }

    /// The emoji the search field's query finds, best first (at most `limit`); empty when it is closed.
    public func emojiSearchResults(limit: Int = 8) -> [String] {
        guard let emojiSearchField, let search = emojiSearch?(emojiLocale) else { return [] }
        return emojiSearchField.results(in: search, limit: limit)
    }

    /// A tap on a search result: the emoji goes into the document through the typing pipeline; the
    /// field stays open for another.
    public func selectEmojiSearchResult(_ emoji: String) {
        click()
        glided = nil
        editDocument { textEntry.insertText(emoji, in: inputController) }
        refreshSuggestions()
    }

    /// The emoji tables searched: Korean while the letter keys compose Hangul, English otherwise.
    private var emojiLocale: EmojiLocale { typingMode == .hangulTwoSet ? .korean : .english }

    /// What the Morse preview shows for the letter in progress.
    public var morsePreview: MorseKeyboardPreview? { morse?.preview }

    /// The globe key, when the keyboard draws its own: a tap switches keyboards. (UIKit's
    /// `handleInputModeList(from:with:)` does both the tap and the long-press list in the UIKit layer.)
    public func handleInputModeSwitchKey(_ gesture: InputModeSwitchGesture) {
        inputController.handleInputModeSwitchKey(gesture)
    }

    /// Moves the caret by `offset` characters (an arrow key or a space-bar drag): ends the composition
    /// and any chance to revert.
    public func adjustTextPosition(byCharacterOffset offset: Int) {
        glided = nil
        editDocument {
            commitComposition()
            textEntry.reset()
            morse = nil
            proxy.adjustTextPosition(byCharacterOffset: offset)
        }
        refreshSuggestions()
    }

    // MARK: What the view shows

    /// Whether the view shows its own next-keyboard key.
    public var showsNextKeyboardKey: Bool { inputController.showsInputModeSwitchKey }
    /// Whether the user allowed full access (as last read from the host).
    public var hasFullAccess: Bool { inputController.hasFullAccess }
    /// The colours to draw with, following the host field's appearance.
    public var colorScheme: KeyboardColorScheme { inputController.colorScheme }
    /// The layout to show (`UIKeyboardType`).
    public var keyboardType: KeyboardType { proxy.keyboardType }
    /// The return key's title.
    public var returnKeyType: ReturnKeyType { proxy.returnKeyType }
    /// False while the document is empty in a field that `enablesReturnKeyAutomatically`.
    public var isReturnKeyEnabled: Bool { !proxy.traits.enablesReturnKeyAutomatically || proxy.hasText }
    /// Whether this field gets the custom keyboard at all (secure and phone-pad fields get the system's).
    public var keyboardSelection: KeyboardSelection { KeyboardSelection(traits: proxy.traits) }
    /// Whether autocorrect acts in this field.
    public var isAutocorrectEnabled: Bool { textEntry.suggestionService != nil && Autocorrector.isEnabled(for: proxy.traits) }
    /// The words learned so far (from the shared store under full access, else this session's).
    public var learnedWords: [String] { textEntry.suggestionService?.learnedWords ?? [] }
    /// Whether a Korean syllable is being composed as marked text.
    public var isComposing: Bool { composer.isComposing }

    // MARK: Helpers

    private func handle(_ event: KeyboardEvent) {
        if event == .advanceToNextInputMode {
            editDocument(commitComposition)
            host.advanceToNextInputMode()
        }
        eventHandler?(event)
    }

    /// Re-reads the globe-key need and full access; returns whether full access changed (the learned
    /// words were then reloaded from the store it allows).
    private func refreshHostState() -> Bool {
        inputController.needsInputModeSwitchKey = host.needsInputModeSwitchKey
        let hadFullAccess = inputController.hasFullAccess
        inputController.hasFullAccess = host.hasFullAccess
        guard hadFullAccess != inputController.hasFullAccess else { return false }
        reloadLearnedWords()
        return true
    }

    /// The autocorrector over the store full access allows, with its words loaded afresh.
    private func reloadLearnedWords() {
        let store: any LearnedWordStore = inputController.hasFullAccess ? (sharedStore ?? sessionStore) : sessionStore
        if let makeSuggestionService {
            textEntry.suggestionService = makeSuggestionService(typingMode == .hangulTwoSet ? .korean : .english, store)
            return
        }
        let active = typingMode == .hangulTwoSet ? koreanSpeller ?? speller : speller
        let isKorean = typingMode == .hangulTwoSet && koreanSpeller != nil
        textEntry.autocorrector = active.map { Autocorrector(speller: $0, store: store, languageModel: isKorean ? nil : languageModel) }
    }

    /// Whether the document differs from how this controller's last edit left it (a notification
    /// arriving during that edit is the edit itself).
    private var isHostChange: Bool {
        !isEditingDocument && HostDocumentState(proxy) != documentAfterLastEdit
    }

    /// Runs one of this controller's edits and remembers the document it leaves.
    private func editDocument(_ edit: () -> Void) {
        let wasEditing = isEditingDocument
        isEditingDocument = true
        edit()
        isEditingDocument = wasEditing
        documentAfterLastEdit = HostDocumentState(proxy)
    }

    private func hostChanged() {
        editDocument {
            // The host committed or dropped our marked text; a syllable can't continue across its change.
            if composer.isComposing { proxy.unmarkText() }
            composer = HangulComposer()
            glided = nil
            textEntry.reset()
        }
        refreshSuggestions()
    }

    private func apply(_ operations: [CompositionOperation]) {
        for operation in operations {
            switch operation {
            case .setMarkedText(let text):
                textEntry.otherKeyPressed()
                proxy.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
            case .unmarkText: proxy.unmarkText()
            case .insertText(let text): textEntry.insertText(text, in: inputController)
            case .deleteBackward: textEntry.deleteBackward(in: inputController)
            }
        }
    }

    private func commitComposition() {
        apply(composer.commit())
    }

    private func click() {
        if playsInputClicks, inputController.hasFullAccess { clickPlayer?.playInputClick() }
    }

    private func refreshSuggestions() {
        if let glided {
            suggestionBar = glided.suggestionBar
            return
        }
        let bar = textEntry.suggestionBar(in: inputController)
        let word = proxy.selectedText == nil ? proxy.wordEndingAtInput?.text : nil
        guard let emojiSearch else {
            suggestionBar = bar
            return
        }
        let locale = emojiLocale
        suggestionBar = emojiSuggestions.adding(to: bar, word: word, traits: proxy.traits, search: try {
            guard let search = emojiSearch(locale) else { throw EmojiTableError.missingResource(name: "\(locale.resourceName).tsv") }
            return search
        }())
    }

    /// Whether the document still ends with what the gesture inserted (no selection, nothing typed since).
    private func isStillBeforeInput(_ glided: GlidedWord) -> Bool {
        proxy.selectedText == nil && (proxy.documentContextBeforeInput ?? "").hasSuffix(glided.insertedText)
    }
}
