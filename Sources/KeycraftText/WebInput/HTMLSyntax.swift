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

    private static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    ]

    /// Decodes the character references an attribute value commonly holds: the five XML ones, `&nbsp;`,
    /// and numeric `&#…;` / `&#x…;`. Anything else is kept as written, as browsers keep an unknown
    /// reference.
    public static func decodeCharacterReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var decoded = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            decoded += rest[..<ampersand]
            rest = rest[ampersand...]
            if let semicolon = rest.prefix(12).firstIndex(of: ";"),
                let replacement = reference(String(rest[rest.index(after: ampersand)..<semicolon]))
            {
                decoded += replacement
                rest = rest[rest.index(after: semicolon)...]
            } else {
                decoded += "&"
                rest = rest.dropFirst()
            }
        }
        return decoded + rest
    }

    private static func reference(_ name: String) -> String? {
        if let named = namedReferences[name] { return named }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X"
            ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
