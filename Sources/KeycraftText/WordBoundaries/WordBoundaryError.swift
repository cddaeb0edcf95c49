/// A position handed to `WordBoundaries` that does not lie in the text, or that splits a scalar.
public enum WordBoundaryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A UTF-16 offset below zero or past the end of the text.
    case offsetOutOfBounds(offset: Int, utf16Count: Int)
    /// A UTF-16 offset between the two halves of a surrogate pair.
    case offsetInsideSurrogatePair(offset: Int)
    /// A `String.Index` past the end of the text (an index of another, longer string).
    case indexOutOfBounds(utf16Count: Int)

    /// The offending position and why, for a message.
    public var description: String {
        switch self {
        case .offsetOutOfBounds(let offset, let count):
            "UTF-16 offset \(offset) is outside the text (valid offsets are 0...\(count))"
        case .offsetInsideSurrogatePair(let offset):
            "UTF-16 offset \(offset) falls between the two halves of a surrogate pair"
        case .indexOutOfBounds(let count):
            "string index is past the end of the text (UTF-16 length \(count)); is it an index of another string?"
        }
    }
}
