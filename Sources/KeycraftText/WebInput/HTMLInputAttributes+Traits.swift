/// How WebKit on iOS turns `<input>` attributes into text input traits, and back.
///
/// Decisions, as WebKit applies them. The precedence of `inputmode` over `type`, `none` hiding the
/// keyboard and the two exact digit patterns follow WebKit's source (its input-method state for a
/// focused element); the capitalization, correction and return-key defaults are Safari's observable
/// behaviour, written down here:
/// - **Keyboard:** a recognised `inputmode` other than `none` wins over `type`. Otherwise `type`
///   decides: `tel` → phone pad, `url` → URL, `email` → e-mail, `number` → numbers and punctuation,
///   and `number` or `text` with `pattern="[0-9]*"` or `pattern="\d*"` (exactly those two) → number
///   pad; `search`, `password` and `text` → default.
/// - **`inputmode="none"`** shows no keyboard (``showsVirtualKeyboard``); the traits still describe
///   what `type` would show, for a hardware keyboard or a page that later changes the mode.
/// - **Secure entry:** `type="password"`.
/// - **Capitalization:** the `autocapitalize` keyword; absent, `none` for `email`, `url` and
///   `password` (addresses and secrets are never capitalized) and `sentences` otherwise.
/// - **Autocorrection:** `autocorrect`; absent, off for `email`, `url` and `password`, otherwise
///   left to the keyboard (`default`). **Spell checking:** `spellcheck`, else `default`.
/// - **Content type:** the `autocomplete` field name's UIKit counterpart.
/// - **Return key:** `enterkeyhint` (`previous` counts as absent); absent, `search` for
///   `type="search"` and the default key otherwise. (WebKit also shows "Go" for a field inside a
///   `<form>`; a lone tag has no form, so that rule is the form renderer's to apply.)
/// - **Password rules:** `passwordrules`.
/// Attributes do not carry appearance or auto-enabled return keys; those stay at UIKit's defaults.
extension HTMLInputAttributes {
    /// Whether a virtual keyboard appears at all (`inputmode="none"` hides it).
    public var showsVirtualKeyboard: Bool {
        inputMode != HTMLInputMode.none
    }

    /// The traits WebKit gives this input; see the rules above.
    public var textInputTraits: TextInputTraits {
        let quiet = [.email, .url, .password].contains(type)
        return TextInputTraits(
            keyboardType: inputMode?.keyboardType ?? typeKeyboard,
            returnKeyType: enterKeyHint?.returnKeyType ?? (type == .search ? .search : .default),
            autocapitalizationType: autocapitalize?.autocapitalizationType ?? (quiet ? .none : .sentences),
            autocorrectionType: autocorrect.map { $0 ? .yes : .no } ?? (quiet ? .no : .default),
            spellCheckingType: spellcheck.map { $0 ? .yes : .no } ?? .default,
            isSecureTextEntry: type == .password,
            textContentType: autocomplete?.fieldName?.textContentType,
            passwordRules: passwordRules.map(PasswordRulesDescriptor.init(descriptor:))
        )
    }

    /// Attributes that make WebKit show `traits`.
    ///
    /// Exact for every traits value WebKit can produce (attributes → traits → attributes → traits
    /// gives the same traits). Other values take the nearest attribute: keyboards HTML cannot ask
    /// for (ASCII-capable, Twitter, name-phone pad) fall back to the default keyboard,
    /// `asciiCapableNumberPad` to `inputmode="numeric"`; return keys map as
    /// ``HTMLEnterKeyHint/init(_:)`` describes; content types without an HTML field name are
    /// left out.
    public init(traits: TextInputTraits) {
        var (type, inputMode) = HTMLInputAttributes.typeAndMode(for: traits)
        if traits.autocorrectionType == .default, type == .email || type == .url {
            // These types turn autocorrection off; traits that leave it to the keyboard ask for the
            // keyboard by mode instead.
            (type, inputMode) = (.text, HTMLInputAttributes.inputMode(for: traits.keyboardType))
        }
        self.init(type: type, inputMode: inputMode)
        let implied = textInputTraits
        autocapitalize = HTMLAutocapitalize(traits.autocapitalizationType)
        // Written whenever the traits decide, so a reader need not know each type's default.
        if traits.autocorrectionType != .default || implied.autocorrectionType != .default {
            autocorrect = traits.autocorrectionType.resolved(default: true)
        }
        if traits.spellCheckingType != .default {
            spellcheck = traits.spellCheckingType == .yes
        }
        if traits.returnKeyType != implied.returnKeyType {
            enterKeyHint = HTMLEnterKeyHint(traits.returnKeyType)
        }
        autocomplete = traits.textContentType.flatMap(AutofillFieldName.init).map { .hint(AutofillHint($0)) }
        passwordRules = traits.passwordRules?.descriptor
    }

    private var typeKeyboard: KeyboardType {
        let digitsPattern = pattern == "[0-9]*" || pattern == #"\d*"#
        switch type {
        case .tel: return .phonePad
        case .url: return .URL
        case .email: return .emailAddress
        case .number: return digitsPattern ? .numberPad : .numbersAndPunctuation
        case .text: return digitsPattern ? .numberPad : .default
        case .search, .password: return .default
        }
    }

    private static func typeAndMode(for traits: TextInputTraits) -> (HTMLInputType, HTMLInputMode?) {
        if traits.isSecureTextEntry {
            // A password field keeps its type; the keyboard can only be asked for by mode.
            let mode: HTMLInputMode? = traits.keyboardType == .default ? nil : inputMode(for: traits.keyboardType)
            return (.password, mode)
        }
        switch traits.keyboardType {
        case .phonePad: return (.tel, nil)
        case .URL: return (.url, nil)
        case .emailAddress: return (.email, nil)
        case .numbersAndPunctuation: return (.number, nil)
        case .numberPad, .asciiCapableNumberPad: return (.text, .numeric)
        case .decimalPad: return (.text, .decimal)
        case .webSearch: return (.text, .search)
        case .default, .asciiCapable, .twitter, .namePhonePad: return (.text, nil)
        }
    }

    private static func inputMode(for keyboard: KeyboardType) -> HTMLInputMode? {
        switch keyboard {
        case .phonePad: .tel
        case .URL: .url
        case .emailAddress: .email
        case .numberPad, .asciiCapableNumberPad: .numeric
        case .decimalPad: .decimal
        case .webSearch: .search
        case .default, .asciiCapable, .twitter, .namePhonePad, .numbersAndPunctuation: .text
        }
    }
}
