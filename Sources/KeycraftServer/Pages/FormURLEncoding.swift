/// Reads an `application/x-www-form-urlencoded` body (WHATWG URL, "application/x-www-form-urlencoded
/// parsing"): `&`-separated `name=value` pairs, `+` for a space, `%XX` for a byte, UTF-8.
///
/// Stricter than the standard, which keeps a malformed `%` escape or invalid UTF-8 as written: a
/// server that validates credentials must not guess what the browser meant, so both are errors.
enum FormURLEncoding {
    static func decode(_ body: [UInt8]) throws(FormBodyError) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        var start = 0
        while start <= body.count {
            let end = body[start...].firstIndex(of: ampersand) ?? body.count
            if end > start {
                let separator = body[start..<end].firstIndex(of: equals) ?? end
                let name = try text(body, start..<separator, field: nil)
                let value = separator < end ? try text(body, separator + 1..<end, field: name) : ""
                pairs.append((name, value))
            }
            start = end + 1
        }
        return pairs
    }

    /// The percent-decoded UTF-8 text of `range`; errors carry the body's byte offset.
    private static func text(_ body: [UInt8], _ range: Range<Int>, field: String?) throws(FormBodyError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = body[index]
            if byte == percent {
                guard index + 2 < range.upperBound, let high = hexValue(body[index + 1]), let low = hexValue(body[index + 2])
                else { throw .badPercentEncoding(byteOffset: index) }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(byte == plus ? space : byte)
                index += 1
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw .invalidUTF8(field: field, byteOffset: range.lowerBound)
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static let ampersand = UInt8(ascii: "&")
    private static let equals = UInt8(ascii: "=")
    private static let percent = UInt8(ascii: "%")
    private static let plus = UInt8(ascii: "+")
    private static let space = UInt8(ascii: " ")
}
