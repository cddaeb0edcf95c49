/// One value of a `required` or `allowed` rule: a named class or a custom class `[...]`.
///
/// Named classes are those of Apple's password-rules language; their character sets are fixed
/// (ASCII only), except `unicode`, which stands for every character.
public enum PasswordCharacterClass: Hashable, Sendable, CustomStringConvertible {
    /// `upper`: A–Z.
    case upper
    /// `lower`: a–z.
    case lower
    /// `digit`: 0–9.
    case digit
    /// `special`: ASCII punctuation and space.
    case special
    /// `ascii-printable`: every printable ASCII character.
    case asciiPrintable
    /// `unicode`: any character at all.
    case unicode
    /// The characters of a custom class, in the order they are written between the brackets.
    case custom(String)

    /// The class spelled `name` in rule text; names are case-insensitive (`UPPER` is `upper`).
    public init?(name: String) {
        // Names are nearly always written in lower case; only fold case when they are not.
        if let exact = Self(lowerCaseName: name) {
            self = exact
        } else if let folded = Self(lowerCaseName: name.lowercased()) {
            self = folded
        } else {
            return nil
        }
    }

    private init?(lowerCaseName name: String) {
        switch name {
        case "upper": self = .upper
        case "lower": self = .lower
        case "digit": self = .digit
        case "special": self = .special
        case "ascii-printable": self = .asciiPrintable
        case "unicode": self = .unicode
        default: return nil
        }
    }

    /// The rule-text spelling: the lower-case name, or the characters in brackets.
    public var description: String {
        switch self {
        case .upper: "upper"
        case .lower: "lower"
        case .digit: "digit"
        case .special: "special"
        case .asciiPrintable: "ascii-printable"
        case .unicode: "unicode"
        case .custom(let characters): "[\(characters)]"
        }
    }

    /// The ASCII characters of the class (all of ASCII printable for `unicode`).
    public var asciiCharacters: ASCIIPrintableSet {
        switch self {
        case .upper: .upper
        case .lower: .lower
        case .digit: .digit
        case .special: .special
        case .asciiPrintable, .unicode: .all
        case .custom(let characters): ASCIIPrintableSet(characters.utf8)
        }
    }
}

extension ASCIIPrintableSet {
    // The ranges of Apple's password-rules language (PasswordRulesParser.js in
    // apple/password-manager-resources): `special` is every printable ASCII character that is not a
    // letter or a digit, space included.
    /// A–Z.
    public static let upper = ASCIIPrintableSet(ranges: 0x41...0x5A)
    /// a–z.
    public static let lower = ASCIIPrintableSet(ranges: 0x61...0x7A)
    /// 0–9.
    public static let digit = ASCIIPrintableSet(ranges: 0x30...0x39)
    /// Space and ASCII punctuation: every printable character that is not a letter or digit.
    public static let special = ASCIIPrintableSet(ranges: 0x20...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E)
}
