/// A complete phone number: a country calling code and the national significant number (the digits
/// after it, without a national prefix), as libphonenumber's `PhoneNumber` holds it.
///
/// ```swift
/// let number = PhoneNumber(countryCode: 82, nationalNumber: "1012345678")
/// try PhoneNumberMetadata.bundled().format(number, as: .international)   // "+82 10-1234-5678"
/// ```
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// The country calling code, without `+` (82).
    public let countryCode: Int
    /// ASCII digits, leading zeros kept (Italian numbers start with 0).
    public let nationalNumber: String

    /// A number `+countryCode nationalNumber`.
    public init(countryCode: Int, nationalNumber: String) {
        self.countryCode = countryCode
        self.nationalNumber = nationalNumber
    }

    /// A short readable form, for logs and test failures.
    public var description: String { "+\(countryCode) \(nationalNumber)" }
}

/// How to write a complete number (libphonenumber's `PhoneNumberFormat`).
public enum PhoneNumberStyle: String, Sendable, CaseIterable {
    /// `+821012345678`: what apps store and send.
    case e164
    /// `+82 10-1234-5678`: for dialling from abroad.
    case international
    /// `010-1234-5678`: as dialled within the country, with the national prefix.
    case national
}

/// Why a phone number cannot be formatted or read.
public enum PhoneNumberError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A region code libphonenumber does not know (`"ZZ"`, `"UK"` — the United Kingdom is `"GB"`).
    case unknownRegion(String)
    /// The bundled metadata could not be loaded.
    case metadata(PhoneMetadataError)
    /// A character that is neither a digit, a leading `+` nor punctuation, at a UTF-16 offset.
    case unexpectedCharacter(Character, offset: Int)
    /// The digits after `+` or an international prefix start with no known country calling code.
    case invalidCountryCode
    /// Too few digits after `+` or an international prefix to be a number.
    case tooShortAfterInternationalPrefix
    /// Fewer than two digits in the national number.
    case tooShort
    /// More than 17 digits in the national number.
    case tooLong

    /// What went wrong, in words for a message or a log.
    public var description: String {
        switch self {
        case let .unknownRegion(code): "unknown region \"\(code)\""
        case let .metadata(error): error.description
        case let .unexpectedCharacter(character, offset): "unexpected character \"\(character)\" at offset \(offset)"
        case .invalidCountryCode: "no known country calling code after the international prefix"
        case .tooShortAfterInternationalPrefix: "too few digits after the international prefix"
        case .tooShort: "too few digits for a phone number"
        case .tooLong: "too many digits for a phone number"
        }
    }
}
