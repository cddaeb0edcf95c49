/// Why bytes are not a JSON text, and the byte offset where reading stopped.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        case unexpectedEnd
        case unexpectedByte(UInt8)
        case invalidUTF8
        case invalidEscape
        case invalidNumber
        case controlCharacterInString
        case nestingTooDeep(limit: Int)
        case trailingContent
    }

    public var reason: Reason
    /// Offset in bytes from the start of the document.
    public var offset: Int

    public init(reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        let what: String
        switch reason {
        case .unexpectedEnd: what = "unexpected end of the document"
        case .unexpectedByte(let byte):
            what = byte >= 0x20 && byte < 0x7F
                ? "unexpected character '\(Character(Unicode.Scalar(byte)))'"
                : "unexpected byte 0x\(String(byte, radix: 16, uppercase: true))"
        case .invalidUTF8: what = "invalid UTF-8"
        case .invalidEscape: what = "invalid escape sequence in a string"
        case .invalidNumber: what = "invalid number"
        case .controlCharacterInString: what = "unescaped control character in a string"
        case .nestingTooDeep(let limit): what = "arrays and objects nested deeper than \(limit) levels"
        case .trailingContent: what = "content after the end of the JSON value"
        }
        return "\(what) at byte \(offset)"
    }
}
