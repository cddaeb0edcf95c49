import Hummingbird

/// Why a submitted form body cannot be read. Nothing of a malformed body is used: no partial result.
public enum FormBodyError: Error, Equatable, CustomStringConvertible {
    /// The body is larger than the limit (in bytes).
    case tooLarge(limit: Int)
    /// The request's `Content-Type` is not `application/x-www-form-urlencoded`.
    case unsupportedContentType(String?)
    /// A `%` not followed by two hexadecimal digits, at this byte offset of the body.
    case badPercentEncoding(byteOffset: Int)
    /// A name (`field` nil) or the value of `field`, starting at this byte offset, decodes to
    /// invalid UTF-8.
    case invalidUTF8(field: String?, byteOffset: Int)
    /// A field of the form sent more than once, which would make it ambiguous which value counts.
    case repeatedField(String)

    public var description: String {
        switch self {
        case .tooLarge(let limit):
            "the form body is larger than \(limit) bytes"
        case .unsupportedContentType(let type):
            "the form body must be application/x-www-form-urlencoded, not \(type ?? "untyped")"
        case .badPercentEncoding(let offset):
            "byte \(offset) of the form body: '%' must be followed by two hexadecimal digits"
        case .invalidUTF8(let field, let offset):
            "byte \(offset) of the form body: \(field.map { "the value of '\($0)'" } ?? "a field name") is not valid UTF-8"
        case .repeatedField(let name):
            "the field '\(name)' is sent more than once"
        }
    }

    /// 413 for a body too large, 415 for the wrong media type, 400 for the rest.
    public var status: HTTPResponse.Status {
        switch self {
        case .tooLarge: .contentTooLarge
        case .unsupportedContentType: .unsupportedMediaType
        case .badPercentEncoding, .invalidUTF8, .repeatedField: .badRequest
        }
    }
}
