/// The "valid e-mail address" of the HTML standard (WHATWG, `<input type=email>`, section 4.10.5.1.5):
///
///     email   = 1*( atext / "." ) "@" label *( "." label )
///     label   = let-dig [ [ ldh-str ] let-dig ]  ; at most 63 characters (RFC 1034 section 3.5)
///     atext   = as in RFC 5322 section 3.2.3
///     let-dig, ldh-str = as in RFC 1034 section 3.5
///
/// A deliberate simplification of RFC 5322 that browsers apply: ASCII only (so Unicode addresses are
/// invalid), dots anywhere in the local part (leading, trailing, doubled), a domain of one or more
/// labels of letters, digits and inner hyphens.
enum EmailAddress {
    static func isValid(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")) else { return false }
        let localPart = bytes[..<at], domain = bytes[(at + 1)...]
        guard !localPart.isEmpty, localPart.allSatisfy({ isAtext($0) || $0 == UInt8(ascii: ".") }) else {
            return false
        }
        return domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy(isLabel)
    }

    private static func isLabel(_ label: ArraySlice<UInt8>) -> Bool {
        guard let first = label.first, let last = label.last, label.count <= 63 else { return false }
        return isLetterOrDigit(first) && isLetterOrDigit(last)
            && label.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "-") }
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: false
        }
    }

    /// RFC 5322 section 3.2.3: letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~
    private static func isAtext(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || "!#$%&'*+-/=?^_`{|}~".utf8.contains(byte)
    }
}
