import Foundation
import Hummingbird

/// Reading a posted credential form: the media type, the body (at most `bodyLimit` bytes) and the
/// values of the form's fields. The body is only held in memory for this request: never stored, never
/// logged.
enum CredentialSubmission {
    /// 64 KiB: far more than any credential form needs, small enough that no client can make the
    /// server buffer much.
    static let bodyLimit = 64 * 1024
    static let mediaType = "application/x-www-form-urlencoded"

    /// The request's body bytes, refused before reading when the media type is wrong or the declared
    /// length is over the limit, and while reading once the limit is passed.
    static func body(of request: Request) async throws -> [UInt8] {
        try checkMediaType(request.headers[.contentType])
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > bodyLimit {
            throw FormBodyError.tooLarge(limit: bodyLimit)
        }
        var bytes: [UInt8] = []
        for try await buffer in request.body {
            guard bytes.count + buffer.readableBytes <= bodyLimit else { throw FormBodyError.tooLarge(limit: bodyLimit) }
            bytes += buffer.readableBytesView
        }
        return bytes
    }

    /// `application/x-www-form-urlencoded`, with any parameters (`; charset=UTF-8`), in any case.
    static func checkMediaType(_ contentType: String?) throws(FormBodyError) {
        let essence = contentType?.split(separator: ";", maxSplits: 1).first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard essence == mediaType else { throw .unsupportedContentType(contentType) }
    }

    /// The values of the fields `names`, by name. Other names are ignored (a browser extension may add
    /// its own); a field sent twice is an error, since either value could be the one meant.
    static func values(named names: Set<String>, in body: [UInt8]) throws(FormBodyError) -> [String: String] {
        var values: [String: String] = [:]
        for (name, value) in try FormURLEncoding.decode(body) where names.contains(name) {
            guard values.updateValue(value, forKey: name) == nil else { throw .repeatedField(name) }
        }
        return values
    }
}
