/// The kind of keyboard a text input shows, mirroring `UIKeyboardType` with UIKit's raw values.
public enum KeyboardType: Int, CaseIterable, Sendable, Codable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    /// Deprecated in UIKit in favour of `asciiCapable`, and the same raw value (1).
    @available(*, deprecated, renamed: "asciiCapable")
    public static let alphabet = KeyboardType.asciiCapable
}
