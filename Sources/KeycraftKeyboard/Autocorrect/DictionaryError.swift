/// Why a dictionary could not be built or loaded, with what was wrong and where.
public enum DictionaryError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// The file is not a Keycraft dictionary, or it is damaged; `reason` says what was found.
    case corrupt(reason: String)
    /// A line of a plain word or bigram list is malformed.
    case malformedLine(list: String, line: Int, reason: String)
    /// The list is empty, or has no usable word.
    case empty(list: String)
    /// More distinct letters than the format can number (254).
    case tooManySymbols(count: Int)
    /// More words than the spelling index can number.
    case tooManyWords(count: Int, maximum: Int)

    /// The message a command prints: what was wrong and where.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read dictionary \(path): \(reason)"
        case .corrupt(let reason): "corrupt dictionary: \(reason)"
        case .malformedLine(let list, let line, let reason): "\(list):\(line): \(reason)"
        case .empty(let list): "\(list): no words"
        case .tooManySymbols(let count): "the words use \(count) distinct letters; a dictionary holds at most 254"
        case .tooManyWords(let count, let maximum): "\(count) distinct words; a dictionary holds at most \(maximum)"
        }
    }
}
