/// The kind of keyboard a text input shows, mirroring `UIKeyboardType` with UIKit's raw values.
///
/// ```swift
/// let traits = TextInputTraits(keyboardType: .decimalPad)
/// KeyboardType(rawValue: 8) == .decimalPad     // UIKit's raw values
/// ```
public enum KeyboardType: Int, CaseIterable, Sendable, Codable {
    /// The keyboard of the current input method, for any text.
    case `default` = 0
    /// A keyboard that types ASCII letters whatever the user's language.
    case asciiCapable = 1
    /// The numbers and punctuation plane of the default keyboard.
    case numbersAndPunctuation = 2
    /// Adds `.`, `/` and `.com` keys for web addresses.
    case URL = 3
    /// Digits 0–9 in the locale's script; no decimal separator.
    case numberPad = 4
    /// Digits with `*`, `#` and `+`, for dialling.
    case phonePad = 5
    /// Letters for a name, and a phone pad, for contacts.
    case namePhonePad = 6
    /// Puts `@` and `.` on the first plane, for e-mail addresses.
    case emailAddress = 7
    /// Digits and the locale's decimal separator, for amounts.
    case decimalPad = 8
    /// Puts `@` and `#` on the first plane.
    case twitter = 9
    /// A default keyboard with a space and `.` tuned for search terms and addresses.
    case webSearch = 10
    /// Digits 0–9 in ASCII whatever the locale, for codes.
    case asciiCapableNumberPad = 11

    /// Deprecated in UIKit in favour of `asciiCapable`, and the same raw value (1).
    @available(*, deprecated, renamed: "asciiCapable")
    public static let alphabet = KeyboardType.asciiCapable
}
