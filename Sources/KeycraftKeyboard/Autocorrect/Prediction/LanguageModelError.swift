/// Why a language model could not be loaded, with what was wrong and where.
public enum LanguageModelError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(path: String, reason: String)
    /// The file is not a Keycraft language model, or it is damaged; `reason` says what was found.
    case corrupt(reason: String)

    /// The message a command prints: what was wrong and where.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read language model \(path): \(reason)"
        case .corrupt(let reason): "corrupt language model: \(reason)"
        }
    }
}
