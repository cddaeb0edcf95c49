/// Why bytes are not a JSON text, and the byte offset where reading stopped.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong at the offset.
    public enum Reason: Equatable, Sendable {
        /// The text ends inside a value.
        case unexpectedEnd
        /// A byte that can't start or continue a value there.
        case unexpectedByte(UInt8)
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// A backslash escape JSON does not define, or a lone surrogate.
        case invalidEscape
        /// A number outside RFC 8259's grammar (`01`, `1.`, `+1`).
        case invalidNumber
        /// A raw control character (U+0000–U+001F) inside a string.
        case controlCharacterInString
        /// Arrays and objects nested deeper than the limit.
        case nestingTooDeep(limit: Int)
        /// More after the single top-level value.
        case trailingContent
    }

    /// What is wrong.
    public var reason: Reason
    /// Offset in bytes from the start of the document.
    public var offset: Int

    /// An error at byte `offset`.
    public init(reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// A short readable form, for logs and test failures.
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
