/// Percent-encoding of a search query for a URL query component.
///
/// The allowed set is RFC 3986's *unreserved* characters (section 2.3: ALPHA / DIGIT / "-" / "." / "_"
/// / "~"); every other character is encoded as the %XX of each of its UTF-8 bytes (section 2.5), with
/// upper-case hex digits (section 2.1). So a space is `%20` (never `+`), `&`, `=`, `#` and `+` cannot
/// break the query apart, and Hangul, emoji and combining marks come out as their UTF-8 bytes.
/// Stricter than Foundation's `urlQueryAllowed`, which lets `&`, `=` and `+` through.
///
/// ```swift
/// QueryPercentEncoding.encode("a&b=c d")   // "a%26b%3Dc%20d"
/// QueryPercentEncoding.encode("한")        // "%ED%95%9C"
/// ```
public enum QueryPercentEncoding {
    /// The query with every byte outside the unreserved set as `%XX`, ready to append after `?q=`.
    public static func encode(_ query: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(query.utf8.count)
        for byte in query.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> String {
        String(UnicodeScalar(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10))
    }
}
