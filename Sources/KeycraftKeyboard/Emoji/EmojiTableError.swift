/// Why an emoji table could not be loaded, naming the file and the line.
public enum EmojiTableError: Error, Equatable, CustomStringConvertible {
    /// The bundled resource is not in the package (a broken build).
    case missingResource(name: String)
    /// A line of a table is malformed.
    case malformedLine(table: String, line: Int, reason: String)

    /// The message a command prints.
    public var description: String {
        switch self {
        case .missingResource(let name): "the emoji table \(name) is missing from the bundle"
        case .malformedLine(let table, let line, let reason): "\(table):\(line): \(reason)"
        }
    }
}
