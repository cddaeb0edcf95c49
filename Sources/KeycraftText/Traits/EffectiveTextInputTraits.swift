/// What the keyboard actually does for a set of ``TextInputTraits``, after UIKit's implications:
///
/// - Secure entry turns off autocorrection, spell checking, smart quotes, smart dashes and smart
///   insert/delete whatever they are set to (UIKit: secure text is never corrected, learned or
///   cached), and no custom keyboard serves it.
/// - A toggle left at `default` resolves the way the system keyboard behaves: autocorrection on
///   for keyboards that type words, off for digit pads; spell checking follows autocorrection
///   (Apple: UITextInputTraits › spellCheckingType — "enables spell-checking when autocorrection is
///   also enabled"); the smart punctuation toggles on for keyboards that type words.
/// - Autocapitalization is `none` where the keyboard ignores it
///   (``KeyboardType/supportsAutocapitalization``). Secure entry leaves it as configured.
///
/// ```swift
/// let traits = TextInputTraits(autocorrectionType: .yes, isSecureTextEntry: true)
/// traits.effective.autocorrects            // false: secure text is never corrected
/// traits.effective.allowsCustomKeyboard    // false
/// ```
public struct EffectiveTextInputTraits: Hashable, Sendable {
    /// When Shift is pressed automatically; `none` on keyboards without letters.
    public let autocapitalizationType: TextAutocapitalizationType
    /// Whether the keyboard autocorrects words.
    public let autocorrects: Bool
    /// Whether misspelled words are underlined.
    public let checksSpelling: Bool
    /// Whether straight quotes become curly ones.
    public let usesSmartQuotes: Bool
    /// Whether `--` becomes a dash.
    public let usesSmartDashes: Bool
    /// Whether spaces are added or removed around pasted and deleted words.
    public let usesSmartInsertDelete: Bool
    /// Whether typed text may be shown, copied, cached and learned.
    public let revealsText: Bool
    /// Whether a custom keyboard extension may serve the field (not secure fields or phone pads).
    public let allowsCustomKeyboard: Bool

    /// What the keyboard does for `traits`.
    public init(_ traits: TextInputTraits) {
        let secure = traits.isSecureTextEntry
        let words = traits.keyboardType.typesWords
        func resolve(_ toggle: TextInputTraitToggle, default fallback: Bool) -> Bool {
            !secure && toggle.resolved(default: fallback)
        }
        autocapitalizationType = traits.keyboardType.supportsAutocapitalization ? traits.autocapitalizationType : .none
        autocorrects = resolve(traits.autocorrectionType, default: words)
        checksSpelling = resolve(traits.spellCheckingType, default: autocorrects)
        usesSmartQuotes = resolve(traits.smartQuotesType, default: words)
        usesSmartDashes = resolve(traits.smartDashesType, default: words)
        usesSmartInsertDelete = resolve(traits.smartInsertDeleteType, default: words)
        revealsText = !secure
        allowsCustomKeyboard = traits.allowsCustomKeyboard
    }
}

extension TextInputTraits {
    /// The traits as the keyboard applies them; see ``EffectiveTextInputTraits``.
    public var effective: EffectiveTextInputTraits { EffectiveTextInputTraits(self) }
}

extension KeyboardType {
    /// Whether UIKit honours autocapitalization for this type (Apple: UITextInputTraits ›
    /// autocapitalizationType — ignored for number pad, phone pad and name-phone pad). The other
    /// digit pads have no letters to capitalize, so it is moot there too.
    public var supportsAutocapitalization: Bool {
        switch self {
        case .numberPad, .phonePad, .namePhonePad, .decimalPad, .asciiCapableNumberPad: false
        default: true
        }
    }

    /// Whether the keyboard types words (it has letters), which is what corrections act on.
    public var typesWords: Bool {
        switch self {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: false
        default: true
        }
    }

}
