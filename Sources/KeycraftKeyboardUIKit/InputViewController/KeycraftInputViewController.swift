#if canImport(UIKit)
import KeycraftKeyboard
import KeycraftText
import UIKit

/// The principal class of a keyboard extension: subclass it, add your keys to ``keysView``, and send
/// their taps to ``insertText(_:)``, ``deleteBackward()`` or ``pressMorseKey(_:)``.
///
/// Every behaviour lives in the Linux-tested ``KeyboardExtensionController`` (``keyboard``): text
/// replacement from `UILexicon`, SOS, autocorrect with backspace to revert, the suggestion bar,
/// learned words, glide typing, the globe key and the colour scheme that follows the host field. This
/// class only bridges UIKit to it, draws the suggestion bar and the glide trail, and wires the swipe
/// (a pan on ``keysView``, ``glideGesture``).
///
/// ```swift
/// final class KeyboardViewController: KeycraftInputViewController {
///     override var appGroupIdentifier: String? { "group.com.example.keyboard" }
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let key = UIButton(type: .system, primaryAction: UIAction(title: "a") { [unowned self] _ in insertText("a") })
///         keysView.addSubview(key)
///     }
/// }
/// ```
open class KeycraftInputViewController: UIInputViewController {
    /// The core controller over the bridged `UITextDocumentProxy`.
    public typealias Controller = KeyboardExtensionController<DocumentProxyBridge<UIKitDocumentProxy>>

    /// The controller everything is delegated to; set in `viewDidLoad()`.
    public private(set) var keyboard: Controller!
    /// The suggestion bar along the top.
    public let suggestionBarView = SuggestionBarView()
    /// Where subclasses put their keys: below the suggestion bar, filling the rest of the view.
    public let keysView = UIView()
    /// The swipe over ``keysView`` that glides words (nil when ``makeGlideDecoder()`` gives none).
    public private(set) var glideGesture: GlideGestureHandler?
    private var hostAdapter: InputViewControllerHostAdapter?
    private var nextKeyboardKeys: [UIButton] = []

    // MARK: What a subclass configures

    /// The dictionary for autocorrect and suggestions; nil (the default) turns both off. Link the
    /// KeycraftEnglishDictionary product and return
    /// `Speller(dictionary: try .english(), misspellings: try .english())` for English:
    /// the dictionaries are products of their own, so an extension carries only those it uses.
    open func makeSpeller() -> Speller? { nil }

    /// The glide (swipe) decoder; nil (the default) turns glide typing off. With KeycraftEnglishDictionary:
    /// `GlideDecoder(dictionary: try .english())`.
    open func makeGlideDecoder() -> GlideDecoder? { nil }

    /// An app's own suggestion service (``SuggestionService``: its own corrector, or
    /// ``DisabledSuggestionService``) for the language the keys type and the learned-word store full
    /// access allows; nil (the default) uses ``makeSpeller()`` and ``koreanSpellerLoader``.
    open var suggestionService: ((SpellingLanguage, any LearnedWordStore) -> (any SuggestionService)?)? { nil }

    /// The emoji search of each locale (the search field and emoji in the suggestion bar); nil (the
    /// default) turns both off. With KeycraftEmojiData: `{ try? EmojiSearch.bundled($0) }`.
    open var emojiSearch: (@Sendable (EmojiLocale) -> EmojiSearch?)? { nil }

    /// Where the letter keys are in ``keysView``, for mapping a swipe onto
    /// ``LetterKeyLayout/iPhonePortraitEnglish``: by default the top three of its four rows.
    open var letterKeysFrame: CGRect {
        CGRect(x: 0, y: 0, width: keysView.bounds.width, height: keysView.bounds.height * 3 / 4)
    }

    /// Whether the shift key is on, so a glided word is capitalised.
    open var isShifted: Bool { false }

    /// Loads the dictionary the keys use while they compose Korean, the first time they do; nil (the
    /// default) turns Korean autocorrect off. With KeycraftKoreanDictionary:
    /// `{ (try? CompactDictionary.korean()).map { Speller(dictionary: $0) } }`.
    open var koreanSpellerLoader: (@Sendable () -> Speller?)? { nil }

    /// The App Group shared with the containing app, where learned words live (under full access).
    open var appGroupIdentifier: String? { nil }

    /// The keyboard's own text replacements, which win over `UILexicon`'s.
    open var textReplacements: [LexiconEntry] { [] }

    /// Where SOS gets the location (used only under full access); nil for no SOS.
    open var locationProvider: (any LocationProvider)? { nil }

    /// How letter keys type.
    open var typingMode: KeyboardTypingMode { .direct }

    // MARK: Lifecycle

    /// The root view is a ``KeycraftKeyboardInputView``, so keys can click.
    open override func loadView() {
        view = KeycraftKeyboardInputView(frame: .zero, inputViewStyle: .keyboard)
    }

