import KeycraftText

/// The traits a host field hands a keyboard through `UITextDocumentProxy`, as UIKit hands them: each
/// is an optional requirement of `UITextInputTraits` (nil when the host doesn't implement it), and the
/// enums arrive as raw values.
///
/// ``traits`` turns them into the core's `TextInputTraits` (KeycraftText): a missing trait, or a raw value this
/// version doesn't know (a newer iOS), falls back to UIKit's default, so a keyboard never refuses a field.
///
/// ```swift
/// var values = SystemTextInputTraitValues()
/// values.keyboardType = 7
/// values.keyboardAppearance = 1
/// values.traits.keyboardType       // .emailAddress
/// values.traits.keyboardAppearance // .dark
/// ```
public struct SystemTextInputTraitValues: Hashable, Sendable {
    /// `UIKeyboardType`'s raw value.
    public var keyboardType: Int? = nil
    /// `UIKeyboardAppearance`'s raw value.
    public var keyboardAppearance: Int? = nil
    /// `UIReturnKeyType`'s raw value.
    public var returnKeyType: Int? = nil
    /// Whether the return key is disabled while the text is empty.
    public var enablesReturnKeyAutomatically: Bool? = nil
    /// `UITextAutocapitalizationType`'s raw value.
    public var autocapitalizationType: Int? = nil
    /// `UITextAutocorrectionType`'s raw value.
    public var autocorrectionType: Int? = nil
    /// `UITextSpellCheckingType`'s raw value.
    public var spellCheckingType: Int? = nil
    /// `UITextSmartQuotesType`'s raw value.
    public var smartQuotesType: Int? = nil
    /// `UITextSmartDashesType`'s raw value.
    public var smartDashesType: Int? = nil
    /// `UITextSmartInsertDeleteType`'s raw value.
    public var smartInsertDeleteType: Int? = nil
    /// Whether the field hides its text (and gets the system keyboard).
    public var isSecureTextEntry: Bool? = nil
    /// `UITextContentType`'s raw string.
    public var textContentType: String? = nil

    /// No trait implemented: every value nil, as from a host that implements none.
    public init() {}

    /// The raw values of `traits`, every trait implemented: what a UIKit host hands over for a field.
    public init(_ traits: TextInputTraits) {
        keyboardType = traits.keyboardType.rawValue
        keyboardAppearance = traits.keyboardAppearance.rawValue
        returnKeyType = traits.returnKeyType.rawValue
        enablesReturnKeyAutomatically = traits.enablesReturnKeyAutomatically
        autocapitalizationType = traits.autocapitalizationType.rawValue
        autocorrectionType = traits.autocorrectionType.rawValue
        spellCheckingType = traits.spellCheckingType.rawValue
        smartQuotesType = traits.smartQuotesType.rawValue
        smartDashesType = traits.smartDashesType.rawValue
        smartInsertDeleteType = traits.smartInsertDeleteType.rawValue
        isSecureTextEntry = traits.isSecureTextEntry
        textContentType = traits.textContentType?.rawValue
    }

    /// The core traits: UIKit's default wherever a value is missing or unknown.
    public var traits: TextInputTraits {
        let defaults = TextInputTraits()
        func value<T: RawRepresentable<Int>>(_ raw: Int?, _ fallback: T) -> T { raw.flatMap(T.init(rawValue:)) ?? fallback }
        return TextInputTraits(
            keyboardType: value(keyboardType, defaults.keyboardType),
            keyboardAppearance: value(keyboardAppearance, defaults.keyboardAppearance),
            returnKeyType: value(returnKeyType, defaults.returnKeyType),
            enablesReturnKeyAutomatically: enablesReturnKeyAutomatically ?? defaults.enablesReturnKeyAutomatically,
            autocapitalizationType: value(autocapitalizationType, defaults.autocapitalizationType),
            autocorrectionType: value(autocorrectionType, defaults.autocorrectionType),
            spellCheckingType: value(spellCheckingType, defaults.spellCheckingType),
            smartQuotesType: value(smartQuotesType, defaults.smartQuotesType),
            smartDashesType: value(smartDashesType, defaults.smartDashesType),
            smartInsertDeleteType: value(smartInsertDeleteType, defaults.smartInsertDeleteType),
            isSecureTextEntry: isSecureTextEntry ?? defaults.isSecureTextEntry,
            textContentType: textContentType.map(TextContentType.init(rawValue:))
        )
    }
}
