import KeycraftText

/// Which keyboard serves a text input: the user's custom keyboard, or the system keyboard and why.
///
/// ```swift
/// KeyboardSelection(traits: TextInputTraits(isSecureTextEntry: true))   // .systemKeyboard(.secureTextEntry)
/// ```
public enum KeyboardSelection: Sendable, Hashable {
    /// The user's custom keyboard serves the field.
    case customKeyboard
    /// The system keyboard serves the field, for this reason.
    case systemKeyboard(SystemKeyboardReason)

    /// Decides for a field with `traits` in a host that does or doesn't allow keyboard extensions
    /// (`application(_:shouldAllowExtensionPointIdentifier:)` returning false for `.keyboard`).
    ///
    /// The trait rules are the foundation's `TextInputTraits.allowsCustomKeyboard`; this only names
    /// the reason. The host's refusal is checked first: it applies to every field of the app.
    public init(traits: TextInputTraits, hostAllowsKeyboardExtensions: Bool = true) {
        if !hostAllowsKeyboardExtensions {
            self = .systemKeyboard(.hostRefusesKeyboardExtensions)
        } else if traits.allowsCustomKeyboard {
            self = .customKeyboard
        } else if traits.isSecureTextEntry {
            self = .systemKeyboard(.secureTextEntry)
        } else {
            self = .systemKeyboard(.keyboardType(traits.keyboardType))
        }
    }

    /// Whether the custom keyboard serves the field.
    public var usesCustomKeyboard: Bool { self == .customKeyboard }
}

/// Why the system keyboard takes over from a custom keyboard.
public enum SystemKeyboardReason: Sendable, Hashable, CustomStringConvertible {
    /// Secure text entry (passwords) always gets the system keyboard.
    case secureTextEntry
    /// The phone pad and name-phone pad types always get the system keyboard.
    case keyboardType(KeyboardType)
    /// The host app refuses keyboard extensions.
    case hostRefusesKeyboardExtensions

    /// The reason in words, as the playground shows it.
    public var description: String {
        switch self {
        case .secureTextEntry: "the field uses secure text entry"
        case .keyboardType(let type): "the field's keyboard type (raw value \(type.rawValue)) is served by the system only"
        case .hostRefusesKeyboardExtensions: "the host app refuses keyboard extensions"
        }
    }
}
