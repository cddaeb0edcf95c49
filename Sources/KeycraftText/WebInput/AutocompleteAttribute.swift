/// The value of an HTML `autocomplete` attribute: `off`, `on`, or one field's autofill hint.
///
/// ```swift
/// let value = try AutocompleteAttribute(parsing: "shipping street-address")
/// value.fieldName              // .streetAddress
/// ```
public enum AutocompleteAttribute: Hashable, Sendable, CustomStringConvertible {
    /// `autocomplete="off"`: the page asks the browser not to fill the field.
    case off
    /// `autocomplete="on"`: the browser may fill the field, guessing what it holds.
    case on
    /// A field name with its optional section, address and contact tokens.
    case hint(AutofillHint)

    /// Parses the attribute strictly in the spec's grammar: tokens separated by ASCII whitespace,
    /// ASCII case-insensitive, in the order section, address type, contact type, field name,
    /// `webauthn`. Browsers ignore an invalid value; this parser says what is wrong and where
    /// (UTF-16 offsets into `value`).
    public init(parsing value: String) throws(AutocompleteAttributeError) {
        let tokens = AutocompleteAttribute.tokenize(value)
        guard let first = tokens.first else { throw .empty }
        if tokens.count == 1, first.text == "on" || first.text == "off" {
            self = first.text == "on" ? .on : .off
            return
        }
        var rest = tokens[...]
        func take(_ matches: (String) -> Bool) -> Token? {
            guard let token = rest.first, matches(token.text) else { return nil }
            rest = rest.dropFirst()
            return token
        }
        let section = take { $0.hasPrefix("section-") }.map { String($0.text.dropFirst("section-".count)) }
        let addressType = take { AutofillHint.AddressType(rawValue: $0) != nil }
            .flatMap { AutofillHint.AddressType(rawValue: $0.text) }
        let contactToken = take { AutofillHint.ContactType(rawValue: $0) != nil }
        guard let fieldToken = rest.popFirst() else {
            throw .missingFieldName(position: value.utf16.count)
        }
        guard let fieldName = AutofillFieldName(rawValue: fieldToken.text) else {
            throw AutocompleteAttribute.unexpected(fieldToken)
        }
        let contactType = contactToken.flatMap { AutofillHint.ContactType(rawValue: $0.text) }
        if let contactType, let contactToken, !fieldName.isContactField {
            throw .contactTypeOnNonContactField(
                contactType: contactType.rawValue, fieldName: fieldName.rawValue, position: contactToken.position)
        }
        let webauthn = take { $0 == "webauthn" } != nil
        if let extra = rest.first { throw AutocompleteAttribute.unexpected(extra) }
        self = .hint(AutofillHint(
            fieldName, section: section, addressType: addressType, contactType: contactType, webauthn: webauthn))
    }

    /// The attribute value, canonical: lowercase tokens separated by one space.
    public var description: String {
        switch self {
        case .off: "off"
        case .on: "on"
        case .hint(let hint): hint.tokens.joined(separator: " ")
        }
    }

    /// The field name, when the attribute names one.
    public var fieldName: AutofillFieldName? {
        if case .hint(let hint) = self { hint.fieldName } else { nil }
    }

    struct Token {
        let text: String
        let position: Int
    }

    /// Splits on ASCII whitespace, lowercasing, keeping each token's UTF-16 offset.
    static func tokenize(_ value: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        var offset = 0
        for scalar in value.unicodeScalars {
            if HTMLSyntax.isWhitespace(scalar) {
                if !current.isEmpty { tokens.append(Token(text: current, position: start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(HTMLSyntax.asciiLowercase(scalar))
            }
            offset += scalar.utf16.count
        }
        if !current.isEmpty { tokens.append(Token(text: current, position: start)) }
        return tokens
    }

    /// A known keyword in the wrong place, or a word that is no keyword at all.
    private static func unexpected(_ token: Token) -> AutocompleteAttributeError {
        let keywords = ["on", "off", "webauthn"] + AutofillHint.AddressType.allCases.map(\.rawValue)
            + AutofillHint.ContactType.allCases.map(\.rawValue) + AutofillFieldName.allCases.map(\.rawValue)
        if keywords.contains(token.text) || token.text.hasPrefix("section-") {
            return .misplacedToken(token.text, position: token.position)
        }
        return .unknownToken(token.text, position: token.position)
    }
}

/// Why an `autocomplete` value is not in the spec's grammar. Positions are UTF-16 offsets.
public enum AutocompleteAttributeError: Error, Equatable, CustomStringConvertible {
    /// The value has no tokens.
    case empty
    /// A token that is not in the grammar, at its UTF-16 offset.
    case unknownToken(String, position: Int)
    /// A known token in the wrong place (a section after the field name).
    case misplacedToken(String, position: Int)
    /// Detail tokens with no field name after them.
    case missingFieldName(position: Int)
    /// `home`, `work`, `mobile`, `fax` or `pager` before a field name that is not a contact field.
    case contactTypeOnNonContactField(contactType: String, fieldName: String, position: Int)

    /// The problem and where it is, for a message.
    public var description: String {
        switch self {
        case .empty:
            "autocomplete is empty: expected on, off or a field name"
        case .unknownToken(let token, let position):
            "autocomplete: unknown token '\(token)' at offset \(position)"
        case .misplacedToken(let token, let position):
            "autocomplete: '\(token)' is out of order at offset \(position)"
                + " (order: section-*, shipping|billing, home|work|mobile|fax|pager, field name, webauthn)"
        case .missingFieldName(let position):
            "autocomplete: missing field name at offset \(position)"
        case .contactTypeOnNonContactField(let contactType, let fieldName, let position):
            "autocomplete: '\(contactType)' at offset \(position) applies only to tel…, email and impp, not '\(fieldName)'"
        }
    }
}
