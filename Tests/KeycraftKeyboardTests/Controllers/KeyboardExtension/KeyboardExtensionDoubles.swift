import Foundation
import KeycraftEmojiData
import KeycraftKeyboard
import KeycraftText

/// What the host tells the input view controller (`UITextInputDelegate`).
enum ExtensionHostChange {
    case textWillChange, textDidChange, selectionWillChange, selectionDidChange
}

/// `UITextDocumentProxy` as iOS hands it to a keyboard extension:
/// - the context around the caret is cut (how much is undocumented; hosts are observed to share a
///   window of a couple of hundred characters, some only the current paragraph), so the default window
///   is 200 characters and tests vary it;
/// - `adjustTextPosition(byCharacterOffset:)` moves by UTF-16 code units, as UIKit does in practice;
///   a move that would land inside a character is recorded in `splitMoves` (and not made);
/// - the traits are optional raw values (`implementsTraits = false` models a host that implements none);
/// - a secure field is served by the system keyboard: the custom keyboard's proxy hands it no context
///   and drops its edits (`secureInputReachesKeyboard` models a host that leaks them anyway);
/// - deleting removes a whole character (an emoji ZWJ sequence, a syllable), as `UITextView` does;
/// - with `reportsEveryChange`, `textWillChange(_:)` / `textDidChange(_:)` also arrive for the keyboard's
///   own edits (marked text included), once the host has made them (``deliverReports()``), and on the
///   host's caret moves, as UIKit sends them to keyboard extensions; ``keyboardInputChanged()`` sends
///   them for a text input inside the keyboard.
final class ExtensionUIKitProxyDouble: SystemDocumentProxy {
    static let iOSContextWindow = DocumentContextLimit(maximumCharacters: 200)

    private(set) var content: EditableText
    private(set) var fieldTraits: TextInputTraits
    /// Nil models a host that hands none, as some do despite UIKit's non-optional declaration.
    var documentIdentifier: UUID? = UUID()
    var contextLimit: DocumentContextLimit
    var implementsTraits = true
    var reportsEveryChange = false
    /// The reports of the keyboard's own edits, not yet delivered.
    private var pendingReports: [ExtensionHostChange] = []
    var secureInputReachesKeyboard = false
    /// Offsets of moves that would have split a character.
    private(set) var splitMoves: [Int] = []
    /// Edits dropped because the field is secure.
    private(set) var droppedEdits = 0
    /// The input view controller, told of the host's own changes.
    var onHostChange: ((ExtensionHostChange) -> Void)?

    init(_ text: String = "", traits: TextInputTraits = TextInputTraits(), contextLimit: DocumentContextLimit = iOSContextWindow) {
        content = EditableText(text)
        fieldTraits = traits
        self.contextLimit = contextLimit
    }

    var text: String { content.text }

    private var handsNothing: Bool { fieldTraits.isSecureTextEntry && !secureInputReachesKeyboard }

    private var selectionBounds: Range<String.Index> {
        (try? content.range(of: content.selectedRange)) ?? content.text.endIndex..<content.text.endIndex
    }

    // MARK: SystemDocumentProxy

    var documentContextBeforeInput: String? {
        guard !handsNothing else { return nil }
        let context = contextLimit.contextBefore(selectionBounds.lowerBound, in: content.text)
        return context.isEmpty ? nil : String(context)
    }

    var documentContextAfterInput: String? {
        guard !handsNothing else { return nil }
        let context = contextLimit.contextAfter(selectionBounds.upperBound, in: content.text)
        return context.isEmpty ? nil : String(context)
    }

    var selectedText: String? {
        guard !handsNothing, content.selectedRange.length > 0 else { return nil }
        return String(content.text[selectionBounds])
    }

    var hasText: Bool { !handsNothing && !content.isEmpty }

    var traitValues: SystemTextInputTraitValues {
        implementsTraits ? SystemTextInputTraitValues(fieldTraits) : SystemTextInputTraitValues()
    }

    func insertText(_ text: String) {
        guard !handsNothing else { droppedEdits += 1; return }
        reportingChange { content.insertText(text) }
    }

    func deleteBackward() {
        guard !handsNothing else { droppedEdits += 1; return }
        reportingChange { content.deleteBackward() }
    }

    /// Runs one of the keyboard's edits, to be reported as UIKit does when `reportsEveryChange`.
    private func reportingChange(_ edit: () -> Void) {
        edit()
        if reportsEveryChange { pendingReports += [.textWillChange, .textDidChange] }
    }

    /// The host made the keyboard's edits and reports them.
    func deliverReports() {
        let reports = pendingReports
        pendingReports = []
        for report in reports { onHostChange?(report) }
    }

    func adjustTextPosition(byCharacterOffset offset: Int) {
        guard !handsNothing, offset != 0 else { return }
        content.unmarkText()
        let selection = content.selectedRange
        let from = offset > 0 ? selection.location + selection.length : selection.location
        let target = min(max(0, from + offset), content.length.utf16)
        do {
            try content.setSelectedRange(NSRange(location: target, length: 0))
        } catch {
            splitMoves.append(offset)
        }
    }

