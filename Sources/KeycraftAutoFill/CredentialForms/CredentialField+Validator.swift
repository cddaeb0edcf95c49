import Foundation
import KeycraftText

extension CredentialField {
    /// The rules this field's value must follow, for the app's editing session and for the website's
    /// server alike, so both accept and refuse the same values:
    /// - `required` when the field is required;
    /// - `minlength` / `maxlength` in UTF-16 code units, the unit both sides already count in (HTML's
    ///   `minlength`/`maxlength` measure a value's code units; `UITextField` hands its delegate an
    ///   `NSRange` of them);
    /// - an e-mail address when the field uses the e-mail keyboard (an e-mail used as the account);
    /// - ASCII digits only for a one-time code (the ASCII number pad cannot type anything else).
    public var validator: FieldValidator {
        var rules: [ValidationRule] = []
        if role == .oneTimeCode { rules.append(.allowedCharacters(Self.asciiDigits)) }
        if isRequired { rules.append(.required) }
        if traits.keyboardType == .emailAddress { rules.append(.email) }
        if let minimumLength { rules.append(.minimumLength(minimumLength)) }
        if let maximumLength { rules.append(.maxLength(maximumLength, unit: .utf16)) }
        return FieldValidator(rules)
    }

    private static let asciiDigits = CharacterSet(charactersIn: "0123456789")
}

extension ValidationRule {
    /// At least `limit` UTF-16 code units when editing ends, as HTML's `minlength` checks it. An empty
    /// value passes (`required` judges that), as an empty optional `<input minlength>` does.
    static func minimumLength(_ limit: Int) -> ValidationRule {
        let message = ValidationMessage(
            key: "validation.minLength.utf16",
            defaultValue: "Use at least \(limit) UTF-16 code \(limit == 1 ? "unit" : "units").",
            arguments: [String(limit)])
        return .custom(name: "minLength", whenEditingEnds: { text in
            let length = text.utf16.count
            return length == 0 || length >= limit ? nil : message
        })
    }
}
