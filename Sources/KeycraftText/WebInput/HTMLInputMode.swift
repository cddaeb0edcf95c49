/// The `inputmode` hint of an HTML element (HTML Living Standard › The inputmode attribute).
///
/// ```swift
/// HTMLInputMode(attributeValue: "NUMERIC")?.keyboardType   // .numberPad
/// ```
public enum HTMLInputMode: String, CaseIterable, Sendable {
    /// The page draws its own keyboard: WebKit shows none.
    case none
    /// The locale's text keyboard.
    case text
    /// Digits and the locale's decimal separator (UIKit's decimal pad).
    case decimal
    /// Digits only (UIKit's number pad).
    case numeric
    /// A telephone keypad with `*`, `#` and `+`.
    case tel
    /// A keyboard for search terms.
    case search
    /// A keyboard with `@` and `.` for e-mail addresses.
    case email
    /// A keyboard with `/` and `.` for URLs.
    case url

    /// ASCII case-insensitive; an unknown keyword is the same as no attribute.
    public init?(attributeValue: String?) {
        guard let value = attributeValue, let mode = HTMLInputMode(rawValue: value.lowercased()) else { return nil }
        self = mode
    }

    /// The keyboard WebKit shows for the mode; `nil` for `none`, which shows no keyboard at all.
    public var keyboardType: KeyboardType? {
        switch self {
        case .none: nil
        case .text: .default
        case .decimal: .decimalPad
        case .numeric: .numberPad
        case .tel: .phonePad
        case .search: .webSearch
        case .email: .emailAddress
        case .url: .URL
        }
    }
}
