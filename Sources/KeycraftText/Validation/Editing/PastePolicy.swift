/// What a field does with pasted text that breaks its character or length rules.
///
/// ```swift
/// let code = FieldValidator([.allowedCharacters(.decimalDigits), .maxLength(6)], pastePolicy: .keepAllowedPart)
/// var field = TextFieldSession(validator: code)
/// field.becomeFirstResponder()
/// field.paste("Code: 123-456")      // field.text == "123456"
/// ```
public enum PastePolicy: Sendable {
    /// Reject the whole paste if any character is not allowed or it does not fit: the text stays as
    /// it was, as with a mistyped key.
    case rejectWhole
    /// Insert what is allowed: drop every character a character rule refuses, then cut the rest at a
    /// grapheme-cluster boundary so the text fits the maximum length.
    case keepAllowedPart
}
