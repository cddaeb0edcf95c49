import Foundation

/// What a keyboard type's on-screen keyboard can type, and which keys it puts first.
///
/// Full keyboards (default, ASCII-capable, numbers and punctuation, URL, e-mail, Twitter, web search,
/// name-phone pad) keep the globe key, so the user can switch to any enabled input mode — Korean,
/// emoji — and they can produce ``Repertoire/anyCharacter``; what sets them apart is their
/// ``prominentKeys``. Pads have no globe key and produce exactly their keys. This describes the
/// iPhone keyboard: an iPad shows its full keyboard (on the numbers plane) for the pad types. A
/// hardware keyboard is not an on-screen keyboard either: it can type anything anywhere, which is why
/// validation must not rely on the keyboard type.
public struct KeyboardCharacters: Sendable, Equatable {
    /// The characters a keyboard can produce.
    public enum Repertoire: Sendable, Equatable {
        /// Any character, through the enabled input modes.
        case anyCharacter
        /// Exactly these scalars.
        case only(CharacterSet)
    }

    /// The keyboard described.
    public let keyboardType: KeyboardType
    /// What it can type.
    public let repertoire: Repertoire
    /// Keys shown on the first plane beyond the letters, in the order UIKit's header describes them
    /// (e.g. `.` `/` `.com` for URL); for pads, every key.
    public let prominentKeys: [String]

    /// Whether one keystroke sequence of this keyboard can produce `scalar`.
    public func canProduce(_ scalar: Unicode.Scalar) -> Bool {
        switch repertoire {
        case .anyCharacter: true
        case .only(let set): set.contains(scalar)
        }
    }

    /// Whether the keyboard can produce every scalar of `text` (an empty text is trivially producible).
    public func canProduce(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(canProduce)
    }
}

extension KeyboardType {
    /// The characters this keyboard type produces in `locale`.
    ///
    /// - Number pad: the locale's digits (0–9 in most locales; ٠–٩ in Arabic, ۰–۹ in Persian).
    ///   `asciiCapableNumberPad` exists (iOS 10) precisely because the number pad follows the locale.
    /// - ASCII-capable number pad: ASCII 0–9 only, whatever the locale.
    /// - Decimal pad: the locale's digits and its decimal separator (`.`, `,`, `٫`).
    /// - Phone pad: ASCII 0–9, `*`, `#`, `+` (long press on 0), and the dialling pause `,` and wait
    ///   `;` that UIKit's "+*#" key offers. It does not follow the locale's digits: phone numbers are
    ///   dialled in ASCII digits.
    public func characters(in locale: Locale) -> KeyboardCharacters {
        switch self {
        case .numberPad:
            pad(Locale.digits(of: locale))
        case .asciiCapableNumberPad:
            pad(Locale.asciiDigits)
        case .decimalPad:
            pad(Locale.digits(of: locale) + [locale.decimalSeparator ?? "."])
        case .phonePad:
            pad(Locale.asciiDigits + ["*", "#", "+", ",", ";"])
        case .default, .asciiCapable, .namePhonePad:
            full([])
        case .numbersAndPunctuation:
            // The first plane of the system keyboard's "123" layout.
            full(Locale.asciiDigits + ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\"", ".", ",", "?", "!", "'"])
        case .URL:
            full([".", "/", ".com"])
        case .emailAddress:
            full([" ", "@", "."])
        case .twitter:
            full(["@", "#"])
        case .webSearch:
            full([" ", "."])
        }
    }

    private func pad(_ keys: [String]) -> KeyboardCharacters {
        KeyboardCharacters(keyboardType: self, repertoire: .only(CharacterSet(charactersIn: keys.joined())),
                           prominentKeys: keys)
    }

    private func full(_ keys: [String]) -> KeyboardCharacters {
        KeyboardCharacters(keyboardType: self, repertoire: .anyCharacter, prominentKeys: keys)
    }
}

extension Locale {
    static let asciiDigits = (0...9).map(String.init)

    /// The ten digits of the locale's numbering system, as its number formatter writes them.
    static func digits(of locale: Locale) -> [String] {
        let formatter = NumberFormatter()
        formatter.locale = locale
        return (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? String($0) }
    }
}