    /// Creates ``keyboard`` over the bridged proxy and asks for the supplementary lexicon.
    open override func viewDidLoad() {
        super.viewDidLoad()
        let adapter = InputViewControllerHostAdapter(self)
        let glideDecoder = makeGlideDecoder()
        hostAdapter = adapter
        keyboard = Controller(
            proxy: DocumentProxyBridge(UIKitDocumentProxy(self)), host: adapter, lexicon: Lexicon(textReplacements),
            speller: makeSpeller(), koreanSpeller: koreanSpellerLoader, learnedWordStore: appGroupIdentifier.flatMap { FileLearnedWordStore(appGroup: $0) },
            locationProvider: locationProvider, clickPlayer: adapter, typingMode: typingMode, glideDecoder: glideDecoder,
            emojiSearch: emojiSearch, suggestionService: suggestionService)
        if let glideDecoder {
            glideGesture = GlideGestureHandler(
                view: keysView, layout: glideDecoder.layout, letterArea: { [unowned self] in letterKeysFrame },
                onGlide: { [unowned self] points in glide(through: points) })
        }
        keyboard.eventHandler = { [weak self] event in
            MainActor.assumeIsolated { self?.keyboardDidEmit(event) }
        }
        suggestionBarView.onSelect = { [weak self] index in self?.selectSuggestion(at: index) }
        layOutBars()
        keyboard.viewDidLoad()
        keyboardStateDidChange()
    }

    /// Re-reads the globe-key need, full access and the learned words.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboard.viewWillAppear()
        keyboardStateDidChange()
    }

    /// Re-reads the globe-key need, which UIKit settles once the view is laid out (Apple's keyboard
    /// template reads `needsInputModeSwitchKey` here).
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Only the globe keys: restyling the bar or the appearance here could lay the view out again.
        guard let keyboard else { return }
        keyboard.viewWillLayoutSubviews()
        for key in nextKeyboardKeys { key.isHidden = !keyboard.showsNextKeyboardKey }
    }

    // MARK: UITextInputDelegate

    /// Tells ``keyboard`` the host is about to change the text.
    open override func textWillChange(_ textInput: (any UITextInput)?) {
        super.textWillChange(textInput)
        keyboard?.textWillChange()
    }

    /// Tells ``keyboard`` the host changed the text (or the field), then redraws: colours follow the field.
    /// UIKit also calls it, with a nil argument, for the keyboard's own edits, on caret moves and for text
    /// inputs inside the keyboard; ``keyboard`` tells those apart by the document.
    open override func textDidChange(_ textInput: (any UITextInput)?) {
        super.textDidChange(textInput)
        keyboard?.textDidChange()
        keyboardStateDidChange()
    }

    /// Tells ``keyboard`` the host is about to move the selection.
    open override func selectionWillChange(_ textInput: (any UITextInput)?) {
        super.selectionWillChange(textInput)
        keyboard?.selectionWillChange()
    }

    /// Tells ``keyboard`` the host moved the selection, then redraws.
    open override func selectionDidChange(_ textInput: (any UITextInput)?) {
        super.selectionDidChange(textInput)
        keyboard?.selectionDidChange()
        keyboardStateDidChange()
    }

    // MARK: Keys

    /// A key that types `text` (a space, or "\n" for return, included).
    public func insertText(_ text: String) {
        keyboard.insertText(text)
        keyboardStateDidChange()
    }

    /// The delete key.
    public func deleteBackward() {
        keyboard.deleteBackward()
        keyboardStateDidChange()
    }

    /// A swipe through `points` (in the layout's coordinates): the likeliest word and a space.
    public func glide(through points: [CGPoint]) {
        keyboard.glide(through: points, shifted: isShifted)
        keyboardStateDidChange()
    }

    /// A tap on slot `index` of the suggestion bar.
    public func selectSuggestion(at index: Int) {
        keyboard.selectSuggestion(at: index)
        keyboardStateDidChange()
    }

    /// A key of the Morse keyboard.
    public func pressMorseKey(_ key: MorseKey) {
        keyboard.pressMorseKey(key)
        keyboardStateDidChange()
    }

    /// Makes `button` the next-keyboard key: UIKit switches keyboards on a tap and lists them on a
    /// long press (`handleInputModeList(from:with:)`); hidden where the system shows its own globe key.
    public func configureNextKeyboardKey(_ button: UIButton) {
        button.addTarget(self, action: #selector(handleInputModeList(from:with:)), for: .allTouchEvents)
        nextKeyboardKeys.append(button)
        button.isHidden = !(keyboard?.showsNextKeyboardKey ?? needsInputModeSwitchKey)
    }

    // MARK: Drawing

    /// Redraws from ``keyboard``'s state: suggestions, colours, the globe key. Subclasses that draw
    /// more (a preview, the return key's title) override it and call super.
    open func keyboardStateDidChange() {
        guard let keyboard else { return }
        suggestionBarView.show(keyboard.suggestionBar)
        view.overrideUserInterfaceStyle = keyboard.colorScheme == .dark ? .dark : .light
        for key in nextKeyboardKeys { key.isHidden = !keyboard.showsNextKeyboardKey }
    }

    /// The controller's events (never typed text); the colour scheme redraws by default.
    open func keyboardDidEmit(_ event: KeyboardEvent) {
        if case .colorSchemeDidChange = event { keyboardStateDidChange() }
    }

    private func layOutBars() {
        for subview in [suggestionBarView, keysView] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            suggestionBarView.topAnchor.constraint(equalTo: view.topAnchor),
            suggestionBarView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            suggestionBarView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            suggestionBarView.heightAnchor.constraint(equalToConstant: 40),
            keysView.topAnchor.constraint(equalTo: suggestionBarView.bottomAnchor),
            keysView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            keysView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            keysView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}
#endif
