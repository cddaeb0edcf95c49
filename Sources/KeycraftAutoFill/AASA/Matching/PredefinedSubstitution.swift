import Foundation

/// The substitution variables every AASA file can use without defining them.
///
/// Meanings from Apple's `applinks.SubstitutionVariables` documentation: the character classes stand
/// for one ASCII character each; `region` and `lang` for the ISO region codes (ISO 3166-1 alpha-2,
/// "US") and ISO language codes (ISO 639-1, "en") that Foundation's `Locale` knows.
public enum PredefinedSubstitution: String, CaseIterable, Sendable {
    /// `$(alpha)`: one ASCII letter.
    case alpha
    /// `$(upper)`: one uppercase ASCII letter.
    case upper
    /// `$(lower)`: one lowercase ASCII letter.
    case lower
    /// `$(alnum)`: one ASCII letter or digit.
    case alnum
    /// `$(digit)`: one ASCII digit.
    case digit
    /// `$(xdigit)`: one hexadecimal digit.
    case xdigit
    /// `$(region)`: an ISO 3166-1 region code ("US").
    case region
    /// `$(lang)`: an ISO 639-1 language code ("en").
    case lang

    /// The strings `$(name)` stands for.
    public var values: [String] {
        switch self {
        case .alpha: Self.upperLetters + Self.lowerLetters
        case .upper: Self.upperLetters
        case .lower: Self.lowerLetters
        case .alnum: Self.upperLetters + Self.lowerLetters + Self.digits
        case .digit: Self.digits
        case .xdigit: Self.digits + ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"]
        case .region: Self.regions
        case .lang: Self.languages
        }
    }

    private static let upperLetters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    private static let lowerLetters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    private static let digits = (UInt8(ascii: "0")...UInt8(ascii: "9")).map { String(UnicodeScalar($0)) }

    private static let regions: [String] = Locale.Region.isoRegions.map(\.identifier)
        .filter { $0.count == 2 && $0.allSatisfy(\.isLetter) }.sorted()

    private static let languages: [String] = Locale.LanguageCode.isoLanguageCodes.map(\.identifier)
        .filter { $0.count == 2 }.sorted()
}
