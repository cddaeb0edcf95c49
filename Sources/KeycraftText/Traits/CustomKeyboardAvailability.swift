extension KeyboardType {
    /// Whether a custom keyboard extension may stand in for the system keyboard of this type.
    ///
    /// Apple (App Extension Programming Guide › Custom Keyboard): the system keyboard always serves
    /// the phone pad and name-phone pad types (carrier character sets, dialling). Secure entry is the
    /// other exclusion; see ``TextInputTraits/allowsCustomKeyboard``.
    public var allowsCustomKeyboard: Bool {
        self != .phonePad && self != .namePhonePad
    }
}

extension TextInputTraits {
    /// Whether a custom keyboard extension may replace the system keyboard for this input: never for
    /// secure entry, and not for the phone pad types (``KeyboardType/allowsCustomKeyboard``).
    public var allowsCustomKeyboard: Bool {
        !isSecureTextEntry && keyboardType.allowsCustomKeyboard
    }
}
