/// The keyboard-facing traits of a text input, mirroring `UITextInputTraits` with UIKit's defaults
/// for a text field (Apple: UIKit › UITextInputTraits, each property's "default value").
///
/// These are the values as configured. What the keyboard actually does once secure entry and the
/// keyboard type have had their say is ``effective``.
///
/// Codable for JSON scenarios: every key is optional and falls back to UIKit's default; enums are
/// encoded by their UIKit raw values, the content type and password rules as strings.
///
/// ```swift
/// var traits = TextInputTraits(keyboardType: .emailAddress, returnKeyType: .next)
/// traits.autocapitalizationType = .none
/// traits.textContentType = .username
/// ```
public struct TextInputTraits: Hashable, Sendable {
    /// Which keys the keyboard shows.
    public var keyboardType: KeyboardType
    /// Light or dark keyboard.
    public var keyboardAppearance: KeyboardAppearance
    /// The return key's title.
    public var returnKeyType: ReturnKeyType
    /// Whether the return key is disabled while the text is empty.
    public var enablesReturnKeyAutomatically: Bool
    /// When Shift is pressed automatically.
    public var autocapitalizationType: TextAutocapitalizationType
    /// Whether the keyboard corrects words.
    public var autocorrectionType: TextAutocorrectionType
    /// Whether misspelled words are underlined.
    public var spellCheckingType: TextSpellCheckingType
    /// Whether straight quotes become curly ones.
    public var smartQuotesType: TextSmartQuotesType
    /// Whether `--` becomes a dash.
    public var smartDashesType: TextSmartDashesType
    /// Whether spaces are fixed up around pasted and deleted words.
    public var smartInsertDeleteType: TextSmartInsertDeleteType
    /// Hides the text and turns off copying, caching and corrections.
    public var isSecureTextEntry: Bool
    /// What the text means, so AutoFill and the QuickType bar can offer it.
    public var textContentType: TextContentType?
    /// Requirements AutoFill meets when it suggests a strong password (iOS 12).
    public var passwordRules: PasswordRulesDescriptor?

    /// UIKit's defaults: default keyboard and appearance, default return key that is always enabled,
    /// sentence capitalization, every toggle left to the input method, no secure entry, no content
    /// type and no password rules.
    public init(
        keyboardType: KeyboardType = .default,
        keyboardAppearance: KeyboardAppearance = .default,
        returnKeyType: ReturnKeyType = .default,
        enablesReturnKeyAutomatically: Bool = false,
        autocapitalizationType: TextAutocapitalizationType = .sentences,
        autocorrectionType: TextAutocorrectionType = .default,
        spellCheckingType: TextSpellCheckingType = .default,
        smartQuotesType: TextSmartQuotesType = .default,
        smartDashesType: TextSmartDashesType = .default,
        smartInsertDeleteType: TextSmartInsertDeleteType = .default,
        isSecureTextEntry: Bool = false,
        textContentType: TextContentType? = nil,
        passwordRules: PasswordRulesDescriptor? = nil
    ) {
        self.keyboardType = keyboardType
        self.keyboardAppearance = keyboardAppearance
        self.returnKeyType = returnKeyType
        self.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
        self.autocapitalizationType = autocapitalizationType
        self.autocorrectionType = autocorrectionType
        self.spellCheckingType = spellCheckingType
        self.smartQuotesType = smartQuotesType
        self.smartDashesType = smartDashesType
        self.smartInsertDeleteType = smartInsertDeleteType
        self.isSecureTextEntry = isSecureTextEntry
        self.textContentType = textContentType
        self.passwordRules = passwordRules
    }
}

extension TextInputTraits: Codable {
    // Encoding is synthesized from these keys; decoding is written out to fall back to defaults.
    private enum CodingKeys: String, CodingKey {
        case keyboardType, keyboardAppearance, returnKeyType, enablesReturnKeyAutomatically
        case autocapitalizationType, autocorrectionType, spellCheckingType
        case smartQuotesType, smartDashesType, smartInsertDeleteType
        case isSecureTextEntry, textContentType, passwordRules
    }

    /// Reads traits from JSON: every key is optional and falls back to UIKit's default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = TextInputTraits()
        func value<T: Decodable>(_ key: CodingKeys, _ fallback: T) throws -> T {
            try container.decodeIfPresent(T.self, forKey: key) ?? fallback
        }
        self.init(
            keyboardType: try value(.keyboardType, defaults.keyboardType),
            keyboardAppearance: try value(.keyboardAppearance, defaults.keyboardAppearance),
            returnKeyType: try value(.returnKeyType, defaults.returnKeyType),
            enablesReturnKeyAutomatically: try value(
                .enablesReturnKeyAutomatically, defaults.enablesReturnKeyAutomatically),
            autocapitalizationType: try value(.autocapitalizationType, defaults.autocapitalizationType),
            autocorrectionType: try value(.autocorrectionType, defaults.autocorrectionType),
            spellCheckingType: try value(.spellCheckingType, defaults.spellCheckingType),
            smartQuotesType: try value(.smartQuotesType, defaults.smartQuotesType),
            smartDashesType: try value(.smartDashesType, defaults.smartDashesType),
            smartInsertDeleteType: try value(.smartInsertDeleteType, defaults.smartInsertDeleteType),
            isSecureTextEntry: try value(.isSecureTextEntry, defaults.isSecureTextEntry),
            textContentType: try container.decodeIfPresent(TextContentType.self, forKey: .textContentType),
            passwordRules: try container.decodeIfPresent(PasswordRulesDescriptor.self, forKey: .passwordRules)
        )
    }
}