    func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        guard !handsNothing else { droppedEdits += 1; return }
        reportingChange { try? content.setMarkedText(markedText, selectedRange: selectedRange) }
    }

    func unmarkText() {
        reportingChange { content.unmarkText() }
    }

    // MARK: The host's own changes

    /// The user taps into another field (new traits and document), the keyboard staying up.
    func hostBeginEditing(_ text: String = "", traits: TextInputTraits) {
        onHostChange?(.textWillChange)
        content = EditableText(text)
        fieldTraits = traits
        documentIdentifier = UUID()
        onHostChange?(.textDidChange)
    }

    /// The user taps elsewhere in the text (with `reportsEveryChange`, the text changes are reported too).
    func hostMoveCaret(toUTF16Offset offset: Int) throws {
        onHostChange?(.selectionWillChange)
        if reportsEveryChange { onHostChange?(.textWillChange) }
        content.unmarkText()
        try content.setSelectedRange(NSRange(location: offset, length: 0))
        if reportsEveryChange { onHostChange?(.textDidChange) }
        onHostChange?(.selectionDidChange)
    }

    /// A text input inside the keyboard (a search field) changed: UIKit reports a text change with a
    /// nil text input, and the host's document is as it was.
    func keyboardInputChanged() {
        onHostChange?(.textWillChange)
        onHostChange?(.textDidChange)
    }
}

/// The system side of `UIInputViewController`: the globe-key need, full access, the supplementary
/// lexicon (answered later, as UIKit does), keyboard switching and input clicks (heard only under full
/// access, rdar://18838737).
final class ExtensionHostDouble: InputViewControllerHost, InputClickPlayer {
    var needsInputModeSwitchKey: Bool
    var hasFullAccess: Bool
    /// What `UILexicon` holds: text replacements and contact names.
    var lexiconEntries: [LexiconEntry]
    private var pendingLexiconRequests: [(Lexicon) -> Void] = []
    private(set) var advances = 0
    private(set) var clicksHeard = 0
    private(set) var silentClicks = 0

    init(needsInputModeSwitchKey: Bool = true, hasFullAccess: Bool = false, lexiconEntries: [LexiconEntry] = []) {
        self.needsInputModeSwitchKey = needsInputModeSwitchKey
        self.hasFullAccess = hasFullAccess
        self.lexiconEntries = lexiconEntries
    }

    var lexiconRequests: Int { pendingLexiconRequests.count }

    func requestSupplementaryLexicon(completion: @escaping (Lexicon) -> Void) {
        pendingLexiconRequests.append(completion)
    }

    /// UIKit answers the lexicon requests.
    func deliverLexicon() {
        let requests = pendingLexiconRequests
        pendingLexiconRequests = []
        for request in requests { request(Lexicon(lexiconEntries)) }
    }

    func advanceToNextInputMode() { advances += 1 }

    func playInputClick() {
        if hasFullAccess { clicksHeard += 1 } else { silentClicks += 1 }
    }
}

/// A keyboard extension wired as iOS wires it: the proxy double bridged to the core, the host double,
/// the controller told of the host's changes.
struct ExtensionKeyboardFixture {
    typealias Controller = KeyboardExtensionController<DocumentProxyBridge<ExtensionUIKitProxyDouble>>
    let proxy: ExtensionUIKitProxyDouble
    let host: ExtensionHostDouble
    let keyboard: Controller
    let events = EventRecorder()

    init(
        _ text: String = "", traits: TextInputTraits = TextInputTraits(),
        contextLimit: DocumentContextLimit = ExtensionUIKitProxyDouble.iOSContextWindow,
        host: ExtensionHostDouble = ExtensionHostDouble(), lexicon: Lexicon = .empty,
        speller: Speller? = DictionaryFixtures.englishSpeller, koreanSpeller: (() -> Speller?)? = nil, store: (any LearnedWordStore)? = nil,
        location: (any LocationProvider)? = nil, typingMode: KeyboardTypingMode = .direct,
        glide: GlideDecoder? = nil,
        suggestionService: ((SpellingLanguage, any LearnedWordStore) -> (any SuggestionService)?)? = nil
    ) {
        proxy = ExtensionUIKitProxyDouble(text, traits: traits, contextLimit: contextLimit)
        self.host = host
        keyboard = Controller(
            proxy: DocumentProxyBridge(proxy), host: host, lexicon: lexicon, speller: speller, koreanSpeller: koreanSpeller, learnedWordStore: store,
            locationProvider: location, clickPlayer: host, typingMode: typingMode, glideDecoder: glide,
            emojiSearch: { try? EmojiSearch.bundled($0) }, suggestionService: suggestionService)
        keyboard.eventHandler = { [events] in events.record($0) }
        proxy.onHostChange = { [weak keyboard] change in
            switch change {
            case .textWillChange: keyboard?.textWillChange()
            case .textDidChange: keyboard?.textDidChange()
            case .selectionWillChange: keyboard?.selectionWillChange()
            case .selectionDidChange: keyboard?.selectionDidChange()
            }
        }
        keyboard.viewDidLoad()
        keyboard.viewWillAppear()
    }

    /// Taps one key per character (the host reports each key's edits before the next, when it does).
    func type(_ text: String) {
        for character in text {
            keyboard.insertText(String(character))
            proxy.deliverReports()
        }
    }

    func backspace(_ times: Int = 1) {
        for _ in 0..<times {
            keyboard.deleteBackward()
            proxy.deliverReports()
        }
    }

    var text: String { proxy.text }

    /// Presses Morse keys written as dots and dashes; a space ends the letter, `_` is the space key
    /// with no letter in progress.
    func press(morse: String) {
        for character in morse {
            switch character {
            case ".": keyboard.pressMorseKey(.dot)
            case "-": keyboard.pressMorseKey(.dash)
            default: keyboard.pressMorseKey(.space)
            }
        }
    }
}
