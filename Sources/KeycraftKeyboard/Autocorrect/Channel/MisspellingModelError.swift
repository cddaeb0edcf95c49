/// Why a misspelling table could not be read, with what was wrong and where.
public enum MisspellingModelError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// The first line that is not a comment is not `keycraft-misspellings 1 COUNT`.
    case badHeader(name: String, line: Int, found: String)
    /// An edit line is not `α TAB β TAB cost` as the format allows.
    case malformedRule(name: String, line: Int, reason: String)
    /// The table holds another number of edits than its header declares (a truncated file).
    case countMismatch(name: String, declared: Int, found: Int)

    /// The message a command prints: what was wrong and where.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read misspelling table \(path): \(reason)"
        case .badHeader(let name, let line, let found):
            "\(name):\(line): expected the header 'keycraft-misspellings 1 COUNT', found '\(found)'"
        case .malformedRule(let name, let line, let reason): "\(name):\(line): \(reason)"
        case .countMismatch(let name, let declared, let found):
            "\(name): the header declares \(declared) edits but the table has \(found) (truncated or damaged)"
        }
    }
}
