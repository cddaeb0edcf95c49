/// A strict RFC 8259 reader over UTF-8 bytes that never traps, whatever the input.
///
/// Nesting is bounded so hostile input can't exhaust the stack; numbers are kept as their source text
/// because AASA files never need their value, only their type.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"a": 1, "a": 2}"#.utf8))
/// value.objectValue?.count                   // 2: duplicates are kept, for the validator to report
/// ```
public struct JSONParser {
    /// Deeper documents are rejected; real AASA files nest five levels at most.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON value that spans the whole of `bytes` (surrounding whitespace allowed).
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count { throw parser.error(.trailingContent) }
        return value
    }

    private func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
        JSONSyntaxError(reason: reason, offset: index)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func peek() throws(JSONSyntaxError) -> UInt8 {
        guard index < bytes.count else { throw error(.unexpectedEnd) }
        return bytes[index]
    }

    private mutating func expect(_ byte: UInt8) throws(JSONSyntaxError) {
        let found = try peek()
        guard found == byte else { throw error(.unexpectedByte(found)) }
        index += 1
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        switch try peek() {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case let other: throw error(.unexpectedByte(other))
        }
    }

    private mutating func parseLiteral(_ literal: String) throws(JSONSyntaxError) {
        for byte in literal.utf8 { try expect(byte) }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        var members: [JSONMember] = []
        try parseSequence(depth: depth, closing: UInt8(ascii: "}")) { parser throws(JSONSyntaxError) in
            parser.skipWhitespace()
            let quote = try parser.peek()
            guard quote == UInt8(ascii: "\"") else { throw parser.error(.unexpectedByte(quote)) }
            let key = try parser.parseString()
            parser.skipWhitespace()
            try parser.expect(UInt8(ascii: ":"))
            members.append(JSONMember(key, try parser.parseValue(depth: depth)))
        }
        return .object(members)
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        var elements: [JSONValue] = []
        try parseSequence(depth: depth, closing: UInt8(ascii: "]")) { parser throws(JSONSyntaxError) in
            elements.append(try parser.parseValue(depth: depth))
        }
        return .array(elements)
    }

    /// Reads the bracketed, comma-separated elements of an array or object, one `element` call each.
    private mutating func parseSequence(
        depth: Int, closing: UInt8, _ element: (inout JSONParser) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        guard depth <= Self.maximumDepth else { throw error(.nestingTooDeep(limit: Self.maximumDepth)) }
        index += 1
        skipWhitespace()
        if try peek() == closing {
            index += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            let separator = try peek()
            guard separator == closing || separator == UInt8(ascii: ",") else { throw error(.unexpectedByte(separator)) }
            index += 1
            if separator == closing { return }
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = try digits()
        guard integerDigits > 0 else { throw error(.invalidNumber) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw JSONSyntaxError(reason: .invalidNumber, offset: integerStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard try digits() > 0 else { throw error(.invalidNumber) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard try digits() > 0 else { throw error(.invalidNumber) }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() throws(JSONSyntaxError) -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        while true {
            let byte = try peek()
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                index += 1
                scalars.append(try parseEscape())
            case 0x00..<0x20:
                throw error(.controlCharacterInString)
            case 0x00..<0x80:
                scalars.append(Unicode.Scalar(byte))
                index += 1
            default:
                scalars.append(try parseUTF8Scalar())
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let byte = try peek()
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let start = index - 2
            let high = try hexQuad()
            if (0xD800...0xDBFF).contains(high) {
                // A high surrogate is only valid followed by an escaped low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw JSONSyntaxError(reason: .invalidEscape, offset: start) }
                index += 2
                let low = try hexQuad()
                guard (0xDC00...0xDFFF).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw JSONSyntaxError(reason: .invalidEscape, offset: start) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw JSONSyntaxError(reason: .invalidEscape, offset: start)
            }
            return scalar
        default:
            index -= 1
            throw error(.invalidEscape)
        }
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = try peek()
            guard let digit = byte.hexDigitValue else { throw error(.invalidEscape) }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Decodes one multi-byte UTF-8 sequence, rejecting overlong forms, surrogates and truncation.
    private mutating func parseUTF8Scalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        let lead = bytes[index]
        let (length, minimum): (Int, UInt32)
        switch lead {
        case 0xC2...0xDF: (length, minimum) = (2, 0x80)
        case 0xE0...0xEF: (length, minimum) = (3, 0x800)
        case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
        default: throw error(.invalidUTF8)
        }
        guard index + length <= bytes.count else { throw error(.invalidUTF8) }
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { throw error(.invalidUTF8) }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw error(.invalidUTF8) }
        index += length
        return scalar
    }
}

private extension UInt8 {
    var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
