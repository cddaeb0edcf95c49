/// The small pieces of HTML's syntax the web-input code shares: whitespace, ASCII case folding and
/// escaping for attribute values and text.
public enum HTMLSyntax {
    /// ASCII whitespace as HTML defines it: tab, line feed, form feed, carriage return, space.
    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\t", "\n", "\u{0C}", "\r", " ": true
        default: false
        }
    }

    static func asciiLowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
    }

    /// Escapes text for a double- or single-quoted attribute value or element content: `&`, `<`, `>`,
    /// `"` and `'` become character references, so no value can end the attribute or open a tag.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Decodes the character references of an attribute value as a browser does (WHATWG HTML, "character
    /// reference state" in an attribute): every named reference of the standard's table
    /// (`&lbrack;` → `[`), numeric `&#…;` / `&#x…;`, and the legacy names written without `;`
    /// (`&amp`) unless a letter, digit or `=` follows them. Anything else is kept as written, as browsers
    /// keep an unknown reference. See ``HTMLCharacterReferences``.
    public static func decodeCharacterReferences(_ text: String) -> String {
        HTMLCharacterReferences.decodeAttributeValue(text)
    }
}
